#!/bin/sh
# Installs the Debian packages outdoor needs (only those missing); uses sudo when not root.
#   Scripts/install-deps.sh          to build and run outdoor
#   Scripts/install-deps.sh --test   also what the test suite uses: sqlite3 and curl (to poke
#                                    journals and the fake server from outside), CJK fonts (the
#                                    font-fallback test) and chromium (the gallery page test)
set -eu

PACKAGES="libcairo2-dev libpango1.0-dev libjpeg-dev libpng-dev libsqlite3-dev libexif-dev libheif-dev \
libdeflate-dev libavcodec-dev fontconfig"
if [ "${1:-}" = "--test" ]; then
    PACKAGES="$PACKAGES sqlite3 curl fonts-noto-cjk chromium"
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
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
