#!/bin/sh
# Proves the README's two commands on a fresh machine: a throwaway Debian 12 root made with
# mmdebstrap from the Debian archive, holding only
#   - a minimal Debian 12 (mmdebstrap's minbase variant, with bookworm-updates and security),
#   - the Swift toolchain's documented Debian 12 dependencies (swift.org, "Linux Installation
#     via Tarball"), installed the way that page says (apt install, recommends included),
#   - make, which the README's commands start with,
#   - the toolchain itself, bind-mounted read-only from $SWIFT_ROOT (default /opt/swift),
#   - this repository's committed HEAD (git archive: no build folder, nothing uncommitted).
# It then runs `make demo` and `make test` inside, as a new user would; everything else the
# build, the demo and the tests need must come from Scripts/install-deps.sh. At the end it lists
# the packages install-deps added and the Debian package that every library of the built
# binary comes from.
#
#   Scripts/check-fresh-machine.sh [--keep] [--dir DIR] [--strict]
#
#   --strict  leave out the documented dependencies that this project needs for itself
#             (libcurl4-openssl-dev, libsqlite3-dev, pkg-config), as some images do, to prove
#             that install-deps brings them
#   --keep    keep the root afterwards (default: deleted); --dir DIR puts it in DIR
#
# Run it as root whenever a package, a C library or the toolchain changes, and before a
# release. Needs network to deb.debian.org, about 8 GB of disk and 20-40 minutes on 2 cores.
# Exits non-zero as soon as a step fails.
set -eu

SWIFT_ROOT=${SWIFT_ROOT:-/opt/swift}
SUITE=bookworm
MIRROR=http://deb.debian.org/debian
# swift.org's list for Debian 12.
TOOLCHAIN_DEPS="binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev \
libpython3-dev libsqlite3-dev libxml2-dev pkg-config tzdata uuid-dev"
OWN_DEPS="libcurl4-openssl-dev libsqlite3-dev pkg-config"

keep=0
dir=""
strict=0
while [ $# -gt 0 ]; do
    case "$1" in
    --keep) keep=1 ;;
    --strict) strict=1 ;;
    --dir) dir=$2; shift ;;
    *) echo "usage: $0 [--keep] [--dir DIR] [--strict]" >&2; exit 2 ;;
    esac
    shift
done

repo=$(cd "$(dirname "$0")/.." && pwd)
step() { printf '\n== %s (%s)\n' "$*" "$(date +%H:%M:%S)"; }
[ "$(id -u)" -eq 0 ] || { echo "check-fresh-machine: run as root (it uses chroot and mounts)" >&2; exit 1; }
[ -x "$SWIFT_ROOT/usr/bin/swift" ] || { echo "check-fresh-machine: no toolchain at $SWIFT_ROOT" >&2; exit 1; }
if ! command -v mmdebstrap >/dev/null 2>&1; then
    echo "installing mmdebstrap (for this check only)" >&2
    apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends mmdebstrap >/dev/null
fi

deps=$TOOLCHAIN_DEPS
if [ "$strict" -eq 1 ]; then
    for own in $OWN_DEPS; do deps=$(echo " $deps " | sed "s/ $own / /"); done
fi

root=${dir:-$(mktemp -d /var/tmp/outdoor-fresh.XXXXXX)}
mkdir -p "$root"
cleanup() {
    for m in opt/swift dev/pts dev/shm dev proc sys; do
        mountpoint -q "$root/$m" 2>/dev/null && umount -l "$root/$m" || true
    done
    if [ "$keep" -eq 0 ]; then rm -rf "$root"; else echo "kept $root" >&2; fi
}
trap cleanup EXIT INT TERM
started=$(date +%s)

step "Debian 12 minbase root in $root"
mmdebstrap --quiet --variant=minbase --components=main "$SUITE" "$root" \
    "deb $MIRROR $SUITE main" "deb $MIRROR $SUITE-updates main" \
    "deb http://deb.debian.org/debian-security $SUITE-security main"

mount -t proc proc "$root/proc"
mount -t sysfs sys "$root/sys"
mount --bind /dev "$root/dev"
mount -t devpts devpts "$root/dev/pts" -o newinstance,ptmxmode=0666 2>/dev/null || true
mount -t tmpfs shm "$root/dev/shm"
mkdir -p "$root/opt/swift"
mount --bind "$SWIFT_ROOT" "$root/opt/swift"
mount -o remount,bind,ro "$root/opt/swift"
cp /etc/resolv.conf "$root/etc/resolv.conf"

inside() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        /bin/sh -c "$1"
}

step "the toolchain's documented Debian 12 dependencies, and make"
echo "$deps make" | tr -s ' ' '\n' | sed '/^$/d' | tr '\n' ' '
echo
inside "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $deps make >/dev/null"
inside "swift --version"
inside "dpkg-query -W -f='\${Package}\n' | sort" >"$root/packages-before.txt"

step "this repository's HEAD ($(git -C "$repo" rev-parse --short HEAD))"
mkdir -p "$root/src/outdoor"
git -C "$repo" archive HEAD | tar -x -C "$root/src/outdoor"

step "make demo"
inside "cd /src/outdoor && make demo"
ls -R "$root/src/outdoor/demo-output" | head -20

step "make test"
inside "cd /src/outdoor && make test 2>&1" >"$root/make-test.log" 2>&1 || {
    tail -60 "$root/make-test.log"
    echo "check-fresh-machine: make test FAILED (log: $root/make-test.log)" >&2
    keep=1
    exit 1
}
grep -E "^(Test Suite 'All tests'|\s+Executed [0-9]+ tests)|Test run with|error:" "$root/make-test.log" | tail -4

step "packages Scripts/install-deps.sh added"
inside "dpkg-query -W -f='\${Package}\n' | sort" >"$root/packages-after.txt"
added=$(comm -13 "$root/packages-before.txt" "$root/packages-after.txt")
echo "$added" | wc -l | tr -d ' ' | sed 's/$/ packages (with their dependencies):/'
echo "$added" | tr '\n' ' ' | fold -s -w 100
echo

step "where each library of the release binary comes from"
inside "cd /src/outdoor && ldd .build/release/outdoor" | awk '/=>/ {print $3}' | while read -r lib; do
    real=$(inside "readlink -f $lib")
    pkg=$(inside "dpkg -S $real 2>/dev/null || dpkg -S $lib 2>/dev/null" | head -1 | cut -d: -f1)
    printf '  %-50s %s\n' "$lib" "${pkg:-NOT FROM A PACKAGE}"
done
network=$(inside "cd /src/outdoor && ldd .build/release/outdoor" | grep -cE "libcurl|libssl|libgnutls|libnghttp2" || true)
echo "network libraries linked into outdoor: $network"

step "passed in $(( $(date +%s) - started )) s: make demo and make test on a fresh Debian 12 root"
