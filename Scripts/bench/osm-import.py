#!/usr/bin/env python3
"""OpenStreetMap import figures (issue 29): MB of PBF a second and peak memory.

Run by Scripts/bench/run.sh osm (after `make release`), or by hand:
    python3 Scripts/bench/osm-import.py --outdoor .build/release/outdoor [--runs 5] [FILE.osm.pbf...]

Whole processes, N runs each, medians; peak RSS from `/usr/bin/time -v` ("Maximum resident set
size"). Each run imports into a fresh $XDG_DATA_HOME, so every figure includes writing the region
(three tiers of areas and ways, the points, region.json, each synced). Beside each: libosmium's
own read of the same file (`osmium fileinfo -e`, which decodes every object once), the floor an
import built on it cannot beat, and `outdoor mapdata list` on an empty folder, the process's own
start-up and memory. Without FILE arguments, the two extracts of the tests.

Then a projection to a country-sized extract: the node-location index (libosmium's FlexMem, a
sorted array of 16 bytes per node below planet size) dominates memory, so it is given from the
node count, at the nodes per MB measured here and at a Geofabrik country extract's density.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
EXTRACTS = os.path.join(ROOT, "Tests", "OutdoorOSMTests", "Resources")


def timed(cmd, env=None):
    """Seconds and peak RSS (MB) of cmd, run under /usr/bin/time -v."""
    start = time.perf_counter()
    proc = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr}")
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", proc.stderr)
    rss = int(match.group(1)) / 1024 if match else float("nan")
    return elapsed, rss


def node_count(path):
    """The file's node count, from osmium fileinfo -e."""
    out = subprocess.run(["osmium", "fileinfo", "-e", "-g", "data.count.nodes", path],
                         capture_output=True, text=True, check=True).stdout
    return int(out.strip())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--outdoor", default=os.path.join(ROOT, ".build", "release", "outdoor"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--country-mb", type=float, default=300)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or [os.path.join(ROOT, "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"), os.path.join(EXTRACTS, "test.osm.pbf")]
    has_osmium = shutil.which("osmium") is not None

    work = tempfile.mkdtemp(prefix="outdoor-osm-bench-")
    try:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(work, "empty"), HOME=work)
        base = [timed([args.outdoor, "mapdata", "list"], env) for _ in range(args.runs)]
        base_s = statistics.median(t for t, _ in base)
        base_mb = statistics.median(m for _, m in base)
        print(f"== mapdata import, {args.runs} runs each, medians (machine load "
              f"{open('/proc/loadavg').read().split()[0]})")
        print(f"   outdoor mapdata list, empty: {base_s * 1000:.0f} ms, {base_mb:.1f} MB peak RSS")
        densities = []
        for path in files:
            size_mb = os.path.getsize(path) / 1e6
            runs = []
            for i in range(args.runs):
                run_env = dict(env, XDG_DATA_HOME=os.path.join(work, f"run-{i}"))
                runs.append(timed([args.outdoor, "mapdata", "import", path, "--name", "bench"], run_env))
            seconds = statistics.median(t for t, _ in runs)
            rss = statistics.median(m for _, m in runs)
            line = (f"   {os.path.basename(path)} ({size_mb:.2f} MB): {seconds * 1000:.0f} ms, "
                    f"{size_mb / seconds:.2f} MB/s ({size_mb / max(seconds - base_s, 1e-3):.2f} MB/s "
                    f"without start-up), {rss:.1f} MB peak RSS")
            if has_osmium:
                nodes = node_count(path)
                densities.append(nodes / size_mb)
                peer = [timed(["osmium", "fileinfo", "-e", path]) for _ in range(args.runs)]
                peer_s = statistics.median(t for t, _ in peer)
                line += (f"\n      {nodes:,} nodes ({nodes / size_mb:,.0f} a MB); osmium fileinfo -e: "
                         f"{peer_s * 1000:.0f} ms, {size_mb / peer_s:.2f} MB/s, "
                         f"{statistics.median(m for _, m in peer):.1f} MB")
            print(line)
        if densities:
            print(f"== projection to a {args.country_mb:.0f} MB country extract "
                  "(FlexMem: 16 bytes a node, up to twice that while its array grows)")
            for label, density in [("at these files' density", max(densities)),
                                   ("at a Geofabrik country's (~125,000 nodes a MB)", 125_000)]:
                nodes = density * args.country_mb
                index_mb = nodes * 16 / 1e6
                print(f"   {label}: {nodes / 1e6:.0f} M nodes, index {index_mb:,.0f} MB "
                      f"(peak up to {2 * index_mb:,.0f} MB)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
