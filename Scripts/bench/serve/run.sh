#!/bin/sh
# The render service under load against the command line: cards/s and latency (p50, p99) of
# `outdoor serve` at --jobs 1 and 2 under wrk, against `outdoor card` run once per card (one
# process each, one and two at a time), on the same distinct cards: 8 entries with phone-size
# photos (12 MP JPEGs) x 3 presets x 2 themes = 48 cards, each request rendered anew (the service
# keeps no rendered card). Then the service's memory over 2,000 requests. Prints its figures.
#
#     Scripts/bench/serve/run.sh [SECONDS]     (SECONDS per wrk run, default 20; about 6 minutes in all)
#
# Needs the release build (make release), wrk (Scripts/install-deps.sh --bench), ImageMagick's
# convert, and the benchmark photos (Scripts/bench/fetch-photos.sh, which run.sh calls).
set -eu
seconds=${1:-20}
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
outdoor=$root/.build/release/outdoor
[ -x "$outdoor" ] || { echo "build it first: make release" >&2; exit 1; }
command -v wrk >/dev/null || { echo "wrk is missing: Scripts/install-deps.sh --bench" >&2; exit 1; }
[ -f .build/bench/photos/photo-12mp.jpg ] || Scripts/bench/fetch-photos.sh .build/bench/photos
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill $server 2>/dev/null; rm -rf "$work"' EXIT INT TERM
export OUTDOOR_JOURNAL=$work/journal.sqlite HOME=$work XDG_DATA_HOME=$work/data

# Eight distinct 12 MP photos (4000x3000 windows of the 13.4 MP one), one entry each.
ids=""
for i in 0 1 2 3 4 5 6 7; do
    convert .build/bench/photos/photo-12mp.jpg -crop 4000x3000+$((i * 28))+$((i * 21)) +repage \
        -quality 92 -sampling-factor 2x2 "$work/p$i.jpg"
    id=$("$outdoor" add --title "Stop $i" --lat "60.1$i" --lng "24.9$i" --at "2024-06-1$i"T10:30 \
        --no-weather --photo "$work/p$i.jpg" 2>/dev/null)
    ids="$ids ${id%%-*}"
done
paths=""
for id in $ids; do
    for preset in story square landscape; do
        for theme in light dark; do paths="$paths /entries/$id/card.png?preset=$preset&theme=$theme"; done
    done
done
count=$(echo $paths | wc -w)
echo "machine: $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $count distinct cards"

# What a card costs the command line before it draws anything.
ms() { python3 -c "import sys,time; print('%.0f' % ((time.time() - float(sys.argv[1])) * 1000))" "$1"; }
t=$(python3 -c 'import time; print(time.time())'); for _ in 1 2 3 4 5 6 7 8 9 10; do "$outdoor" --version >/dev/null; done
echo "start-up: 'outdoor --version' $(( $(ms "$t") / 10 )) ms a process"
first=${ids%% *}; first=${first# }
"$outdoor" add --title "No photo" --lat 60.2 --lng 24.9 --at 2024-05-01T10:00 --no-weather >/dev/null 2>&1
bare=$("$outdoor" log --json | python3 -c 'import json,sys; print([e["id"] for e in json.load(sys.stdin) if e["title"]=="No photo"][0][:8])')
t=$(python3 -c 'import time; print(time.time())'); for _ in 1 2 3 4 5; do "$outdoor" card "$bare" --preset landscape -o "$work/bare.png" 2>/dev/null; done
echo "start-up: a landscape card without a photo (process, fonts, map data, journal, drawing) $(( $(ms "$t") / 5 )) ms"

# The command line: one process per card, one and two at a time.
echo $paths | tr ' ' '\n' | sed 's|/entries/\([^/]*\)/card.png?preset=\([a-z]*\)&theme=\([a-z]*\)|\1 \2 \3|' > "$work/cards.txt"
for jobs in 1 2; do
    t=$(python3 -c 'import time; print(time.time())')
    xargs -P $jobs -L 1 sh -c '"$0" card "$1" --preset "$2" --theme "$3" -o "'"$work"'/cli-$1-$2-$3.png" 2>/dev/null' "$outdoor" < "$work/cards.txt"
    took=$(ms "$t")
    echo "cli  jobs $jobs: $count cards in $took ms: $(python3 -c "print('%.2f' % ($count * 1000 / $took))") cards/s, $((took * jobs / count)) ms a card"
done

# The service: wrk cycling through the same cards, twice as many connections as jobs (so a
# worker never waits for a request, and the queue is never full).
cat > "$work/cards.lua" <<LUA
local paths = {}
for p in string.gmatch("$paths", "%S+") do paths[#paths + 1] = p end
local n = 0
local limit = tonumber(os.getenv("LIMIT") or "0")
local answered = 0
request = function()
    n = n + 1
    return wrk.format("GET", paths[(n - 1) % #paths + 1])
end
response = function(status, headers, body)
    answered = answered + 1
    if limit > 0 and answered >= limit then wrk.thread:stop() end
end
LUA
rss() { awk '/VmRSS/ {print int($2 / 1024)}' /proc/$1/status; }
for jobs in 1 2; do
    "$outdoor" serve --listen 127.0.0.1:0 --jobs $jobs --queue 64 > "$work/url" 2> "$work/serve-$jobs.log" &
    server=$!
    while [ ! -s "$work/url" ]; do sleep 0.1; done
    url=$(cat "$work/url")
    wrk -t1 -c$((jobs * 2)) -d3s -s "$work/cards.lua" "$url" >/dev/null   # warm: fonts, map data, caches
    echo "serve jobs $jobs: $(wrk -t1 -c$((jobs * 2)) -d${seconds}s --timeout 30s --latency -s "$work/cards.lua" "$url" \
        | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Non-2xx/ {bad=$NF} /requests in/ {n=$1}
               END {printf "%s requests, %s cards/s, p50 %s, p99 %s, non-2xx %s", n, rps, p50, p99, (bad == "" ? 0 : bad)}'); RSS $(rss $server) MB"
    if [ $jobs = 2 ]; then
        # Memory over 2,000 more requests, sampled every second.
        before=$(rss $server)
        (while kill -0 $server 2>/dev/null; do rss $server; sleep 1; done) > "$work/rss.txt" &
        sampler=$!
        LIMIT=1000 wrk -t2 -c4 -d600s --timeout 30s -s "$work/cards.lua" "$url" > "$work/memory.txt"
        kill $sampler 2>/dev/null || true
        echo "memory: $(awk '/requests in/ {print $1}' "$work/memory.txt") requests: RSS $before MB before, $(rss $server) MB after, peak $(sort -n "$work/rss.txt" | tail -1) MB"
    fi
    kill -TERM $server
    wait $server || true
    server=""
    rm -f "$work/url"
    grep -c ' 200 ' "$work/serve-$jobs.log" | sed "s/^/serve jobs $jobs: log lines with 200: /"
done
