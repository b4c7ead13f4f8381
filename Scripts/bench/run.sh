#!/bin/sh
# The benchmarks: card, export and book against the Pillow peer (ratios measured in the same run),
# the map renderer, and the codecs. Prints its figures; run from the repository root:
#     make bench            (or: Scripts/bench/run.sh [card|log|export|book|subject|emoji|scale|map|hevc|tracks|osm|mapdetail|serve|all])
# Needs network for the first run only (apt-get download of the photos, pip install pillow).
set -eu
what=${1:-all}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
bench=.build/bench
mkdir -p "$bench"

if ! command -v convert >/dev/null 2>&1; then
    echo "installing imagemagick (to make the 48 MP photo)" >&2
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
    $SUDO apt-get install -y -qq imagemagick >/dev/null
fi
for p in libde265-dev libheif-examples; do
    if ! dpkg-query -W -f='${Status}' $p 2>/dev/null | grep -q "ok installed"; then
        echo "installing $p (libheif's HEVC decoder for timing, heif-enc for the single-image HEIC)" >&2
        SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
        $SUDO apt-get install -y -qq $p >/dev/null
    fi
done
Scripts/bench/fetch-photos.sh "$bench/photos"
if [ ! -x "$bench/peer/bin/python" ]; then
    python3 -m venv "$bench/peer"
    "$bench/peer/bin/pip" install -q pillow pillow-heif
fi
"$bench/peer/bin/python" -c "import pillow_heif" 2>/dev/null || "$bench/peer/bin/pip" install -q pillow-heif
make -s release >/dev/null  # the release binary exactly as make release links it
echo "machine: $(nproc) cores, $(uname -r); load: $(cut -d' ' -f1-3 /proc/loadavg)"

case "$what" in
card|log|export|book|subject|all)
    python3 Scripts/bench/measure.py "$what" --outdoor .build/release/outdoor --python "$bench/peer/bin/python" \
        --photos "$bench/photos" --work "$bench/work" ;;
esac
case "$what" in
serve|all)
    # The render service under wrk against one process per card (issue 39).
    Scripts/bench/serve/run.sh ;;
esac
case "$what" in
emoji|all)
    python3 Scripts/bench/emoji-font.py --outdoor .build/release/outdoor --work "$bench/emoji" ;;
esac
case "$what" in
card|all)
    # The colour conversion's share of a card's decode (issue 18), the story photo panel's size.
    swift build -c release --product outdoor-image-bench >/dev/null
    echo "== colour management: the card's photo decode keeping the file's colours, into sRGB, into P3"
    for photo in "$bench/photos/"photo-*; do
        .build/release/outdoor-image-bench decode-colour "$photo" 1080x860
    done ;;
esac
case "$what" in
subject|all)
    # The subject search alone against the decode it follows, in one process (issue 26).
    swift build -c release --product outdoor-image-bench >/dev/null
    echo "== subject search in process: the 12 MP photo decoded for the square card's panel"
    .build/release/outdoor-image-bench subject "$bench/photos/photo-12mp.jpg" 1080x480 ;;
esac
case "$what" in
hevc|all)
    mkdir -p "$bench/hevc"
    python3 Scripts/bench/hevc-tiles/extract_tiles.py Tests/Corpus/exiv2/2021-02-13-1929.heic "$bench/hevc/tiles" >/dev/null
    cc -O2 Scripts/bench/hevc-tiles/tiles.c -o "$bench/hevc/decode-tiles" $(pkg-config --cflags --libs libde265 libavcodec libavutil)
    echo "== HEVC tiles of an iPhone HEIC: libde265 (libheif's decoder) against libavcodec"
    "$bench/hevc/decode-tiles" 9 "$bench/hevc/tiles/"*.h265 ;;
esac
case "$what" in
scale|all)
    # Commands that grow with the journal (issue 30): log --json, imports, book --title of 100 KB.
    python3 Scripts/bench/journal-scale.py --outdoor .build/release/outdoor ;;
esac
case "$what" in
map|all)
    swift build -c release --product outdoor-map-bench >/dev/null
    .build/release/outdoor-map-bench ;;
esac
case "$what" in
tracks|all)
    # Importing a 100,000-point GPX (issue 25): outdoor against gpxpy, and the XML parser's cost.
    swift build -c release --product outdoor-track-bench >/dev/null
    swift build -c release --product outdoor-xmlparser-peer >/dev/null
    "$bench/peer/bin/python" -c "import gpxpy" 2>/dev/null || "$bench/peer/bin/pip" install -q gpxpy
    python3 Scripts/bench/tracks/measure.py --outdoor .build/release/outdoor \
        --bench .build/release/outdoor-track-bench --peer .build/release/outdoor-xmlparser-peer \
        --python "$bench/peer/bin/python" --work "$bench/tracks"
    # Drawing a 100,000-point track on a card, against the same card without it (target <= 15 ms).
    swift build -c release --product outdoor-card-track-bench >/dev/null
    echo "== a card with a 100,000-point track around its entry, against the same card without it"
    .build/release/outdoor-card-track-bench 21 ;;
esac
case "$what" in
mapdetail|all)
    # A card's map with imported OpenStreetMap detail (issue 29, target <= 40 ms warm), against
    # the same map from the bundled data alone, in one process: both real extracts imported first.
    swift build -c release --product outdoor-map-bench >/dev/null
    rm -rf "$bench/mapdata" && mkdir -p "$bench/mapdata"
    XDG_DATA_HOME="$bench/mapdata-home" .build/release/outdoor mapdata import \
        Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf --name helsinki >/dev/null 2>&1
    XDG_DATA_HOME="$bench/mapdata-home" .build/release/outdoor mapdata import \
        Tests/OutdoorOSMTests/Resources/test.osm.pbf --name kotka >/dev/null 2>&1
    echo "== card map panels with imported detail against the same maps without it (warm medians)"
    OUTDOOR_BENCH_MAPDATA="$bench/mapdata-home/outdoor/mapdata" .build/release/outdoor-map-bench warm \
        helsinki-detail helsinki-bundled kotka-detail kotka-bundled --runs 21
    # A city's density as a stand-in (no city-sized extract is reachable offline): the Helsinki
    # region tiled 7 x 7, card maps 5, 10 and 20 km across.
    .build/release/outdoor-map-bench make-dense "$bench/mapdata-home/outdoor/mapdata" >/dev/null
    rm -rf "$bench/mapdata-home/outdoor/mapdata/helsinki"
    echo "== card maps over Helsinki's detail tiled 7 x 7 (a projection of a city, not a real one)"
    OUTDOOR_BENCH_MAPDATA="$bench/mapdata-home/outdoor/mapdata" .build/release/outdoor-map-bench warm \
        dense-5km-detail dense-10km-detail dense-20km-detail dense-10km-bundled --runs 7 ;;
esac
case "$what" in
osm|all)
    # Importing OpenStreetMap extracts (issue 29): MB/s and peak RSS, against libosmium's own read.
    python3 Scripts/bench/osm-import.py --outdoor .build/release/outdoor ;;
esac
