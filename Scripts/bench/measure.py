#!/usr/bin/env python3
"""Speed and memory figures for outdoor against a peer pipeline, measured in the same run.

Machines here are shared and noisy, so every figure that matters is a ratio against the peer
(Pillow with draft() and PNG level 1, the fastest peer) measured interleaved in the same run.

usage: measure.py card|export|log|book|subject|all --outdoor BIN --python PEER_PYTHON --photos DIR [--runs N] [--work DIR]
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PEER = os.path.join(HERE, "peers", "pillow_card.py")
BOOK_PEER = os.path.join(HERE, "peers", "pillow_book.py")
LOG_PEER = os.path.join(HERE, "peers", "log_peer.py")
# Per input: the most wall time as a share of the peer's, and the most peak RSS in MB
# (12mp and 48mp JPEGs: issue 9; the HEICs and the progressive JPEG: issue 10).
CARD_TARGETS = {
    "12mp": (0.45, 50),
    "48mp": (0.50, 55),
    "iphone-grid-heic": (0.45, 60),
    "12mp-single-heic": (0.60, 70),
    "12mp-progressive": (0.55, 80),
}
# Libraries only a network transfer needs; a card must map none of them.
NETWORK_LIBRARIES = ["libcurl", "libssl", "libcrypto", "libgnutls", "libnghttp2", "FoundationNetworking"]


def measured(cmd, env=None):
    """Runs cmd as its own process and exits on failure; returns (seconds, its resource usage).

    Standard error is read while it runs (a full pipe would stall it) and shown on failure."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"command failed ({code}): {' '.join(cmd)}\n{err}")
    return elapsed, usage


def timed(cmd, env=None):
    """Runs cmd as its own process; returns (seconds, peak RSS in MB, exit status)."""
    elapsed, usage = measured(cmd, env)
    return elapsed, usage.ru_maxrss / 1024.0, 0


def timed_cpu(cmd, env=None):
    """Runs cmd as its own process; returns (seconds, CPU seconds (user + system), peak RSS in MB)."""
    elapsed, usage = measured(cmd, env)
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0


def run_outdoor(binary, words, env):
    result = subprocess.run([binary] + words, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.exit(f"outdoor {' '.join(words)} failed:\n{result.stderr}")
    return result.stdout


def journal_env(work):
    env = dict(os.environ)
    env["OUTDOOR_JOURNAL"] = os.path.join(work, "bench.sqlite")
    env["NO_COLOR"] = "1"
    return env


def add_entry(binary, env, photo, title):
    out = run_outdoor(binary, [
        "add", "--title", title, "--photo", photo, "--lat", "60.3913", "--lng", "5.3221",
        "--at", "2025-06-14T08:42", "--weather-temp", "18", "--weather-code", "2",
        "--note", "Bench card: a morning walk along the fjord with the light just coming over the hills.",
    ], env)
    return out.splitlines()[0]


def summary(values):
    values = sorted(values)
    return statistics.median(values), values[int(0.9 * (len(values) - 1))]


def card_benchmark(args):
    work = os.path.join(args.work, "card")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = journal_env(work)
    print(f"== card: whole process, {args.runs} runs each, interleaved (ours vs Pillow draft + PNG level 1)")
    print(f"{'input':16} {'pipeline':22} {'median ms':>10} {'p90 ms':>8} {'peak RSS MB':>12} {'PNG bytes':>11}")
    verdicts = []
    # (label, file): every case interleaved with the peer, each with its targets in CARD_TARGETS.
    cases = [
        ("12mp", "photo-12mp.jpg"),
        ("48mp", "photo-48mp.jpg"),
        ("iphone-grid-heic", "photo-iphone-grid.heic"),
        ("12mp-single-heic", "photo-12mp-single.heic"),
        ("12mp-progressive", "photo-12mp-progressive.jpg"),
    ]
    for label, name in cases:
        photo = os.path.join(args.photos, name)
        entry = add_entry(args.outdoor, env, photo, f"Morning walk by the fjord ({label})")
        ours_png = os.path.join(work, f"ours-{label}.png")
        peer_png = os.path.join(work, f"peer-{label}.png")
        ours, peer = [], []
        for i in range(args.runs + 1):
            a = timed([args.outdoor, "card", entry, "-o", ours_png], env)
            b = timed([args.python, PEER, photo, peer_png, "draft", "level=1"])
            if i > 0:  # the first pair warms the page cache
                ours.append(a)
                peer.append(b)
        for pipeline, runs, png in [("outdoor card", ours, ours_png), ("peer Pillow level 1", peer, peer_png)]:
            median, p90 = summary([r[0] * 1000 for r in runs])
            rss = max(r[1] for r in runs)
            print(f"{label:16} {pipeline:22} {median:10.1f} {p90:8.1f} {rss:12.1f} {os.path.getsize(png):11d}")
        ratio = statistics.median([r[0] for r in ours]) / statistics.median([r[0] for r in peer])
        ours_rss = max(r[1] for r in ours)
        size = os.path.getsize(ours_png)
        most_ratio, most_rss = CARD_TARGETS[label]
        print(f"{label:16} ratio ours/peer median wall time: {ratio:.2f} (target <= {most_ratio:.2f})")
        verdicts.append((f"{label} time ratio <= {most_ratio:.2f}", ratio <= most_ratio, f"{ratio:.2f}"))
        verdicts.append((f"{label} peak RSS <= {most_rss} MB", ours_rss <= most_rss, f"{ours_rss:.1f} MB"))
        verdicts.append((f"{label} story PNG <= 2 MB", size <= 2 * 1024 * 1024, f"{size / 1048576:.2f} MB"))
        if label == "12mp":
            mapped = network_libraries(args.outdoor, ["card", entry, "-o", ours_png], env, work)
            print(f"{label:16} network libraries mapped by outdoor card: {', '.join(mapped) or 'none'}")
            verdicts.append(("card maps no network library", not mapped, ", ".join(mapped) or "none"))
    return verdicts


def network_libraries(binary, words, env, work):
    """The networking libraries `binary words` had mapped when it ended (its own /proc/self/maps)."""
    maps = os.path.join(work, "maps.txt")
    run_outdoor(binary, words, dict(env, OUTDOOR_DEBUG_MAPS_FILE=maps))
    names = {line.split()[-1].rsplit("/", 1)[-1] for line in open(maps) if len(line.split()) >= 6}
    return sorted(name for name in names if any(lib in name for lib in NETWORK_LIBRARIES))


def log_benchmark(args):
    """`outdoor log` on the sample journal against the same listing in Python, whole processes."""
    work = os.path.join(args.work, "log")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = dict(os.environ, NO_COLOR="1")
    run_outdoor(args.outdoor, ["demo", "-o", os.path.join(work, "demo")], env)
    journal = os.path.join(work, "demo", "journal.sqlite")
    env["OUTDOOR_JOURNAL"] = journal
    runs = args.runs * 2
    print(f"== log: the sample journal listed, whole process, {runs} runs each, interleaved "
          "(ours vs Python's sqlite3 and zoneinfo)")
    print(f"{'pipeline':22} {'median ms':>10} {'p90 ms':>8} {'peak RSS MB':>12}")
    ours, peer = [], []
    for i in range(runs + 1):
        a = timed([args.outdoor, "log"], env)
        b = timed([args.python, LOG_PEER, journal])
        if i > 0:
            ours.append(a)
            peer.append(b)
    for name, results in [("outdoor log", ours), ("peer Python sqlite3", peer)]:
        median, p90 = summary([r[0] * 1000 for r in results])
        print(f"{name:22} {median:10.1f} {p90:8.1f} {max(r[1] for r in results):12.1f}")
    median = statistics.median([r[0] for r in ours]) * 1000
    rss = max(r[1] for r in ours)
    ratio = median / (statistics.median([r[0] for r in peer]) * 1000)
    print(f"ratio ours/peer median wall time: {ratio:.2f}")
    mapped = network_libraries(args.outdoor, ["log"], env, work)
    print(f"network libraries mapped by outdoor log: {', '.join(mapped) or 'none'}")
    return [
        ("log median <= 12 ms", median <= 12, f"{median:.1f} ms"),
        ("log peak RSS <= 18 MB", rss <= 18, f"{rss:.1f} MB"),
    ]


def export_benchmark(args):
    work = os.path.join(args.work, "export")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = journal_env(work)
    photo = os.path.join(args.photos, "photo-12mp.jpg")
    count = args.entries
    print(f"== export: a trip of {count} entries with 12 MP photos")
    for i in range(count):
        add_entry(args.outdoor, env, photo, f"Stop {i + 1:02d} on the fjord road")
    # Rounds of (--jobs 1, --jobs 2, peer), interleaved so load from elsewhere hits all three alike.
    rates = {1: [], 2: [], "peer": []}
    peaks = {1: [], 2: []}
    for round_ in range(args.rounds):
        for jobs in [1, 2]:
            out = os.path.join(work, f"out-{jobs}")
            seconds, rss, _ = timed([args.outdoor, "export", "--all", "-o", out, "--jobs", str(jobs), "--force"], env)
            rates[jobs].append(count / seconds)
            peaks[jobs].append(rss)
            print(f"round {round_ + 1}: outdoor export --jobs {jobs}: {seconds:6.2f} s, {count / seconds:6.2f} cards/s, "
                  f"peak RSS {rss:.1f} MB")
        # The peer, one process per card, on both cores.
        peer_out = os.path.join(work, "peer")
        shutil.rmtree(peer_out, ignore_errors=True)
        os.makedirs(peer_out)
        start = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            list(pool.map(lambda i: timed([args.python, PEER, photo, os.path.join(peer_out, f"{i}.png"), "draft", "level=1"]),
                          range(count)))
        rate = count / (time.perf_counter() - start)
        rates["peer"].append(rate)
        print(f"round {round_ + 1}: peer Pillow level 1, one process per card, 2 at a time: {rate:6.2f} cards/s")
    results = {jobs: (statistics.median(rates[jobs]), max(peaks[jobs])) for jobs in [1, 2]}
    peer_rate = statistics.median(rates["peer"])
    print(f"median cards/s: --jobs 1 {results[1][0]:.2f}, --jobs 2 {results[2][0]:.2f}, peer {peer_rate:.2f}")
    scaling = results[2][0] / results[1][0]
    versus = results[2][0] / peer_rate
    print(f"--jobs 2 / --jobs 1 throughput: {scaling:.2f} (target >= 1.7)")
    print(f"--jobs 2 / peer throughput:     {versus:.2f} (target >= 2.0)")
    # Memory stays flat as the trip grows: a quarter of the trip against the whole.
    small = os.path.join(work, "small")
    quarter = max(2, count // 4)
    ids = run_outdoor(args.outdoor, ["log", "--json"], env)
    first = [e["id"] for e in json.loads(ids)][:quarter]
    run_outdoor(args.outdoor, ["trip", "create", "quarter"], env)
    run_outdoor(args.outdoor, ["trip", "add", "quarter"] + first, env)
    _, rss_small, _ = timed([args.outdoor, "export", "--trip", "quarter", "-o", small, "--jobs", "2", "--force"], env)
    print(f"peak RSS: {quarter} entries {rss_small:.1f} MB, {count} entries {results[2][1]:.1f} MB")
    return [
        ("export --jobs 2 >= 1.7x --jobs 1", scaling >= 1.7, f"{scaling:.2f}"),
        ("export >= 2x peer cards/s", versus >= 2.0, f"{versus:.2f}"),
        ("export memory flat (whole <= quarter + 15 MB)", results[2][1] <= rss_small + 15,
         f"{rss_small:.1f} -> {results[2][1]:.1f} MB"),
    ]


def book_benchmark(args):
    """`outdoor book` of a 50-entry trip of 12 MP photos at A4, 300 and 150 dpi, against the
    Pillow peer making a PDF of the same photos at 300 dpi, in interleaved rounds."""
    work = os.path.join(args.work, "book")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = journal_env(work)
    photo = os.path.join(args.photos, "photo-12mp.jpg")
    count = args.entries
    print(f"== book: a trip of {count} entries with 12 MP photos, A4, default --jobs ({os.cpu_count()} cores)")
    ids = []
    for i in range(count):
        # A walk up the coast: a place, a time and weather of its own for every page.
        out = run_outdoor(args.outdoor, [
            "add", "--title", f"Stop {i + 1:02d} on the coast road", "--photo", photo,
            "--lat", f"{59.0 + i * 0.05:.4f}", "--lng", f"{5.2 + (i % 7) * 0.04:.4f}",
            "--at", f"2025-06-{1 + i // 4:02d}T{8 + (i % 4) * 3:02d}:15", "--weather-temp", f"{12 + i % 9}",
            "--weather-code", ["0", "2", "3", "61"][i % 4],
            "--note", "A morning walk along the fjord with the light just coming over the hills.",
        ], env)
        ids.append(out.splitlines()[0])
    run_outdoor(args.outdoor, ["trip", "create", "Coast road"], env)
    run_outdoor(args.outdoor, ["trip", "add", "Coast road"] + ids, env)
    runs = {300: [], 150: [], "peer": []}
    files = {}
    ratios = []
    for round_ in range(args.rounds):
        for dpi in [300, 150]:
            pdf = os.path.join(work, f"book-{dpi}.pdf")
            result = timed_cpu([args.outdoor, "book", "--trip", "Coast road", "-o", pdf, "--dpi", str(dpi)], env)
            runs[dpi].append(result)
            files[dpi] = os.path.getsize(pdf)
            print(f"round {round_ + 1}: outdoor book --dpi {dpi}: {result[0]:6.2f} s, CPU {result[1]:6.2f} s, "
                  f"peak RSS {result[2]:6.1f} MB, file {files[dpi] / 1e6:6.1f} MB")
        pdf = os.path.join(work, "peer-300.pdf")
        result = timed_cpu([args.python, BOOK_PEER, pdf, "300"] + [photo] * count)
        runs["peer"].append(result)
        files["peer"] = os.path.getsize(pdf)
        ratios.append(runs[300][-1][0] / result[0])
        print(f"round {round_ + 1}: peer Pillow photos-only PDF, 300 dpi: {result[0]:6.2f} s, CPU {result[1]:6.2f} s, "
              f"peak RSS {result[2]:6.1f} MB, file {files['peer'] / 1e6:6.1f} MB; this round's ratio {ratios[-1]:.2f}")
    median = {key: statistics.median(r[0] for r in value) for key, value in runs.items()}
    cpu = {key: statistics.median(r[1] for r in value) for key, value in runs.items()}
    peak = {key: max(r[2] for r in value) for key, value in runs.items()}
    print(f"median wall time: --dpi 300 {median[300]:.2f} s, --dpi 150 {median[150]:.2f} s, peer {median['peer']:.2f} s")
    print(f"median CPU time:  --dpi 300 {cpu[300]:.2f} s, --dpi 150 {cpu[150]:.2f} s, peer {cpu['peer']:.2f} s")
    print(f"ratio ours/peer wall time at 300 dpi, median of the rounds: {statistics.median(ratios):.2f}; "
          f"CPU time: {cpu[300] / cpu['peer']:.2f} (the peer draws no text, map or cover)")
    mb = 1e6
    return [
        (f"book {count} x 12 MP, A4 300 dpi <= 15 s", median[300] <= 15, f"{median[300]:.2f} s"),
        ("book 300 dpi peak RSS <= 250 MB", peak[300] <= 250, f"{peak[300]:.1f} MB"),
        ("book 300 dpi file <= 120 MB", files[300] <= 120 * mb, f"{files[300] / mb:.1f} MB"),
        ("book 150 dpi file <= 40 MB", files[150] <= 40 * mb, f"{files[150] / mb:.1f} MB"),
    ]


def subject_benchmark(args):
    """Issue 26: what the subject search (faces, then saliency) adds to a whole card.

    Each card is made twice, interleaved: as users get it (the card finds the subject) and with
    --focus 0.5,0.5, which decodes the same whole photo and draws the same way but skips the search;
    the difference of the medians is the search's cost. A card whose photo has the panel's shape
    needs no crop, so both runs take the same path: their difference is noise, and should be 0."""
    work = os.path.join(args.work, "subject")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    env = journal_env(work)
    portrait = os.path.join(work, "photo-12mp-portrait.jpg")
    subprocess.run(["convert", os.path.join(args.photos, "photo-12mp.jpg"), "-rotate", "90", "-quality", "92",
                    "-sampling-factor", "2x2", portrait], check=True)
    print(f"== subject search: whole process, {args.runs} runs each, interleaved (searched vs --focus 0.5,0.5)")
    print(f"{'case':40} {'searched ms':>12} {'focus ms':>9} {'added ms':>9} {'added CPU ms':>13}")
    verdicts = []
    cases = [
        # (label, photo, preset, whether the card crops the photo)
        ("12 MP 4:3 on square (cropped)", os.path.join(args.photos, "photo-12mp.jpg"), "square", True),
        ("12 MP 3:4 on story (cropped)", portrait, "story", True),
        ("12 MP 4:3 on story (fits, no crop)", os.path.join(args.photos, "photo-12mp.jpg"), "story", False),
    ]
    for label, photo, preset, cropped in cases:
        entry = add_entry(args.outdoor, env, photo, f"Subject bench ({label})")
        out = os.path.join(work, "card.png")
        searched, focused = [], []
        for i in range(args.runs + 1):
            a = timed_cpu([args.outdoor, "card", entry, "--preset", preset, "-o", out], env)
            b = timed_cpu([args.outdoor, "card", entry, "--preset", preset, "--focus", "0.5,0.5", "-o", out], env)
            if i > 0:
                searched.append(a)
                focused.append(b)
        wall_a = statistics.median(r[0] for r in searched) * 1000
        wall_b = statistics.median(r[0] for r in focused) * 1000
        cpu_added = (statistics.median(r[1] for r in searched) - statistics.median(r[1] for r in focused)) * 1000
        added = wall_a - wall_b
        print(f"{label:40} {wall_a:12.1f} {wall_b:9.1f} {added:9.1f} {cpu_added:13.1f}")
        if cropped:
            verdicts.append((f"subject search adds <= 20 ms: {label}", added <= 20, f"{added:.1f} ms"))
        else:
            verdicts.append((f"no search where no crop is needed: {label}", abs(added) <= 5,
                             f"{added:.1f} ms (noise)"))
    return verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["card", "export", "log", "book", "subject", "all"])
    parser.add_argument("--outdoor", required=True)
    parser.add_argument("--python", required=True, help="a Python with Pillow, for the peer")
    parser.add_argument("--photos", required=True)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--entries", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3, help="interleaved export and book rounds")
    parser.add_argument("--work", default=".build/bench/work")
    args = parser.parse_args()
    verdicts = []
    if args.what in ("card", "all"):
        verdicts += card_benchmark(args)
    if args.what in ("log", "all"):
        verdicts += log_benchmark(args)
    if args.what in ("export", "all"):
        verdicts += export_benchmark(args)
    if args.what in ("book", "all"):
        verdicts += book_benchmark(args)
    if args.what in ("subject", "all"):
        verdicts += subject_benchmark(args)
    print("== targets")
    for name, ok, value in verdicts:
        print(f"{'met ' if ok else 'MISSED'} {name}: {value}")


if __name__ == "__main__":
    main()
