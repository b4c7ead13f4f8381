#!/usr/bin/env python3
"""The peer of `outdoor log`: the same listing written in Python with its sqlite3 and zoneinfo.

Newest first, "YYYY MON DD  title  id  place", the date in the entry's own time zone; what a
person would write to list the journal without outdoor.

usage: log_peer.py JOURNAL
"""
import sqlite3
import sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo


def main(path):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = db.execute("SELECT id, timestamp_ms, time_zone, title, place_correction FROM entry ORDER BY timestamp_ms DESC")
    out = []
    for entry_id, ms, zone, title, place in rows:
        moment = datetime.fromtimestamp(ms / 1000, tz=ZoneInfo(zone) if zone else timezone.utc)
        out.append(f"{moment.strftime('%Y %b %d').upper()} {title:40} {entry_id[:8]}  {place or ''}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1])
