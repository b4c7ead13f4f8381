#!/bin/sh
# Runs the built test bundle (after `swift build --build-tests`) as one shard per core, all at
# once, and fails when any shard fails. `swift test` runs the XCTest cases one after another in
# one process, so on a 2-core machine half the machine waits. The shards split the test classes
# by the time each took (Scripts/test-times), the longest first, each to the shard with the least
# so far; a class never splits, so its setUp and shared fixtures stay whole.
# Every test makes its own temporary folder and its fake servers listen on ports the kernel
# picks, so shards share nothing but the read-only build folder.
#
#   Scripts/run-tests.sh [FILTER]       FILTER: a grep pattern over Module.Class/test names
#   Scripts/run-tests.sh --record       a whole run that then writes each class's time into
#                                       Scripts/test-times (commit it when the suite's shape changed)
#   OUTDOOR_TEST_JOBS=1 Scripts/run-tests.sh    one shard: the order and output of `swift test`
#
# Each shard writes .build/test-logs/shard-N.log; the logs are printed whole when the shards
# end (a failing shard's log last), then one line per shard with its counts and time.
set -eu

SWIFT=${SWIFT:-swift}
bin=$($SWIFT build --show-bin-path)
bundle="$bin/OutdoorUtilityPackageTests.xctest"
[ -x "$bundle" ] || { echo "run-tests: no test bundle at $bundle; run 'swift build --build-tests' first" >&2; exit 2; }
jobs=${OUTDOOR_TEST_JOBS:-$(nproc 2>/dev/null || echo 2)}
case "$jobs" in '' | *[!0-9]* | 0) echo "run-tests: OUTDOOR_TEST_JOBS must be a positive number" >&2; exit 2 ;; esac
record=0
if [ "${1:-}" = --record ]; then record=1; shift; fi
filter=${1:-.}
times=Scripts/test-times
[ "$record" -eq 0 ] || [ "$filter" = . ] || { echo "run-tests: --record needs the whole suite (no FILTER)" >&2; exit 2; }

logs=.build/test-logs
rm -rf "$logs"
mkdir -p "$logs"
"$bundle" --list-tests 2>/dev/null | grep -E '^[A-Za-z]+Tests\.' | grep -e "$filter" > "$logs/tests" || true
count=$(wc -l < "$logs/tests")
[ "$count" -gt 0 ] || { echo "run-tests: no test matches '$filter'" >&2; exit 2; }
sed 's#/.*##' "$logs/tests" | sort -u > "$logs/classes"
classes=$(wc -l < "$logs/classes")
[ "$jobs" -le "$classes" ] || jobs=$classes

# One line per class with its weight (seconds from $times, else 1), heaviest first, then dealt
# to the lightest shard; with a filter only the matching tests of each class run.
awk 'NR == FNR { if ($0 !~ /^#/ && NF == 2) t[$1] = $2; next }
     { print (($1 in t) ? t[$1] : 1), $1 }' "$times" "$logs/classes" 2>/dev/null |
    sort -k1,1nr -k2,2 |
    awk -v jobs="$jobs" -v dir="$logs" '{
        best = 0
        for (j = 1; j < jobs; j++) if (load[j] < load[best]) best = j
        load[best] += $1
        print $2 > (dir "/classes-" best)
    }'
i=0
while [ "$i" -lt "$jobs" ]; do
    touch "$logs/classes-$i"
    if [ "$filter" = . ]; then
        cp "$logs/classes-$i" "$logs/select-$i"
    else
        awk -F/ 'NR == FNR { keep[$1] = 1; next } $1 in keep' "$logs/classes-$i" "$logs/tests" > "$logs/select-$i"
    fi
    i=$((i + 1))
done

echo "run-tests: $count tests in $classes classes, $jobs shard(s) at once"
start=$(date +%s)
i=0
pids=""
while [ "$i" -lt "$jobs" ]; do
    selection=$(paste -sd, "$logs/select-$i")
    (
        status=0
        "$bundle" "$selection" > "$logs/shard-$i.log" 2>&1 || status=$?
        echo "$status" > "$logs/status-$i"
    ) &
    pids="$pids $!"
    i=$((i + 1))
done
# Stopping the runner stops the shards.
trap 'kill $pids 2>/dev/null; exit 130' INT TERM
wait

failed=0
i=0
while [ "$i" -lt "$jobs" ]; do
    status=$(cat "$logs/status-$i" 2>/dev/null || echo 1)
    [ "$status" -eq 0 ] || failed=$((failed + 1))
    i=$((i + 1))
done
# Passing shards first, so a failure is what the end of the output shows.
for pass in 0 1; do
    i=0
    while [ "$i" -lt "$jobs" ]; do
        status=$(cat "$logs/status-$i" 2>/dev/null || echo 1)
        if { [ "$pass" -eq 0 ] && [ "$status" -eq 0 ]; } || { [ "$pass" -eq 1 ] && [ "$status" -ne 0 ]; }; then
            cat "$logs/shard-$i.log"
        fi
        i=$((i + 1))
    done
done
i=0
while [ "$i" -lt "$jobs" ]; do
    summary=$(grep -E 'Executed [0-9]+ tests?' "$logs/shard-$i.log" | tail -1 | sed 's/^[[:space:]]*//')
    echo "run-tests: shard $i (exit $(cat "$logs/status-$i" 2>/dev/null || echo '?')): ${summary:-no summary: the shard crashed, see $logs/shard-$i.log}"
    i=$((i + 1))
done
echo "run-tests: $count tests, $jobs shard(s), $(($(date +%s) - start)) s wall"
if [ "$record" -eq 1 ] && [ "$failed" -eq 0 ]; then
    # XCTest names a class without its module in "Test Suite 'Class' passed"; the list gives it.
    {
        sed -n '1,2p' "$times"
        cat "$logs"/shard-*.log | awk -v list="$logs/classes" '
            BEGIN { while ((getline line < list) > 0) { split(line, p, "."); full[p[2]] = line } }
            /^Test Suite .* (passed|failed) at / { name = $3; gsub(/\047/, "", name); next }
            /Executed [0-9]+ tests?/ && (name in full) {
                for (k = 1; k <= NF; k++) if ($k == "in") { printf "%s %.1f\n", full[name], $(k + 1); break }
                name = ""
            }' | sort -k2,2nr
    } > "$times.part"
    mv "$times.part" "$times"
    echo "run-tests: wrote $times"
fi
[ "$failed" -eq 0 ] || { echo "run-tests: $failed shard(s) failed" >&2; exit 1; }
