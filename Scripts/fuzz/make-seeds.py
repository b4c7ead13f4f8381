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

# app-store-rows: bytes that FuzzTargets.appStoreRows turns into a store's rows: a spelling byte,
# an extra-column byte, a row-count byte, then per column a kind byte and its payload.
def kind_integer(value):
    return bytes([1]) + struct.pack(">q", value)


def kind_real(value):
    return bytes([2]) + struct.pack(">d", value)


def kind_text(text):
    data = text.encode()
    return bytes([3, len(data)]) + data


row = (kind_integer(1) + bytes([6]) + bytes(range(16)) + kind_real(738936000.0) + kind_text("Walk")
       + kind_real(43.3) + kind_real(-2.9) + kind_text("Sunny") + kind_real(21.5) + kind_text("sun.max")
       + kind_text("A note") + bytes([0]))
put("app-store-rows", "one-row", bytes([0, 1, 0]) + row)
put("app-store-rows", "shop-manual-two-rows", bytes([1, 1, 1]) + row + row)
put("app-store-rows", "wrong-kinds", bytes([0, 0, 2]) + kind_text("x") * 11 + bytes([7]) * 11 + kind_real(1e308) * 11)


# icc: embedded ICC profiles: a camera's (XMP.jpg of Tests/Corpus/exiftool), and a small RGB
# matrix/shaper profile written here.
def app2_icc(jpeg):
    """The ICC profile a JPEG's APP2 segments carry, joined, or b""."""
    i, parts = 2, []
    while i + 4 <= len(jpeg) and jpeg[i] == 0xFF:
        marker, size = jpeg[i + 1], struct.unpack(">H", jpeg[i + 2:i + 4])[0]
        body = jpeg[i + 4:i + 2 + size]
        if marker == 0xE2 and body.startswith(b"ICC_PROFILE\0"):
            parts.append(body[14:])
        if marker == 0xDA:
            break
        i += 2 + size
    return b"".join(parts)


def small_rgb_profile():
    def s15(value):
        return struct.pack(">i", round(value * 65536))

    def xyz(x, y, z):
        return b"XYZ \0\0\0\0" + s15(x) + s15(y) + s15(z)

    curve = b"curv\0\0\0\0" + struct.pack(">IH", 1, 563) + b"\0\0"  # gamma 2.2 (u8.8)
    tags = [(b"wtpt", xyz(0.9642, 1.0, 0.8249)), (b"rXYZ", xyz(0.4361, 0.2225, 0.0139)),
            (b"gXYZ", xyz(0.3851, 0.7169, 0.0971)), (b"bXYZ", xyz(0.1431, 0.0606, 0.7141)),
            (b"rTRC", curve), (b"gTRC", curve), (b"bTRC", curve)]
    offset = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for signature, body in tags:
        table += signature + struct.pack(">II", offset + len(data), len(body))
        data += body + b"\0" * (-len(body) % 4)
    size = offset + len(data)
    header = (struct.pack(">I", size) + b"none" + bytes([2, 0x10, 0, 0]) + b"mntrRGB XYZ " + b"\0" * 12
              + b"acsp" + b"\0" * 24 + s15(0.9642) + s15(1.0) + s15(0.8249) + b"\0" * 48)
    return header + struct.pack(">I", len(tags)) + table + data


camera = app2_icc(open("Tests/Corpus/exiftool/XMP.jpg", "rb").read())
if camera:
    put("icc", "exiftool-xmp.icc", camera)
put("icc", "small-rgb.icc", small_rgb_profile())
put("icc", "not-a-profile.icc", b"ICC? no, just text that lcms must refuse")

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
