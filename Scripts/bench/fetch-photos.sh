#!/bin/sh
# Fetches real photographs for the benchmarks from Debian's lomiri-wallpapers packages
# (CC BY-SA; see the packages' copyright files) into $1 (default .build/bench/photos), stored the
# way cameras and phones store them (baseline JPEG, 4:2:0 chroma, quality 92):
#   photo-12mp.jpg              Dragonfly_by_Bolly.jpg, 4224x3168 (13.4 MP)
#   photo-48mp.jpg              Kleiber_by_Lukas_Baubkus.jpg (6028x3391) enlarged and cropped to 8000x6000
#   photo-12mp-progressive.jpg  Dragonfly_by_Bolly.jpg exactly as the package ships it (a progressive
#                               JPEG, as web tools write; decoding one needs the whole image's
#                               coefficients in memory, so it is measured separately)
# Needs apt-get (download only, no root needed) and ImageMagick's convert.
set -eu
out=${1:-.build/bench/photos}
mkdir -p "$out"
[ -f "$out/photo-12mp.jpg" ] && [ -f "$out/photo-48mp.jpg" ] && [ -f "$out/photo-12mp-progressive.jpg" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 >/dev/null 2>&1)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
cp "$work/x/usr/share/backgrounds/Dragonfly_by_Bolly.jpg" "$out/photo-12mp-progressive.jpg"
convert "$work/x/usr/share/backgrounds/Dragonfly_by_Bolly.jpg" -interlace none -sampling-factor 2x2 \
    -quality 92 "$out/photo-12mp.jpg"
convert "$work/x/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg" -resize 8000x6000^ -gravity center \
    -extent 8000x6000 -interlace none -sampling-factor 2x2 -quality 92 "$out/photo-48mp.jpg"
echo "photos in $out" >&2
