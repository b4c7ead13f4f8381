#!/usr/bin/env python3
"""The peer pipeline: the card layout of Scripts/bench/README.md drawn with Pillow.

What a person would write instead of outdoor: photo cover-cropped to 1080x1080 on a 1080x1920
canvas, a white rounded card with four lines of text, and a plain rectangle where outdoor draws
its map. No map, no icon, no text shaping beyond Pillow's. Options: 'draft' uses libjpeg's DCT
scaling (Pillow's Image.draft), 'level=N' sets the PNG zlib level (Pillow's default is 6).

usage: pillow_card.py INPUT OUTPUT [draft] [level=N]
"""
import sys

from PIL import Image, ImageDraw, ImageFont, ImageOps

try:  # HEIC through pillow-heif, as a Pillow user would open an iPhone photo
    import pillow_heif

    pillow_heif.register_heif_opener()
except ImportError:
    pass

FONTS = "/usr/share/fonts/truetype/dejavu/"
INK = "#1F2933"


def card(source, target, draft, level):
    photo = Image.open(source)
    if draft:
        photo.draft("RGB", (1080, 1080))
    photo = ImageOps.exif_transpose(photo)
    photo = ImageOps.fit(photo, (1080, 1080), Image.Resampling.LANCZOS)
    canvas = Image.new("RGB", (1080, 1920), "#F5F1EA")
    canvas.paste(photo, (0, 0))
    draw = ImageDraw.Draw(canvas)
    draw.rounded_rectangle((48, 1128, 1031, 1567), 36, fill="#FFFFFF")
    draw.rectangle((48, 1600, 1031, 1871), fill="#D9E2E8")
    lines = [
        (1210, "DejaVuSans-Bold.ttf", 52, "Morning walk by the lake"),
        (1270, "DejaVuSans.ttf", 34, "Saturday, 14 June 2025 · 08:42"),
        (1370, "DejaVuSans-Bold.ttf", 72, "18°C  Partly cloudy"),
        (1530, "DejaVuSans.ttf", 26, "Weather data by Open-Meteo.com (CC BY 4.0)"),
    ]
    for baseline, face, size, text in lines:
        draw.text((96, baseline), text, font=ImageFont.truetype(FONTS + face, size), fill=INK, anchor="ls")
    canvas.save(target, compress_level=level)


if __name__ == "__main__":
    options = sys.argv[3:]
    levels = [int(o.split("=", 1)[1]) for o in options if o.startswith("level=")]
    card(sys.argv[1], sys.argv[2], "draft" in options, levels[0] if levels else 6)
