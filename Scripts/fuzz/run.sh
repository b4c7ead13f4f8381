#!/bin/sh
# Runs every fuzz target (Sources/OutdoorFuzzTargets) under libFuzzer and AddressSanitizer, as the
# Swift toolchain provides them, for a bounded time each, and prints the executions and findings.
# Like a benchmark, this is run by hand (`make fuzz`), never in CI; `make test` replays the seeds
# and the saved regressions.
#
#   FUZZ_SECONDS   seconds per target (default 60)
#   FUZZ_TARGETS   targets to run (default: all)
#
# New interesting inputs go to .build/fuzz-corpus/TARGET (not committed). A crash is saved to
# Scripts/fuzz/regressions/TARGET/ (libFuzzer's crash-/leak-/timeout- file): fix it, keep the
# file, and `make test` replays it from then on.
set -eu
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-"exif image-probe image-decode app-json app-store app-store-rows icc geo-data arguments gpx track-points"}

echo "building outdoor-fuzz with -sanitize=fuzzer,address (.build/fuzz)..."
$SWIFT build -c release --build-path .build/fuzz --product outdoor-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
    -Xcc -fsanitize=fuzzer-no-link,address >.build/fuzz-build.log 2>&1 ||
    { tail -30 .build/fuzz-build.log; exit 1; }
BIN=.build/fuzz/release/outdoor-fuzz

printf '%-12s %8s %12s %10s %8s\n' target seconds executions "exec/s" findings
status=0
for target in $TARGETS; do
    mkdir -p ".build/fuzz-corpus/$target" "Scripts/fuzz/regressions/$target"
    log=".build/fuzz-$target.log"
    before=$(ls "Scripts/fuzz/regressions/$target" | wc -l)
    OUTDOOR_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=1 \
        LSAN_OPTIONS=suppressions=Scripts/fuzz/lsan.supp "$BIN" \
        -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="Scripts/fuzz/regressions/$target/" \
        ".build/fuzz-corpus/$target" "Scripts/fuzz/corpus/$target" >"$log" 2>&1 || status=1
    after=$(ls "Scripts/fuzz/regressions/$target" | wc -l)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    printf '%-12s %8s %12s %10s %8s\n' "$target" "$SECONDS_EACH" "${runs:-?}" "${rate:-?}" $((after - before))
    if [ "$after" -gt "$before" ]; then grep -m3 -E "ERROR|SUMMARY" "$log" || true; fi
done
exit $status
