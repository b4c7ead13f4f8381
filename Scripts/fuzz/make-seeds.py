#!/usr/bin/env python3
"""Writes the fuzz seed corpus (Scripts/fuzz/corpus/TARGET/) from files of this repository.

Run from the repository's top folder: python3 Scripts/fuzz/make-seeds.py
Sources: photos of Tests/Corpus (see Tests/Corpus/README.md for their licences), the sample
journal's entries.json, the bundled map data (Sources/OutdoorGeo/Data, see PROVENANCE.md), and
inputs written here. Every seed is small: libFuzzer mutates from them.
"""
import os, sqlite3, struct, zlib

OUT = "Scripts/fuzz/corpus"


def put(target, name, data):
    folder = os.path.join(OUT, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def app1_exif(jpeg):
    """The EXIF block of a JPEG (the APP1 segment's payload after 'Exif\\0\\0'), or None."""
    i = 2
    while i + 4 <= len(jpeg) and jpeg[i] == 0xFF:
        marker, size = jpeg[i + 1], struct.unpack(">H", jpeg[i + 2:i + 4])[0]
        body = jpeg[i + 4:i + 2 + size]
        if marker == 0xE1 and body.startswith(b"Exif\0\0"):
            return body[6:]
        if marker == 0xDA:
            break
        i += 2 + size
    return None


def tiny_png():
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + bytes([x * 60, 100, 200]) * 4 for x in range(3))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 3, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


# exif: EXIF blocks of a few cameras, and an XMP packet.
for name in ["Apple.jpg", "Canon.jpg", "GPS.jpg", "Nikon.jpg"]:
    path = os.path.join("Tests/Corpus/exiftool", name)
    if os.path.exists(path):
        block = app1_exif(open(path, "rb").read())
        if block:
            put("exif", name.replace(".jpg", ".exif"), block[:16384])
put("exif", "xmp.xml", b'<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
    b'<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="43,18.0N" '
    b'exif:DateTimeOriginal="2024-06-01T12:00:00"/></rdf:RDF></x:xmpmeta>')

# image-probe: a JPEG, a PNG, a small HEIC.
put("image-probe", "tiny.png", tiny_png())
for path in ["Tests/Corpus/exiv2/exiv2-bug540.jpg", "Tests/Corpus/exiv2/Stonehenge.heic",
             "Tests/Corpus/exiv2/1343_exif.png"]:
    if os.path.exists(path):
        put("image-probe", os.path.basename(path), open(path, "rb").read())

# image-decode: a progressive JPEG (made with Pillow when it is installed), a baseline JPEG, a
# HEIC and a PNG.
try:
    import io
    from PIL import Image
    picture = Image.new("RGB", (96, 64))
    picture.putdata([(x * 2, y * 3, (x + y) % 256) for y in range(64) for x in range(96)])
    out = io.BytesIO()
    picture.save(out, "JPEG", quality=80, progressive=True)
    put("image-decode", "progressive.jpg", out.getvalue())
except ImportError:
    pass
put("image-decode", "tiny.png", tiny_png())
for path in ["Tests/Corpus/exiv2/exiv2-bug540.jpg", "Tests/Corpus/exiv2/Stonehenge.heic"]:
    put("image-decode", os.path.basename(path), open(path, "rb").read())

# app-json: the app's export shapes.
put("app-json", "array.json", b'[{"id":"6f9619ff-8b86-4011-b42d-00cf4fc964ff","timestamp":"2024-06-01T12:00:00+02:00",'
    b'"title":"Walk","lat":43.3,"lng":-2.9,"weatherSummary":"Sunny","weatherTemp":21.5,"weatherSymbol":"sun.max",'
    b'"note":"n","photoData":"/9j/4AAQ"}]')
put("app-json", "wrapped.json", b'{"entries":[{"timestamp":1717236000,"title":"T","lat":0,"lng":0}]}')
sample = "Sources/OutdoorCLI/SampleJournal/entries.json"
if os.path.exists(sample):
    put("app-json", "sample-head.json", open(sample, "rb").read()[:4096])

# app-store: a Core Data store shaped like the app's, one row.
path = "/tmp/outdoor-fuzz-seed.sqlite"
if os.path.exists(path):
    os.remove(path)
db = sqlite3.connect(path)
db.executescript("""
CREATE TABLE ZOUTSIDELOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLAT FLOAT, ZLNG FLOAT,
  ZWEATHERTEMP FLOAT, ZTIMESTAMP TIMESTAMP, ZNOTE VARCHAR, ZTITLE VARCHAR, ZWEATHERSUMMARY VARCHAR,
  ZWEATHERSYMBOL VARCHAR, ZID BLOB, ZPHOTODATA BLOB);
CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, 1);
INSERT INTO ZOUTSIDELOG VALUES (1, 1, 1, 43.3, -2.9, 21.5, 738936000, 'n', 'Walk', 'Sunny', 'sun.max',
  x'6f9619ff8b864011b42d00cf4fc964ff', NULL);
""")
db.commit()
db.close()
put("app-store", "one-entry.sqlite", open(path, "rb").read())
os.remove(path)

# geo-data: first byte 0 = a feature layer, 1 = the places, 2 = the countries; the start of the
# bundled files.
for selector, name in [(0, "coast-l.oug"), (1, "places.oug"), (2, "countries.oug")]:
    data = open(os.path.join("Sources/OutdoorGeo/Data", name), "rb").read()
    put("geo-data", name + ".head", bytes([selector]) + data[:8192])
put("geo-data", "coast-l.oug.whole", bytes([0]) + open("Sources/OutdoorGeo/Data/coast-l.oug", "rb").read())

# arguments: NUL-separated words.
for i, words in enumerate([
    ["add", "--title", "Walk", "--lat", "43.3", "--lng=-2.9", "--at", "2024-06-01T12:00", "--no-weather"],
    ["export", "--all", "-o", "cards", "--jobs", "3", "--format", "jpeg"],
    ["card", "abcd", "-o", "-", "--units", "imperial", "--"],
    ["trip", "create", "Coast", "--since", "2024-06-01"],
]):
    put("arguments", "words-%d" % i, b"\0".join(w.encode() for w in words))

# gpx: real tracks of Tests/Corpus/gpx (see its README), cut to a few kB, one gzip-compressed;
# a waypoint, a route, extensions, Garmin's unknown time; and a document type, refused unread.
for name in ["togeojson/run_gpxtpx.gpx", "gpxpy/Mojstrovka.gpx", "gpxpy/route.gpx", "gpxpy/gpx1.1_with_all_fields.gpx"]:
    data = open(os.path.join("Tests/Corpus/gpx", name), "rb").read()
    put("gpx", os.path.basename(name), data[:6000])
put("gpx", "run.gpx.gz", __import__("gzip").compress(open("Tests/Corpus/gpx/togeojson/run_gpxtpx.gpx", "rb").read(), 9, mtime=0))
put("gpx", "doctype.gpx", b'<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "b">]><gpx><trk><trkseg>'
    b'<trkpt lat="1" lon="2"><name>&a;</name></trkpt></trkseg></trk></gpx>')
put("gpx", "bare.gpx", b'<gpx><rte><rtept lat="46.5" lon="8"><ele/><time>2024-05-14T09:00:00+02:00</time></rtept>'
    b'<rtept lat="46.6" lon="8.1"/></rte><wpt lat="46" lon="8"><name>x</name></wpt></gpx>')

# track-points: the journal's frozen form of a track's points (TrackPointsCodec, format 1), as
# the tests encode a short walk: two segments, heights and times, a waypoint.
def varint(v):
    out = b""
    while v >= 0x80:
        out += bytes([(v & 0x7F) | 0x80])
        v >>= 7
    return out + bytes([v])


def zigzag(v):
    return varint((v << 1) ^ (v >> 63) if v >= 0 else ((-v) << 1) - 1)


blob, lat, lon, ele, t = b"OTK1" + varint(2), 0, 0, 0, 0
for segment in range(2):
    blob += varint(5)
    for i in range(5):
        la, lo, e, ti = 463000000 + i * 120 + segment * 9000, 80000000 + i * 7, 12000 + i * 30, 1715670000000 + i * 1000
        blob += bytes([3]) + zigzag(la - lat) + zigzag(lo - lon) + zigzag(e - ele) + zigzag(ti - t)
        lat, lon, ele, t = la, lo, e, ti
blob += varint(1) + bytes([4]) + zigzag(463000000) + zigzag(80000000) + varint(3) + b"Hut"
put("track-points", "walk.otk", blob)
