"""Extracts the HEVC images of a HEIC (grid tiles and thumbnail) as Annex-B streams for decoder timing.

usage: extract_tiles.py FILE.heic OUT_DIR   (writes OUT_DIR/tileNNN.h265, one per hvc1 item)
"""
import struct, sys, os
d = open(sys.argv[1], "rb").read(); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
def children(off, end):
    while off + 8 <= end:
        size, typ = struct.unpack(">I4s", d[off:off+8]); hdr = 8
        if size == 1: size = struct.unpack(">Q", d[off+8:off+16])[0]; hdr = 16
        yield typ.decode('latin1'), off + hdr, off + size
        off += size
top = {t: (b, e) for t, b, e in children(0, len(d))}
mb, me = top["meta"]; meta = {t: (b, e) for t, b, e in children(mb + 4, me)}
# iinf
b, e = meta["iinf"]; ver = d[b]; pos = b + 4 + (2 if ver == 0 else 4)
items = {}
for t, ib, ie in children(pos, e):
    v = d[ib]; iid = struct.unpack(">H", d[ib+4:ib+6])[0]; typ = d[ib+8:ib+12].decode('latin1'); items[iid] = typ
# iloc
b, e = meta["iloc"]; ver = d[b]; p = b + 4
os_ls = d[p]; bo_ix = d[p+1]; p += 2
osz, lsz, bosz = os_ls >> 4, os_ls & 15, bo_ix >> 4; ixsz = bo_ix & 15 if ver in (1, 2) else 0
cnt = struct.unpack(">H", d[p:p+2])[0] if ver < 2 else struct.unpack(">I", d[p:p+4])[0]; p += 2 if ver < 2 else 4
def rd(n):
    global p
    v = int.from_bytes(d[p:p+n], "big") if n else 0; p += n; return v
locs = {}
for _ in range(cnt):
    iid = rd(2 if ver < 2 else 4)
    if ver in (1, 2): rd(2)
    rd(2); base = rd(bosz); ext = rd(2); parts = []
    for _ in range(ext):
        rd(ixsz); o = rd(osz); l = rd(lsz); parts.append((base + o, l))
    locs[iid] = parts
# ipco / ipma
ib, ie = meta["iprp"]; iprp = {t: (b, e) for t, b, e in children(ib, ie)}
props = [(t, b, e) for t, b, e in children(*iprp["ipco"])]
b, e = iprp["ipma"]; ver = d[b]; flags = int.from_bytes(d[b+1:b+4], "big"); p = b + 4
n = struct.unpack(">I", d[p:p+4])[0]; p += 4; assoc = {}
for _ in range(n):
    iid = rd(2 if ver < 1 else 4); k = rd(1); lst = []
    for _ in range(k):
        v = rd(2 if flags & 1 else 1); lst.append(v & (0x7fff if flags & 1 else 0x7f))
    assoc[iid] = lst
def hvcc_nals(b, e):
    p2 = b + 22; num = d[p2]; p2 += 1; nals = []
    for _ in range(num):
        p2 += 1; c = struct.unpack(">H", d[p2:p2+2])[0]; p2 += 2
        for _ in range(c):
            l = struct.unpack(">H", d[p2:p2+2])[0]; p2 += 2; nals.append(d[p2:p2+l]); p2 += l
    return nals
k = 0
for iid, typ in sorted(items.items()):
    if typ != "hvc1": continue
    hv = [props[i-1] for i in assoc.get(iid, []) if props[i-1][0] == "hvcC"][0]
    ps = hvcc_nals(hv[1], hv[2])
    data = b"".join(d[o:o+l] for o, l in locs[iid])
    stream = b"".join(b"\0\0\0\1" + x for x in ps); q = 0
    while q < len(data):
        l = struct.unpack(">I", data[q:q+4])[0]; stream += b"\0\0\0\1" + data[q+4:q+4+l]; q += 4 + l
    open(f"{out}/tile{k:03d}.h265", "wb").write(stream); k += 1
print(k, "tiles")
