#!/bin/sh
# Installs the Debian packages outdoor needs to build, test and run (only those missing).
# Usage: Scripts/install-deps.sh            (uses sudo when not root)
set -eu

PACKAGES="libcairo2-dev libpango1.0-dev libjpeg-dev libpng-dev libsqlite3-dev libexif-dev libheif-dev \
libdeflate-dev fontconfig"

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
