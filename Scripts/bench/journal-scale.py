#!/usr/bin/env python3
"""Time and peak memory of the commands that grow with a journal (issue 30).

- `log --json` on a journal of N entries (target: peak RSS <= 50 MB at 100,000 entries);
- `import` of the iPhone app's store with N rows (no photos), and of a JSON file of N entries;
- `book --title` with 100 KB of text against a short title, on a one-entry journal.

Each measurement is a whole process (wall time, peak RSS from wait4), the median of --rounds runs.
With --baseline OTHER_BINARY the same commands run with that binary too, interleaved round by
round, and the ratios are printed: build the other version's release binary and compare.

    make release && Scripts/bench/journal-scale.py [--entries 100000] [--rounds 3] [--baseline BIN]
"""

import argparse
import json
import os
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


def measured(command, env):
    """Runs command as its own process; returns (seconds, peak RSS in MB). Exits on failure."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    err = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"failed ({code}): {' '.join(command)}\n{err[-2000:]}")
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--outdoor", default=str(ROOT / ".build/release/outdoor"))
    parser.add_argument("--baseline", help="another outdoor binary to measure in the same rounds")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--make", choices=["journal", "store", "json"], help=argparse.SUPPRESS)
    parser.add_argument("--path", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.make:
        makers = {"journal": lambda: make_journal(args.outdoor, Path(args.path), args.entries),
                  "store": lambda: make_store(Path(args.path), args.entries),
                  "json": lambda: make_json(Path(args.path), args.entries)}
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
        long_title = "x" * 100_000

        cases = [
            ("log --json", lambda b, r: ([b, "log", "--json"], journal)),
            ("import store", lambda b, r: ([b, "import", str(store)], work / f"store-{b.replace('/', '_')}-{r}.sqlite")),
            ("import JSON", lambda b, r: ([b, "import", str(entries_json)], work / f"json-{b.replace('/', '_')}-{r}.sqlite")),
            ("book --title 100 KB", lambda b, r: ([b, "book", "--all", "--title", long_title, "-o",
                                                    str(work / "long.pdf")], small)),
            ("book --title short", lambda b, r: ([b, "book", "--all", "--title", "A short title", "-o",
                                                   str(work / "short.pdf")], small)),
        ]
        results = {(case, name): [] for case, _ in cases for name in binaries}
        for round_ in range(args.rounds):
            for case, make in cases:
                for name, binary in binaries.items():
                    command, target = make(binary, round_)
                    results[(case, name)].append(measured(command, environment(target)))
        print(f"{args.entries} entries, {args.rounds} interleaved rounds; machine: {os.cpu_count()} cores, "
              f"load {open('/proc/loadavg').read().split()[0]}")
        for case, _ in cases:
            line = f"  {case:<22}"
            medians = {}
            for name in binaries:
                runs = results[(case, name)]
                seconds = statistics.median(r[0] for r in runs)
                rss = max(r[1] for r in runs)
                medians[name] = (seconds, rss)
                line += f"  {name}: {seconds:7.2f} s, peak RSS {rss:6.1f} MB"
            if "baseline" in medians:
                line += f"  (time x{medians['outdoor'][0] / medians['baseline'][0]:.2f}, " \
                        f"memory x{medians['outdoor'][1] / medians['baseline'][1]:.2f})"
            print(line)
        log_rss = max(r[1] for r in results[("log --json", "outdoor")])
        verdict = "met" if args.entries < 100_000 or log_rss <= 50 else "NOT met"
        print(f"  target: log --json peak RSS <= 50 MB at 100,000 entries: {log_rss:.1f} MB, {verdict}")
        long_book = statistics.median(r[0] for r in results[("book --title 100 KB", "outdoor")])
        short_book = statistics.median(r[0] for r in results[("book --title short", "outdoor")])
        print(f"  book --title 100 KB / short title: x{long_book / short_book:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
