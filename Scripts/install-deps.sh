#!/bin/sh
# Installs the Debian packages outdoor needs (only those missing); uses sudo when not root.
#   Scripts/install-deps.sh          to build and run outdoor
#   Scripts/install-deps.sh --test   also what the test suite uses: sqlite3 and curl (to poke
#                                    journals and the fake server from outside), chromium (the
#                                    gallery page test), poppler-utils (pdftoppm, pdffonts,
#                                    pdfimages, pdftotext, pdfinfo, pdftohtml: the book and
#                                    hidden-place tests), exiftool (libimage-exiftool-perl: it
#                                    strips GPS from copies of real photos for the geotagging tests),
#                                    zsh and fish (the completion tests), parallel and
#                                    openssh-server (the shard recipe run over ssh to 127.0.0.1)
#   Scripts/install-deps.sh --bench  also what the benchmarks use: wrk (Scripts/bench/serve)
#   Scripts/install-deps.sh --list [--test]   prints the packages, one a line, and installs nothing
# Scripts/check-fresh-machine.sh proves the lists complete on a fresh Debian 12 root: run it
# whenever a package, a C library or the toolchain changes.
set -eu

# To build: pkg-config finds the C libraries' flags; the -dev packages bring headers and the
# libraries themselves. libcurl4-openssl-dev only for curl/curl.h: libcurl is not linked but
# loaded when a command first talks to the network (Sources/CCurl). libstdc++-12-dev: the
# release binary links the Swift runtime statically, and with it the C++ library, which the
# toolchain's documented dependencies (gcc, not g++) do not bring. libavcodec-dev for its headers
# and libavcodec59: HEIC tiles are decoded by libavcodec, loaded when the first HEIC photo is
# decoded (Sources/CAVCodec), not linked. liblcms2-dev: Little CMS, which converts photos from
# their embedded ICC profiles and makes the profiles cards are tagged with (Sources/CLCMS).
# libxml2-dev and zlib1g-dev for their headers: GPX tracks are read by libxml2 (and .gpx.gz
# inflated by zlib), loaded when the first track file is read (Sources/CXML), not linked.
# libosmium2-dev: libosmium, header-only C++ (with protozero and boost's headers), reads
# OpenStreetMap extracts for `outdoor mapdata import` (Sources/COsmium); its PBF blocks are
# inflated by zlib, the one library it links (zlib1g is in every Debian system).
# libmicrohttpd-dev for its header: `outdoor serve` answers HTTP with libmicrohttpd, loaded when the
# command starts (Sources/CMicroHTTPD), not linked.
BUILD="pkg-config libstdc++-12-dev libcairo2-dev libpango1.0-dev libjpeg-dev libpng-dev libsqlite3-dev libexif-dev \
libheif-dev libdeflate-dev libcurl4-openssl-dev libavcodec-dev liblcms2-dev libxml2-dev zlib1g-dev libosmium2-dev \
libmicrohttpd-dev"
# To run: fontconfig (system fonts for scripts the bundled fonts lack), libcurl4 (the library
# loaded for weather lookups), ca-certificates (to trust Open-Meteo's HTTPS certificate) and
# libxml2 (the library loaded to read GPX tracks), libmicrohttpd12 (the library `outdoor serve` loads).
# The bundled fonts draw Latin, Greek, Cyrillic, Arabic, Hebrew and emoji; the scripts people
# also type come from Debian's Noto fonts (SIL OFL 1.1): fonts-noto-cjk for Chinese, Japanese
# and Korean (57 MB download, 91 MB installed), fonts-noto-core for Thai, Devanagari, Georgian,
# Armenian, Ethiopic and the other scripts Noto covers (12 MB, 43 MB). Without them such titles
# draw as boxes, and outdoor says so on standard error.
RUN="fontconfig libcurl4 ca-certificates libxml2 libmicrohttpd12 fonts-noto-cjk fonts-noto-core"
PACKAGES="$BUILD $RUN"
LIST=0
if [ "${1:-}" = "--list" ]; then
    LIST=1
    shift
fi
TEST="sqlite3 curl chromium poppler-utils libimage-exiftool-perl zsh fish parallel openssh-server"
if [ "${1:-}" = "--test" ]; then
    PACKAGES="$PACKAGES $TEST"
fi
if [ "${1:-}" = "--bench" ]; then
    PACKAGES="$PACKAGES $TEST wrk"
fi
if [ "$LIST" = 1 ]; then
    for p in $PACKAGES; do echo "$p"; done
    exit 0
fi

missing=""
for p in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "Installing:$missing" >&2
$SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq \
    --no-install-recommends $missing >/dev/null
