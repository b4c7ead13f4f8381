#!/usr/bin/env python3
"""Makes the header fixtures of issue 35 (item 7) and issue 43 (item 7): real OpenStreetMap data
whose PBF header box lies. Needs osmium-tool (Debian's osmium-tool, installed by hand: only this
script uses it) and the standard library.

  lying-world.osm.pbf   a small cut of test.osm.pbf (a few hundred metres of a Finnish road and
                        fields) whose header claims the whole world (-180,-90,180,90)
  antimeridian.osm.pbf  two villages and their tracks on Taveuni's longitude either side of the
                        180th meridian (179.90..-179.93 E, 16.8 S; written here, not OpenStreetMap
                        data), whose header box reads -179.99..179.99: 359.98 degrees wide

The header's box is rewritten in place of osmium's: HeaderBlock field 1 (HeaderBBox: left, right,
top, bottom as sint64 nanodegrees), the blob stored raw."""
import os, struct, subprocess, sys, tempfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))

def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)

def zigzag(n):
    return (n << 1) ^ (n >> 63)

def field(number, wire, payload):
    key = varint(number << 3 | wire)
    if wire == 0:
        return key + varint(payload)
    return key + varint(len(payload)) + payload

def parse(data):
    """Yields (field number, wire type, value) of a protobuf message."""
    i = 0
    while i < len(data):
        key = 0; shift = 0
        while True:
            b = data[i]; i += 1
            key |= (b & 0x7F) << shift; shift += 7
            if not b & 0x80: break
        number, wire = key >> 3, key & 7
        if wire == 0:
            v = 0; shift = 0
            while True:
                b = data[i]; i += 1
                v |= (b & 0x7F) << shift; shift += 7
                if not b & 0x80: break
            yield number, wire, v
        elif wire == 2:
            n = 0; shift = 0
            while True:
                b = data[i]; i += 1
                n |= (b & 0x7F) << shift; shift += 7
                if not b & 0x80: break
            yield number, wire, data[i:i + n]; i += n
        else:
            raise ValueError("unexpected wire type %d" % wire)

def with_header_box(source, target, left, bottom, right, top):
    data = open(source, "rb").read()
    out = bytearray(); i = 0
    while i < len(data):
        (length,) = struct.unpack(">I", data[i:i + 4]); i += 4
        header = data[i:i + length]; i += length
        fields = list(parse(header))
        kind = next(v for n, w, v in fields if n == 1)
        size = next(v for n, w, v in fields if n == 3)
        blob = data[i:i + size]; i += size
        if kind == b"OSMHeader":
            parts = dict((n, v) for n, w, v in parse(blob))
            block = parts[1] if 1 in parts else zlib.decompress(parts[3])
            kept = b"".join(field(n, w, v) for n, w, v in parse(block) if n != 1)
            box = b"".join(field(k, 0, zigzag(int(round(v * 1e9)))) for k, v in
                           ((1, left), (2, right), (3, top), (4, bottom)))
            block = field(1, 2, box) + kept
            blob = field(1, 2, block)
            header = field(1, 2, b"OSMHeader") + field(3, 0, len(blob))
        out += struct.pack(">I", len(header)) + header + blob
    open(target, "wb").write(bytes(out))

with tempfile.TemporaryDirectory() as tmp:
    small = os.path.join(tmp, "small.osm.pbf")
    subprocess.run(["osmium", "extract", "-b", "26.945,60.528,26.952,60.532", "-s", "complete_ways",
                    os.path.join(HERE, "test.osm.pbf"), "-o", small, "-O"], check=True)
    with_header_box(small, os.path.join(HERE, "lying-world.osm.pbf"), -180, -90, 180, 90)
    opl = os.path.join(tmp, "antimeridian.opl")
    with open(opl, "w") as f:
        f.write("n1 v1 x179.90 y-16.80 Tplace=village,name=Eastvillage\n"
                "n2 v1 x179.95 y-16.81\nn3 v1 x179.99 y-16.82\n"
                "n4 v1 x-179.98 y-16.83\nn5 v1 x-179.93 y-16.84 Tplace=village,name=Westvillage\n"
                "w1 v1 Thighway=track Nn1,n2,n3\nw2 v1 Thighway=track Nn4,n5\n")
    pbf = os.path.join(tmp, "antimeridian.osm.pbf")
    subprocess.run(["osmium", "cat", opl, "-o", pbf, "-O"], check=True)
    with_header_box(pbf, os.path.join(HERE, "antimeridian.osm.pbf"), -179.99, -16.9, 179.99, -16.7)
for name in ("lying-world.osm.pbf", "antimeridian.osm.pbf"):
    path = os.path.join(HERE, name)
    print(name, os.path.getsize(path), "bytes")
