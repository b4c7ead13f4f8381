#!/bin/sh
# Fetches real photographs for the benchmarks from Debian's lomiri-wallpapers packages
# (CC BY-SA; see the packages' copyright files) into $1 (default .build/bench/photos), stored the
# way cameras and phones store them (baseline JPEG, 4:2:0 chroma, quality 92):
#   photo-12mp.jpg              Dragonfly_by_Bolly.jpg, 4224x3168 (13.4 MP)
#   photo-48mp.jpg              Kleiber_by_Lukas_Baubkus.jpg (6028x3391) enlarged and cropped to 8000x6000
#   photo-12mp-progressive.jpg  Dragonfly_by_Bolly.jpg exactly as the package ships it (a progressive
#                               JPEG, as web tools write; decoding one needs the whole image's
#                               coefficients in memory)
#   photo-iphone-grid.heic      a real iPhone XR photo (3024x4032 upright, 48 HEVC tiles of 512x512),
#                               from Tests/Corpus/exiv2 (Exiv2's test data, GPL-2+)
#   photo-12mp-single.heic      Dragonfly_by_Bolly.jpg cropped to 4032x3024 and encoded as ONE HEVC
#                               image (no grid) by libheif's heif-enc at quality 60 (about 2 MB)
# Needs apt-get (download only, no root needed), ImageMagick's convert and heif-enc (libheif-examples).
set -eu
out=${1:-.build/bench/photos}
mkdir -p "$out"
root=$(cd "$(dirname "$0")/../.." && pwd)
cp "$root/Tests/Corpus/exiv2/2021-02-13-1929.heic" "$out/photo-iphone-grid.heic"
[ -f "$out/photo-12mp.jpg" ] && [ -f "$out/photo-48mp.jpg" ] && [ -f "$out/photo-12mp-progressive.jpg" ] \
    && [ -f "$out/photo-12mp-single.heic" ] && exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 >/dev/null 2>&1)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
cp "$work/x/usr/share/backgrounds/Dragonfly_by_Bolly.jpg" "$out/photo-12mp-progressive.jpg"
convert "$work/x/usr/share/backgrounds/Dragonfly_by_Bolly.jpg" -interlace none -sampling-factor 2x2 \
    -quality 92 "$out/photo-12mp.jpg"
convert "$work/x/usr/share/backgrounds/Kleiber_by_Lukas_Baubkus.jpg" -resize 8000x6000^ -gravity center \
    -extent 8000x6000 -interlace none -sampling-factor 2x2 -quality 92 "$out/photo-48mp.jpg"
convert "$work/x/usr/share/backgrounds/Dragonfly_by_Bolly.jpg" -resize 4032x3024^ -gravity center \
    -extent 4032x3024 "$work/single.png"
heif-enc -q 60 "$work/single.png" -o "$out/photo-12mp-single.heic" >/dev/null
echo "photos in $out" >&2
