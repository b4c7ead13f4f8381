#!/usr/bin/env python3
"""The figures outdoor's tests expect for the real GPX files of Tests/Corpus/gpx, computed
independently of outdoor: parsed by gpxpy, distances by GeographicLib (Karney's geodesics on
WGS 84, not Vincenty), and outdoor's stated rules for cleaning, moving time and climb written
again here from their description (Documentation/Guides/Tracks.md), not from its Swift code.

    python3 -m venv .build/figures && .build/figures/bin/pip install gpxpy==1.6.2 geographiclib==2.1
    .build/figures/bin/python Scripts/tracks/expected-figures.py > Tests/Corpus/gpx/expected-figures.json

Each file gets outdoor's figures ("expected") and, for reference, gpxpy's own ("gpxpy": its
2D length, its moving time and its smoothed uphill/downhill), which follow other rules.
"""
import datetime
import json
import math
import os
import sys

import gpxpy
from geographiclib.geodesic import Geodesic

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "..", "..", "Tests", "Corpus", "gpx")
FILES = [
    "gpxpy/Mojstrovka.gpx", "gpxpy/cerknicko-jezero.gpx", "gpxpy/cerknicko-without-times.gpx",
    "gpxpy/korita-zbevnica.gpx", "gpxpy/around-visnjan-with-car.gpx", "gpxpy/track-with-empty-segment.gpx",
    "gpxpy/route.gpx", "togeojson/run_gpxtpx.gpx", "togeojson/apple_watch_route.gpx",
]
SENTINEL = -2147483648  # Garmin's "clock unknown": 1901-12-13T20:45:52Z
MOVING_SPEED = 1000 / 3600  # 1 km/h in m/s
MOVING_STRETCH = 20  # seconds
CLIMB = 5.0  # metres


def seconds(t):
    if t is None:
        return None
    if t.tzinfo is None:
        t = t.replace(tzinfo=datetime.timezone.utc)
    return t.timestamp()


def grid(p):
    """A point on outdoor's storage grid: 1e-7 degree, 1 cm, 1 ms; the sentinel time as none."""
    t = seconds(p.time)
    if t is not None and abs(t - SENTINEL) < 1:
        t = None
    return (
        round(p.latitude * 1e7) / 1e7,
        round(p.longitude * 1e7) / 1e7,
        None if p.elevation is None else round(p.elevation * 100) / 100,
        None if t is None else round(t * 1000) / 1000,
    )


def segments_of(gpx):
    raw = [seg.points for track in gpx.tracks for seg in track.segments]
    raw += [route.points for route in gpx.routes]
    segments = []
    for points in raw:
        current, last_time = [], None
        for p in map(grid, points):
            if p[0] == 0 and p[1] == 0:
                continue  # no fix
            if current and current[-1] == p:
                continue  # a repeat of the point before
            if p[3] is not None and last_time is not None and p[3] < last_time:
                segments.append(current)  # time went backwards: a new segment
                current = []
            current.append(p)
            if p[3] is not None:
                last_time = p[3]
        segments.append(current)
    segments = [s for s in segments if s]
    heights = [p[2] for s in segments for p in s if p[2] is not None]
    if heights and all(h == 0 for h in heights):
        segments = [[(p[0], p[1], None, p[3]) for p in s] for s in segments]
    return segments


def distance(a, b):
    return Geodesic.WGS84.Inverse(a[0], a[1], b[0], b[1])["s12"]


def moving(segment):
    timed = [p for p in segment if p[3] is not None]
    if len(timed) < 2:
        return None
    total, i, first = 0.0, 1, timed[0]
    while i < len(timed):
        last = timed[i]
        while last[3] - first[3] < MOVING_STRETCH and i + 1 < len(timed):
            i += 1
            last = timed[i]
        span = last[3] - first[3]
        if span > 0 and distance(first, last) / span >= MOVING_SPEED:
            total += span
        first = last
        i += 1
    return total


def climb(segment):
    ref, up, down = None, 0.0, 0.0
    for p in segment:
        h = p[2]
        if h is None:
            continue
        if ref is None:
            ref = h
            continue
        if h - ref >= CLIMB:
            up, ref = up + h - ref, h
        elif h - ref <= -CLIMB:
            down, ref = down + ref - h, h
    return None if ref is None else (up, down)


def figures(path):
    with open(path, encoding="utf-8-sig") as f:
        gpx = gpxpy.parse(f)
    segments = segments_of(gpx)
    points = [p for s in segments for p in s]
    dist = sum(distance(a, b) for s in segments for a, b in zip(s, s[1:]))
    moves = [m for m in map(moving, segments) if m is not None]
    climbs = [c for c in map(climb, segments) if c is not None]
    heights = [p for p in points if p[2] is not None]
    times = [p[3] for p in points if p[3] is not None]
    expected = {
        "points": len(points),
        "segments": len(segments),
        "distanceMetres": dist,
        "movingSeconds": sum(moves) if moves else None,
        "ascentMetres": sum(c[0] for c in climbs) if climbs else None,
        "descentMetres": sum(c[1] for c in climbs) if climbs else None,
        "lowestMetres": min(p[2] for p in heights) if heights else None,
        "highestMetres": max(p[2] for p in heights) if heights else None,
        "start": [points[0][0], points[0][1]],
        "end": [points[-1][0], points[-1][1]],
        "firstTime": min(times) if times else None,
        "lastTime": max(times) if times else None,
    }
    moving_data = gpx.get_moving_data()
    updown = gpx.get_uphill_downhill()
    reference = {
        "length2d": gpx.length_2d(),
        "movingSeconds": moving_data.moving_time if moving_data else None,
        "uphill": updown.uphill,
        "downhill": updown.downhill,
    }
    return {"expected": expected, "gpxpy": reference}


def main():
    result = {
        "generator": "Scripts/tracks/expected-figures.py",
        "gpxpy": gpxpy.__version__,
        "rules": {"movingSpeedMetresPerSecond": MOVING_SPEED, "movingStretchSeconds": MOVING_STRETCH,
                  "climbThresholdMetres": CLIMB},
        "files": {name: figures(os.path.join(CORPUS, name)) for name in FILES},
    }
    json.dump(result, sys.stdout, indent=2, sort_keys=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
