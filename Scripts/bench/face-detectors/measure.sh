#!/bin/sh
# What a face detector from Debian would add to outdoor (issue 26): packages and megabytes on a
# fresh Debian 12 machine that already has outdoor's own packages, and milliseconds per photo.
#   Scripts/bench/face-detectors/measure.sh            package figures only (needs apt-get update)
#   Scripts/bench/face-detectors/measure.sh --time IMG also installs both detectors' -dev
#                                                      packages, builds the two programs here and
#                                                      times them on IMG (PNG) at 640 and 1080 px
# Package figures: apt-get --simulate against an EMPTY dpkg status, once for outdoor's packages
# (Scripts/install-deps.sh) and once with a detector added; the difference is what the detector
# brings to a fresh machine. Sizes are the archive's Size and Installed-Size fields.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
: > "$WORK/status"
BASE="pkg-config libstdc++-12-dev libcairo2-dev libpango1.0-dev libjpeg-dev libpng-dev libsqlite3-dev \
libexif-dev libheif-dev libdeflate-dev libcurl4-openssl-dev libavcodec-dev liblcms2-dev fontconfig libcurl4 \
ca-certificates"
closure() {
    # shellcheck disable=SC2086
    apt-get -o Dir::State::status="$WORK/status" -o Debug::NoLocking=1 --simulate install \
        --no-install-recommends -y $BASE "$@" 2>/dev/null | awk '/^Inst /{print $2}' | sort
}
closure > "$WORK/base"
echo "what a detector adds to a fresh machine that has outdoor's packages:"
for extra in "libopencv-objdetect-dev opencv-data" "libopencv-objdetect406 opencv-data" \
    "libdlib-dev" "libdlib19.1"; do
    # shellcheck disable=SC2086
    closure $extra > "$WORK/with"
    comm -13 "$WORK/base" "$WORK/with" > "$WORK/added"
    xargs apt-cache show --no-all-versions < "$WORK/added" 2>/dev/null | awk -v what="$extra" \
        -v n="$(wc -l < "$WORK/added")" '/^Size:/{s+=$2} /^Installed-Size:/{i+=$2}
        END{printf "  %-36s %4d packages, %6.1f MB download, %6.1f MB installed\n", what, n, s/1e6, i/1024}'
done

[ "${1:-}" = "--time" ] || exit 0
IMG=${2:?give a PNG to time the detectors on}
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    libopencv-objdetect-dev libopencv-imgcodecs-dev opencv-data libdlib-dev imagemagick >/dev/null
g++ -O2 "$HERE/opencv_faces.cpp" -o "$WORK/opencv_faces" -I/usr/include/opencv4 \
    -lopencv_objdetect -lopencv_imgproc -lopencv_imgcodecs -lopencv_core
g++ -O2 "$HERE/dlib_faces.cpp" -o "$WORK/dlib_faces" -ldlib -lpng -ljpeg \
    /usr/lib/x86_64-linux-gnu/liblapack.so.3 /usr/lib/x86_64-linux-gnu/libblas.so.3
for size in 640 1080; do
    convert "$IMG" -resize "${size}x${size}" "$WORK/in$size.png"
    "$WORK/opencv_faces" "$WORK/in$size.png"
    "$WORK/dlib_faces" "$WORK/in$size.png"
done
