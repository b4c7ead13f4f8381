#!/usr/bin/env python3
"""What the bundled colour emoji font (10.5 MB, Noto Color Emoji) costs a whole `outdoor card`.

Runs `outdoor card` as whole processes, interleaved, with the bundled fonts as shipped and with
a copy of them in which NotoColorEmoji.ttf is replaced by a small stand-in font (so the same
files are loaded, only the emoji font is missing): once for an entry without emoji, once for
an entry with emoji in its title and note. Prints medians of wall time, CPU time (user + sys)
and peak RSS, and the ratios. CPU time is steadier than wall time on a busy machine.

usage: emoji-font.py --outdoor BIN [--runs N] [--work DIR]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def timed(cmd, env):
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{err}")
    return elapsed * 1000, (usage.ru_utime + usage.ru_stime) * 1000, usage.ru_maxrss / 1024


def resources(folder, stand_in):
    os.makedirs(folder, exist_ok=True)
    for name, source in [("geodata", "Sources/OutdoorGeo/Data"), ("sample-journal", "Sources/OutdoorCLI/SampleJournal")]:
        link = os.path.join(folder, name)
        if not os.path.exists(link):
            os.symlink(os.path.join(ROOT, source), link)
    fonts = os.path.join(folder, "fonts")
    shutil.rmtree(fonts, ignore_errors=True)
    shutil.copytree(os.path.join(ROOT, "Fonts"), fonts)
    if stand_in:
        shutil.copy(os.path.join(fonts, "NotoSansHebrew-Regular.ttf"), os.path.join(fonts, "NotoColorEmoji.ttf"))
    return folder


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--outdoor", default=os.path.join(ROOT, ".build/release/outdoor"))
    parser.add_argument("--runs", type=int, default=25)
    parser.add_argument("--work", default=os.path.join(ROOT, ".build/bench/emoji"))
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    shipped = resources(os.path.join(args.work, "shipped"), stand_in=False)
    without = resources(os.path.join(args.work, "without-emoji-font"), stand_in=True)
    env = dict(os.environ, NO_COLOR="1", OUTDOOR_JOURNAL=os.path.join(args.work, "journal.sqlite"))
    if os.path.exists(env["OUTDOOR_JOURNAL"]):
        os.remove(env["OUTDOOR_JOURNAL"])
    ids = {}
    for label, title, note in [
        ("no emoji", "Morning walk by the harbour", "Cold wind on the ridge."),
        ("emoji in title and note", "Best pancakes ever 🥞🔥", "The whole crew 👨‍👩‍👧‍👦 👍🏽 🇪🇸 ❤️"),
    ]:
        out = subprocess.run([args.outdoor, "add", "--title", title, "--note", note, "--lat", "43.3", "--lng", "-2.9",
                              "--at", "2025-06-14T08:42", "--weather-temp", "18", "--weather-code", "2"],
                             capture_output=True, text=True, env=dict(env, OUTDOOR_RESOURCES=shipped), check=True)
        ids[label] = out.stdout.split()[0]
    print(f"machine: {os.cpu_count()} cores; load: {' '.join(open('/proc/loadavg').read().split()[:3])}")
    print(f"whole-process `outdoor card ID` (story, PNG), {args.runs} runs each, interleaved; medians")
    for label, entry in ids.items():
        results = {"stand-in": [], "shipped": []}
        for _ in range(args.runs):
            for name, folder in [("stand-in", without), ("shipped", shipped)]:
                card = os.path.join(args.work, f"{name}.png")
                results[name].append(timed([args.outdoor, "card", entry, "-o", card], dict(env, OUTDOOR_RESOURCES=folder)))
        med = {name: [statistics.median(r[i] for r in rows) for i in range(3)] for name, rows in results.items()}
        a, b = med["stand-in"], med["shipped"]
        print(f"{label}: without the emoji font {a[0]:.0f} ms wall, {a[1]:.0f} ms CPU, {a[2]:.1f} MB; "
              f"with it {b[0]:.0f} ms wall, {b[1]:.0f} ms CPU, {b[2]:.1f} MB; "
              f"CPU x{b[1] / a[1]:.3f}, wall x{b[0] / a[0]:.3f}, memory {b[2] - a[2]:+.1f} MB")


if __name__ == "__main__":
    main()
