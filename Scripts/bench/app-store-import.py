#!/usr/bin/env python3
"""Times `outdoor import PATH/default.store` against importing the same photos as files.

Builds an iPhone-app store in Core Data's layout (WAL mode, every other photo in
.default_SUPPORT/_EXTERNAL_DATA) with N entries made from the sample journal's photos (each
made unique by a few trailing bytes, which JPEG and HEIC readers ignore), and a folder of the
same photos as files. Each round imports both into fresh journals, interleaved, and prints the
median wall time, the peak RSS and the ratio store / photo files. No target: a reference.

    make release && Scripts/bench/app-store-import.py [--entries 400] [--rounds 3]
"""

import argparse
import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PHOTOS = sorted((ROOT / "Sources/OutdoorCLI/SampleJournal/photos").glob("*.jpg"))


def make_store(folder: Path, photo_folder: Path, entries: int) -> None:
    support = folder / ".default_SUPPORT" / "_EXTERNAL_DATA"
    support.mkdir(parents=True)
    photo_folder.mkdir()
    db = sqlite3.connect(folder / "default.store", isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.executescript(
        """
        CREATE TABLE ZOUTSIDELOG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLATITUDE FLOAT,
            ZLONGITUDE FLOAT, ZTEMPERATURE FLOAT, ZTIMESTAMP TIMESTAMP, ZCONDITION VARCHAR, ZNOTE VARCHAR,
            ZTITLE VARCHAR, ZWEATHERSUMMARY VARCHAR, ZID BLOB, ZPHOTODATA BLOB );
        CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
        CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
        CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);
        """
    )
    db.execute("INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, ?)", (entries,))
    db.execute("INSERT INTO Z_METADATA VALUES (1, ?, NULL)", (str(uuid.uuid4()).upper(),))
    rng = random.Random(1)
    sources = [p.read_bytes() for p in PHOTOS]
    db.execute("BEGIN")
    for pk in range(1, entries + 1):
        data = sources[pk % len(sources)] + rng.randbytes(8)
        (photo_folder / f"photo-{pk:04d}.jpg").write_bytes(data)
        if pk % 2:
            blob = b"\x01" + data
        else:
            name = str(uuid.UUID(int=rng.getrandbits(128))).upper()
            (support / name).write_bytes(data)
            blob = b"\x02" + name.encode() + b"\x00"
        db.execute(
            "INSERT INTO ZOUTSIDELOG VALUES (?, 1, 1, ?, ?, 12.5, ?, 'cloud.sun', '', ?, 'Partly Cloudy', ?, ?)",
            (pk, 43.0 + rng.random(), -3.0 + rng.random(), 700_000_000 + pk * 3600, f"Stop {pk}",
             uuid.UUID(int=rng.getrandbits(128)).bytes, blob),
        )
    db.execute("COMMIT")
    db.close()


def timed(command: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(command)}")
    return elapsed, usage.ru_maxrss // 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--binary", default=str(ROOT / ".build/release/outdoor"))
    args = parser.parse_args()
    if not Path(args.binary).exists():
        raise SystemExit(f"{args.binary} is missing: run 'make release' first")
    work = Path(tempfile.mkdtemp(prefix="outdoor-app-store-bench-"))
    try:
        store, photos = work / "Application Support", work / "photos"
        make_store(store, photos, args.entries)
        size = sum(f.stat().st_size for f in store.rglob("*") if f.is_file()) / 1e6
        results: dict[str, list[tuple[float, int]]] = {"store": [], "photos": []}
        for round_ in range(args.rounds):
            for kind in ("store", "photos"):
                journal = work / f"{kind}-{round_}.sqlite"
                command = [args.binary, "import", str(store if kind == "store" else photos), "--journal", str(journal)]
                if kind == "photos":
                    command += ["--no-weather", "--lat", "43.5", "--lng", "-2.5"]
                results[kind].append(timed(command))
        print(f"{args.entries} entries, store {size:.0f} MB, {args.rounds} interleaved rounds")
        for kind, runs in results.items():
            seconds = statistics.median(r[0] for r in runs)
            rss = max(r[1] for r in runs)
            print(f"  import {kind:<7} median {seconds:6.2f} s  {args.entries / seconds:6.1f} entries/s  peak RSS {rss} MB")
        ratio = statistics.median(r[0] for r in results["store"]) / statistics.median(r[0] for r in results["photos"])
        print(f"  store / photo files: {ratio:.2f}x")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
