#!/usr/bin/env python3
"""Writes a synthetic but realistic GPX 1.1 track for the benchmark: N points recorded once a
second by a walker in the Picos de Europa (a wandering heading, GPS noise of a few metres,
heights that climb and fall with noise), each with Garmin's TrackPointExtension (heart rate,
cadence), as a Garmin watch exports it. Deterministic for a given N.

    make-gpx.py N OUT.gpx
"""
import math
import random
import sys


def main():
    count = int(sys.argv[1])
    out = sys.argv[2]
    rng = random.Random(25)
    lat, lon, ele = 43.1947, -4.8530, 1090.0
    heading = 0.7
    start = 1_715_670_000  # 2024-05-14T07:00:00Z
    with open(out, "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n')
        f.write('<gpx creator="outdoor benchmark" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" '
                'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                'xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
                'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n')
        f.write(' <metadata>\n  <name>Benchmark walk</name>\n </metadata>\n <trk>\n  <name>Benchmark walk</name>\n  <trkseg>\n')
        for i in range(count):
            heading += rng.gauss(0, 0.05)
            step = 1.2 + rng.gauss(0, 0.2)
            lat += step * math.cos(heading) / 111_320
            lon += step * math.sin(heading) / (111_320 * math.cos(math.radians(lat)))
            ele += 0.15 * math.sin(i / 900) + rng.gauss(0, 0.4)
            t = start + i
            stamp = "%04d-%02d-%02dT%02d:%02d:%02dZ" % tuple(__import__("time").gmtime(t)[:6])
            f.write('   <trkpt lat="%.7f" lon="%.7f">\n    <ele>%.1f</ele>\n    <time>%s</time>\n'
                    '    <extensions>\n     <gpxtpx:TrackPointExtension>\n      <gpxtpx:hr>%d</gpxtpx:hr>\n'
                    '      <gpxtpx:cad>%d</gpxtpx:cad>\n     </gpxtpx:TrackPointExtension>\n    </extensions>\n'
                    '   </trkpt>\n' % (lat + rng.gauss(0, 2e-5), lon + rng.gauss(0, 2e-5), ele, stamp,
                                      110 + rng.randint(0, 40), 50 + rng.randint(0, 10)))
        f.write('  </trkseg>\n </trk>\n</gpx>\n')


if __name__ == "__main__":
    main()
