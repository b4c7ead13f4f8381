#!/usr/bin/env python3
"""The peer of `outdoor book`: the photos a person would put in a PDF with Pillow instead.

usage: pillow_book.py OUT.pdf DPI PHOTO...

Each photo is opened with draft() (libjpeg's DCT scaling), scaled with Pillow's reducing resize
to fit a 176 x 150 mm panel (an A4 page's width less the book's margins) at DPI, encoded as JPEG
quality 88, and placed alone on an A4 page of a PDF written the way img2pdf writes one (the
JPEG stream as it is, DCTDecode). Two threads prepare photos (Pillow lets go of the GIL while it
decodes, scales and encodes), at most four photos ahead of the writer, as outdoor does.

It draws no cover, text, weather, map or credits: only the photos, the part of a book that
costs the most.
"""
import concurrent.futures
import io
import sys

from PIL import Image

MM = 72 / 25.4
PAGE = (210 * MM, 297 * MM)
PANEL = (176 * MM, 150 * MM)
MARGIN = (20 * MM, 14 * MM)  # left, top


def prepare(path, dpi):
    """The photo as JPEG bytes at no more than `dpi` for the panel, and its printed size in points."""
    with Image.open(path) as image:
        scale = min(PANEL[0] / image.width, PANEL[1] / image.height)
        printed = (image.width * scale, image.height * scale)
        pixels = (max(1, int(printed[0] / 72 * dpi)), max(1, int(printed[1] / 72 * dpi)))
        image.draft("RGB", pixels)
        scaled = image.convert("RGB").resize(pixels, Image.LANCZOS, reducing_gap=2.0)
    out = io.BytesIO()
    scaled.save(out, "JPEG", quality=88, optimize=True)
    return out.getvalue(), pixels, printed


class PDFWriter:
    """A PDF of image pages, objects written as they come and the cross-reference at the end."""

    def __init__(self, path):
        self.file = open(path, "wb")
        self.offsets = {}
        self.pages = []
        self.file.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
        self.next_id = 3  # 1: catalog, 2: page tree

    def object(self, number, body, stream=None):
        self.offsets[number] = self.file.tell()
        self.file.write(b"%d 0 obj\n" % number + body)
        if stream is not None:
            self.file.write(b"\nstream\n" + stream + b"\nendstream")
        self.file.write(b"\nendobj\n")

    def new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def add_photo_page(self, jpeg, pixels, printed):
        image, content, page = self.new_id(), self.new_id(), self.new_id()
        self.object(image, b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB "
                    b"/BitsPerComponent 8 /Filter /DCTDecode /Length %d >>" % (pixels[0], pixels[1], len(jpeg)), jpeg)
        x, y = MARGIN[0], PAGE[1] - MARGIN[1] - printed[1]
        draw = b"q %.2f 0 0 %.2f %.2f %.2f cm /Im Do Q" % (printed[0], printed[1], x, y)
        self.object(content, b"<< /Length %d >>" % len(draw), draw)
        self.object(page, b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
                    b"/Resources << /XObject << /Im %d 0 R >> >> >>" % (PAGE[0], PAGE[1], content, image))
        self.pages.append(page)

    def finish(self):
        kids = b" ".join(b"%d 0 R" % page for page in self.pages)
        self.object(2, b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, len(self.pages)))
        self.object(1, b"<< /Type /Catalog /Pages 2 0 R >>")
        start = self.file.tell()
        count = self.next_id
        self.file.write(b"xref\n0 %d\n0000000000 65535 f \n" % count)
        for number in range(1, count):
            self.file.write(b"%010d 00000 n \n" % self.offsets[number])
        self.file.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (count, start))
        self.file.close()


def main():
    out, dpi, photos = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    writer = PDFWriter(out)
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        pending = []
        for index in range(len(photos)):
            while len(pending) < 4 and index + len(pending) < len(photos):
                pending.append(pool.submit(prepare, photos[index + len(pending)], dpi))
            writer.add_photo_page(*pending.pop(0).result())
    writer.finish()


if __name__ == "__main__":
    main()
