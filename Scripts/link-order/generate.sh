#!/bin/sh
# Regenerates outdoor.order, the link order of the release binary's functions (see
# Documentation/Benchmarks.md, "The release build"):
# runs a release build under callgrind through the commands people use most (the demo, which
# captures, renders and exports the sample journal, then log, show, photo, card, map...) and
# lists every function of the binary that ran, those run by more commands first.
#     Scripts/link-order/generate.sh        (from the repository root; needs valgrind, python3)
# Re-run it after a toolchain upgrade or a large change to what commands run; a stale order
# only costs memory and start-up time, never correctness (unknown names are skipped).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
command -v valgrind >/dev/null 2>&1 || { echo "generate.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
make -s release >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 debug info: profile a copy without it (same symbols).
objcopy --strip-debug .build/release/outdoor "$work/outdoor"
export NO_COLOR=1 OUTDOOR_RESOURCES="$root"
profile() {
    name=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$work/$name.callgrind" --compress-strings=no \
        --demangle=no "$work/outdoor" "$@" >/dev/null 2>"$work/$name.log" || {
        tail -5 "$work/$name.log" >&2
        exit 1
    }
}
profile demo demo -o "$work/demo" --jobs 2
export OUTDOOR_JOURNAL="$work/demo/journal.sqlite"
id=$("$work/outdoor" log --json | python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["id"])')
profile log log
profile log-json log --json
profile show show "$id"
profile photo photo "$id" -o "$work/photo"
profile card card "$id" -o "$work/card.png"
profile card-jpeg card "$id" --format jpeg --preset square -o "$work/card.jpg"
profile map map -o "$work/map.png"
profile trips trip list
profile help --help
python3 - "$work" log card card-jpeg show map photo log-json trips help demo >Scripts/link-order/outdoor.order <<'PY'
import os, sys
# Every function of the binary that ran, profile by profile in the order given (the commands
# whose start-up matters most first: log, then card), each profile adding the functions the
# earlier ones did not run. Callgrind lists a profile's functions roughly in the order they
# first ran, which keeps callers near their callees.
order = {}
for profile in sys.argv[2:]:
    ob = None
    for line in open(os.path.join(sys.argv[1], profile + ".callgrind"), errors="replace"):
        if line.startswith("ob="):
            ob = line[3:].strip()
        elif line.startswith("fn=") and ob and os.path.basename(ob) == "outdoor":
            name = line[3:].strip().split("'")[0]  # callgrind marks recursion as name'2
            if not name.startswith("0x"):
                order.setdefault(name, len(order))
for name in sorted(order, key=order.get):
    print(name)
PY
echo "wrote Scripts/link-order/outdoor.order ($(wc -l <Scripts/link-order/outdoor.order) functions)" >&2
