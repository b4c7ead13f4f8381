#!/usr/bin/env python3
"""Track figures (issue 25): importing a 100,000-point GPX, and the XML parser's cost.

Run by Scripts/bench/run.sh tracks (after `make release`), or by hand:
    python3 Scripts/bench/tracks/measure.py --outdoor .build/release/outdoor \\
        --bench .build/release/outdoor-track-bench --peer .build/release/outdoor-xmlparser-peer \\
        --python PYTHON_WITH_GPXPY --work .build/bench/tracks

Whole processes, interleaved, N runs each; medians and peak RSS (wait4):
- `outdoor track import walk.gpx --no-weather` into a fresh journal: read, clean, measure, encode
  and save 100,000 points (with Garmin extensions, 28.8 MB). Targets: <= 1 s, <= 100 MB.
- the peer: gpxpy reading the same file and computing its length, moving data and climb.
- the parser alone: outdoor's reader (libxml2's SAX2, plus cleaning and figures) against
  Foundation's XMLParser collecting the same values.
- loading libxml2 at first use: the time and memory it adds, and the libraries it maps.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PEER = r"""
import sys, gpxpy
gpx = gpxpy.parse(open(sys.argv[1]))
print(gpx.get_points_no(), gpx.length_3d(), gpx.get_moving_data().moving_time, gpx.get_uphill_downhill().uphill)
"""


def timed(cmd, env=None):
    """Seconds and peak RSS (MB) of cmd, measured with wait4."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    out = proc.stdout.read()
    err = proc.stderr.read()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{err.decode(errors='replace')}")
    return elapsed, usage.ru_maxrss / 1024.0, out.decode()


def keyvalues(text):
    return dict(part.split("=", 1) for part in text.split() if "=" in part)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--outdoor", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--peer", required=True)
    parser.add_argument("--python", required=True)
    parser.add_argument("--work", default=".build/bench/tracks")
    parser.add_argument("--points", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    gpx = os.path.join(args.work, f"walk-{args.points}.gpx")
    if not os.path.exists(gpx):
        subprocess.check_call([sys.executable, os.path.join(HERE, "make-gpx.py"), str(args.points), gpx])
    journal = os.path.join(args.work, "journal.sqlite")
    env = dict(os.environ, OUTDOOR_JOURNAL=journal, TZ="UTC")
    imports, peers, ours, foundation = [], [], [], []
    for _ in range(args.runs):
        for suffix in ["", "-wal", "-shm"]:
            if os.path.exists(journal + suffix):
                os.remove(journal + suffix)
        imports.append(timed([args.outdoor, "track", "import", gpx, "--no-weather"], env)[:2])
        peers.append(timed([args.python, "-c", PEER, gpx])[:2])
        seconds, rss, out = timed([args.bench, "libxml2", gpx])
        ours.append((float(keyvalues(out)["seconds"]), rss))
        seconds, rss, out = timed([args.peer, gpx])
        foundation.append((float(keyvalues(out)["seconds"]), rss))
    size = os.path.getsize(gpx) / 1e6
    print(f"== tracks: {args.points:,} points, {size:.1f} MB of GPX, {args.runs} runs each, interleaved (median)")

    def line(label, runs, peer=None):
        t = statistics.median(r[0] for r in runs)
        m = max(r[1] for r in runs)
        ratio = f"  {t / statistics.median(r[0] for r in peer):.2f}x the peer" if peer else ""
        print(f"{label:<58} {t * 1000:8.0f} ms {m:7.1f} MB{ratio}")
        return t, m

    t, m = line("outdoor track import (whole process)", imports, peers)
    line("peer: gpxpy parse + length, moving, climb (whole process)", peers)
    line("outdoor's reader: libxml2 SAX2 + cleaning + figures", ours, foundation)
    line("Foundation's XMLParser collecting the same values", foundation)
    verdict = "met" if t <= 1.0 and m <= 100 else "NOT met"
    print(f"target: import <= 1000 ms and <= 100 MB: {verdict} ({t * 1000:.0f} ms, {m:.1f} MB)")
    loads = [keyvalues(timed([args.bench, "load"])[2]) for _ in range(args.runs)]
    first = statistics.median(float(l["first_read_ms"]) for l in loads)
    added = statistics.median(float(l["rss_added_mb"]) for l in loads)
    print(f"loading libxml2 at the first read: {first:.1f} ms, {added:.1f} MB resident added; "
          f"maps {loads[0].get('libraries_added', '?')} (libxml2 {loads[0].get('libxml2', '?')})")


if __name__ == "__main__":
    main()
