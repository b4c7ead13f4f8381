#!/usr/bin/env python3
"""The peer of the commands that grow with a journal: what a person would write with Python's
sqlite3 and json modules instead of outdoor.

- `log-json JOURNAL`: every entry as a JSON object with outdoor's keys (the time with its zone's
  offset), newest first, streamed row by row;
- `import-store STORE_FOLDER JOURNAL TEMPLATE`: the iPhone app's rows (ZOUTSIDELOG) written into a
  journal of outdoor's schema (copied from TEMPLATE, an empty journal), in one transaction;
- `import-json FILE JOURNAL TEMPLATE`: the same for outdoor's JSON import format.

The peer checks nothing, finds no place names or time zones and reads no photos: it is the floor
of what these commands cost, not an equal.

usage: journal_peer.py log-json JOURNAL | import-store FOLDER JOURNAL TEMPLATE | import-json FILE JOURNAL TEMPLATE
"""
import json
import shutil
import sqlite3
import sys
import time
import uuid
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

CORE_DATA_EPOCH = 978_307_200  # 2001-01-01T00:00:00Z in Unix seconds
COLUMNS = ("id, timestamp_ms, title, lat, lng, weather_summary, weather_temp, weather_symbol, weather_source, "
           "note, created_ms, updated_ms")


def log_json(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = db.execute(
        "SELECT id, timestamp_ms, time_zone, title, lat, lng, place_name, altitude_m, direction_deg, direction_ref, "
        "time_source, weather_summary, weather_temp, weather_symbol, weather_code, weather_source, note, "
        "created_ms, updated_ms FROM entry ORDER BY timestamp_ms DESC")
    out = sys.stdout
    out.write("[")
    for index, row in enumerate(rows):
        (entry_id, ms, zone, title, lat, lng, place, altitude, direction, reference, source, summary, temp, symbol,
         code, weather_source, note, created, updated) = row
        moment = datetime.fromtimestamp(ms / 1000, tz=ZoneInfo(zone) if zone else timezone.utc)
        item = {
            "id": entry_id, "timestamp": moment.isoformat(), "timeZone": zone, "title": title, "lat": lat,
            "lng": lng, "placeName": place, "altitude": altitude, "cameraDirection": direction,
            "cameraDirectionRef": reference, "timeSource": source, "weatherSummary": summary,
            "weatherTemp": temp, "weatherSymbol": symbol, "weatherCode": code, "weatherSource": weather_source,
            "note": note, "photo": None,
            "createdAt": datetime.fromtimestamp(created / 1000, tz=timezone.utc).isoformat(),
            "updatedAt": datetime.fromtimestamp(updated / 1000, tz=timezone.utc).isoformat(),
        }
        out.write(("\n" if index == 0 else ",\n") + json.dumps(item, indent=2, ensure_ascii=False))
    out.write("\n]\n")


def journal_from(template, path):
    shutil.copyfile(template, path)
    return sqlite3.connect(path, isolation_level=None)


def insert(db, rows):
    now = int(time.time() * 1000)
    db.execute("BEGIN")
    db.executemany(f"INSERT INTO entry ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, {now}, {now})", rows)
    db.execute("COMMIT")


def import_store(folder, path, template):
    store = sqlite3.connect(f"file:{folder}/default.store?mode=ro", uri=True)
    rows = store.execute("SELECT ZID, ZTIMESTAMP, ZTITLE, ZLATITUDE, ZLONGITUDE, ZWEATHERSUMMARY, ZTEMPERATURE, "
                         "ZCONDITION, ZNOTE FROM ZOUTSIDELOG WHERE Z_ENT = 1")
    insert(journal_from(template, path),
           ((str(uuid.UUID(bytes=zid)), round((seconds + CORE_DATA_EPOCH) * 1000), title, lat, lng, summary, temp,
             symbol, "imported", note) for zid, seconds, title, lat, lng, summary, temp, symbol, note in rows))


def import_json(file, path, template):
    with open(file) as handle:
        items = json.load(handle)
    insert(journal_from(template, path),
           ((item["id"], round((item["timestamp"] + CORE_DATA_EPOCH) * 1000), item["title"], item["lat"], item["lng"],
             item.get("weatherSummary"), item.get("weatherTemp"), item.get("weatherSymbol"), "imported",
             item.get("note")) for item in items))


if __name__ == "__main__":
    commands = {"log-json": log_json, "import-store": import_store, "import-json": import_json}
    if len(sys.argv) < 3 or sys.argv[1] not in commands:
        sys.exit(__doc__.strip().splitlines()[-1])
    commands[sys.argv[1]](*sys.argv[2:])
