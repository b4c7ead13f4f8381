#!/usr/bin/env python3
"""Time and peak memory of the commands that grow with a journal (issue 30).

- `log --json` on a journal of N entries (target: peak RSS <= 50 MB at 100,000 entries);
- `import` of the iPhone app's store with N rows (no photos), and of a JSON file of N entries
  (no target: the issue asks for the figures);
- `book --title` with 100 KB of text against the same book with a short title, on a one-entry
  journal (target: at most twice the short title's time).

Each measurement is a whole process (wall time, peak RSS from wait4): the median time and the
highest peak RSS of --rounds rounds. Every round runs every case with every runner one after the
other, so load from elsewhere falls on all of them alike. The peer (peers/journal_peer.py) does
the same listing and the same inserts with Python's sqlite3 and json, checking nothing: the
ratios say what outdoor's checks, place and time-zone lookups and one transaction per entry cost
over that floor. With --baseline OTHER_BINARY another outdoor build runs in the same rounds too.

    make release && Scripts/bench/journal-scale.py [--entries 100000] [--rounds 3] [--baseline BIN]
"""

import argparse
import json
import os
import resource
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PEER = Path(__file__).resolve().parent / "peers" / "journal_peer.py"


def measured(command, env):
    """Runs command as its own process; returns (seconds, peak RSS in MB). Exits on failure.

    Its standard error goes to a file, not into this process: an import's progress lines would
    grow this process, and a child starts with the peak RSS of the process it was forked from."""
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        if code != 0:
            err.seek(max(0, err.seek(0, os.SEEK_END) - 2000))
            sys.exit(f"failed ({code}): {' '.join(command)[:300]}\n{err.read().decode(errors='replace')}")
    return elapsed, usage.ru_maxrss / 1024.0


def environment(journal):
    env = dict(os.environ)
    env["OUTDOOR_JOURNAL"] = str(journal)
    env["NO_COLOR"] = "1"
    # No network: weather and radar lookups go to a closed port.
    for name in ["OUTDOOR_OPEN_METEO_FORECAST_URL", "OUTDOOR_OPEN_METEO_HISTORICAL_URL",
                 "OUTDOOR_OPEN_METEO_ARCHIVE_URL", "OUTDOOR_RAINVIEWER_URL"]:
        env[name] = "http://127.0.0.1:9/"
    return env


def make_journal(binary, path, entries):
    """A journal of `entries` entries with weather, place, note and time zone (one added by
    outdoor, the rest copied from it with SQL)."""
    subprocess.run([binary, "add", "--title", "Walk", "--lat", "60.39", "--lng", "5.32", "--at",
                    "2024-06-14T08:42", "--weather-temp", "4", "--weather-code", "3", "--note", "A note"],
                   env=environment(path), check=True, capture_output=True)
    db = sqlite3.connect(path)
    columns = ("timestamp_ms, time_zone, title, lat, lng, place_name, weather_summary, weather_temp, "
               "weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, "
               "updated_ms, time_source, radar_status, radar_detail")
    db.execute(f"""
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {entries - 1})
        INSERT INTO entry (id, {columns})
        SELECT lower(printf('%08x-0000-4000-8000-%012x', i, i)), timestamp_ms - i * 60000, time_zone,
            'Walk number ' || i, lat, lng, place_name, weather_summary, weather_temp, weather_symbol,
            weather_code, weather_source, weather_observed_ms, 'A note for walk ' || i, created_ms,
            updated_ms, time_source, radar_status, radar_detail
        FROM entry, n""")
    db.commit()
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


def make_store(folder, entries):
    """The iPhone app's store (Core Data's layout, WAL mode) with `entries` rows without photos."""
    folder.mkdir(parents=True)
    db = sqlite3.connect(folder / "default.store", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.executescript("""
        CREATE TABLE ZOUTSIDELOG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLATITUDE FLOAT,
            ZLONGITUDE FLOAT, ZTEMPERATURE FLOAT, ZTIMESTAMP TIMESTAMP, ZCONDITION VARCHAR, ZNOTE VARCHAR,
            ZTITLE VARCHAR, ZWEATHERSUMMARY VARCHAR, ZID BLOB, ZPHOTODATA BLOB );
        CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
        CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
        """)
    db.execute("INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, ?)", (entries,))
    db.execute("INSERT INTO Z_METADATA VALUES (1, ?, NULL)", (str(uuid.uuid4()).upper(),))
    db.execute("BEGIN")
    db.executemany(
        "INSERT INTO ZOUTSIDELOG VALUES (?, 1, 1, ?, ?, 12.5, ?, 'cloud.sun', 'A note', ?, 'Partly Cloudy', ?, NULL)",
        ((pk, 43.0 + (pk % 1000) / 1000, -3.0 + (pk % 997) / 997, 700_000_000 + pk * 600, f"Stop {pk}",
          uuid.UUID(int=pk).bytes) for pk in range(1, entries + 1)))
    db.execute("COMMIT")
    db.close()


def make_json(path, entries):
    """This project's JSON import format: `entries` entries without photos."""
    items = [{"id": str(uuid.UUID(int=(1 << 100) + i)), "timestamp": 700_000_000 + i * 600, "title": f"Stop {i}",
              "lat": 43.0 + (i % 1000) / 1000, "lng": -3.0 + (i % 997) / 997, "weatherSummary": "Cloudy",
              "weatherTemp": 12.5, "weatherSymbol": "cloud", "note": "A note"} for i in range(entries)]
    path.write_text(json.dumps(items))


def make(kind, path, entries, binary):
    """Makes the input `kind` in a process of its own: this one must stay small, as a child's
    peak RSS counts the memory it was forked with."""
    subprocess.run([sys.executable, __file__, "--make", kind, "--path", str(path), "--entries", str(entries),
                    "--outdoor", binary], check=True)


def make_template(path, binary):
    """An empty journal of outdoor's schema, for the peer to copy."""
    make_journal(binary, path, 1)
    db = sqlite3.connect(path)
    db.execute("DELETE FROM entry")
    db.commit()
    db.execute("VACUUM")
    db.close()


# What the issue measured before (peak RSS in MB, seconds), printed beside the new figures.
ISSUE_FIGURES = {"log --json": "526 MB", "import store": "216 MB, 33 s", "import JSON": "273 MB, 43 s",
                 "book --title 100 KB": "67 s"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--outdoor", default=str(ROOT / ".build/release/outdoor"))
    parser.add_argument("--baseline", help="another outdoor binary to measure in the same rounds")
    parser.add_argument("--python", default=sys.executable, help="the Python that runs the peer")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--make", choices=["journal", "store", "json", "template"], help=argparse.SUPPRESS)
    parser.add_argument("--path", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make:
        makers = {"journal": lambda: make_journal(args.outdoor, Path(args.path), args.entries),
                  "store": lambda: make_store(Path(args.path), args.entries),
                  "json": lambda: make_json(Path(args.path), args.entries),
                  "template": lambda: make_template(Path(args.path), args.outdoor)}
        makers[args.make]()
        return
    binaries = {"outdoor": args.outdoor}
    if args.baseline:
        binaries["baseline"] = args.baseline
    for path in binaries.values():
        if not Path(path).exists():
            sys.exit(f"{path} is missing: run 'make release' first")
    work = Path(tempfile.mkdtemp(prefix="outdoor-scale-bench-"))
    try:
        journal = work / "big.sqlite"
        make("journal", journal, args.entries, args.outdoor)
        store = work / "store"
        make("store", store, args.entries, args.outdoor)
        entries_json = work / "entries.json"
        make("json", entries_json, args.entries, args.outdoor)
        small = work / "small.sqlite"
        make("journal", small, 1, args.outdoor)
        template = work / "template.sqlite"
        make("template", template, 0, args.outdoor)
        long_title = "x" * 100_000
        peer = [args.python, str(PEER)]

        def fresh(kind, name, round_):
            return work / f"{kind}-{name}-{round_}.sqlite"

        # (case, {runner: round -> (command, journal)}): each round runs every case with every
        # runner, one after the other, so load from elsewhere falls on all of them alike.
        cases = []
        for case, words, peer_words, target in [
            ("log --json", ["log", "--json"], ["log-json", str(journal)], lambda name, r: journal),
            ("import store", ["import", str(store)], ["import-store", str(store)],
             lambda name, r: fresh("store", name, r)),
            ("import JSON", ["import", str(entries_json)], ["import-json", str(entries_json)],
             lambda name, r: fresh("json", name, r)),
        ]:
            runners = {name: (lambda r, b=binary, n=name, w=words, t=target: ([b] + w, t(n, r)))
                       for name, binary in binaries.items()}
            if case == "log --json":
                runners["peer"] = lambda r, w=peer_words: (peer + w, journal)
            else:
                runners["peer"] = lambda r, w=peer_words, t=target: (
                    peer + w + [str(t("peer", r)), str(template)], t("peer", r))
            cases.append((case, runners))
        for case, title in [("book --title 100 KB", long_title), ("book --title short", "A short title")]:
            cases.append((case, {name: (lambda r, b=binary, t=title, n=name: (
                [b, "book", "--all", "--title", t, "-o", str(work / f"book-{n}.pdf")], small))
                for name, binary in binaries.items()}))

        results = {(case, name): [] for case, runners in cases for name in runners}
        for round_ in range(args.rounds):
            for case, runners in cases:
                for name, runner in runners.items():
                    command, target = runner(round_)
                    results[(case, name)].append(measured(command, environment(target)))

        def figures(case, name):
            runs = results[(case, name)]
            return statistics.median(r[0] for r in runs), max(r[1] for r in runs)

        floor = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
        print(f"{args.entries} entries, {args.rounds} interleaved rounds, median wall time and highest peak RSS; "
              f"machine: {os.cpu_count()} cores, load {open('/proc/loadavg').read().split()[0]}")
        print(f"  (no peak RSS below {floor:.1f} MB can show: a child starts with this process's peak)")
        print(f"  {'case':<21} {'runner':<9} {'seconds':>8} {'peak RSS MB':>12}   ratio to peer (time, memory)")
        for case, runners in cases:
            for name in runners:
                seconds, rss = figures(case, name)
                line = f"  {case:<21} {name:<9} {seconds:8.2f} {rss:12.1f}"
                if name != "peer" and "peer" in runners:
                    peer_seconds, peer_rss = figures(case, "peer")
                    line += f"   x{seconds / peer_seconds:.2f}, x{rss / peer_rss:.2f}"
                if name == "outdoor" and case in ISSUE_FIGURES and args.entries == 100_000:
                    line += f"   (issue 30 saw {ISSUE_FIGURES[case]})"
                print(line)
            if "baseline" in runners:
                now, before = figures(case, "outdoor"), figures(case, "baseline")
                print(f"  {case:<21} outdoor / baseline: time x{now[0] / before[0]:.2f}, memory x{now[1] / before[1]:.2f}")
        print("targets:")
        log_rss = figures("log --json", "outdoor")[1]
        verdict = "met" if log_rss <= 50 else "NOT met"
        scale = "" if args.entries == 100_000 else f" (measured at {args.entries} entries, not 100,000)"
        print(f"  log --json peak RSS <= 50 MB at 100,000 entries: {log_rss:.1f} MB, {verdict}{scale}")
        long_book = figures("book --title 100 KB", "outdoor")[0]
        short_book = figures("book --title short", "outdoor")[0]
        ratio = long_book / short_book
        verdict = "met" if ratio <= 2 else "NOT met"
        print(f"  book --title 100 KB <= 2x the same book with a short title (issue 30: 67 s against 0.3 s): "
              f"{long_book:.2f} s against {short_book:.2f} s, x{ratio:.2f}, {verdict}")
        print("  imports: no target; the figures above are the ones the issue asks to state")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
