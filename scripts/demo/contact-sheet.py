#!/usr/bin/python3
"""Lays thumbnails out on one PNG, in rows: a contact sheet.

usage: contact-sheet.py OUTPUT THUMBNAIL...
"""
import math
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

GAP = 12


def main():
    output, paths = sys.argv[1], sys.argv[2:]
    if not paths:
        sys.exit("contact-sheet.py: no thumbnails given")
    thumbnails = [GdkPixbuf.Pixbuf.new_from_file(path) for path in paths]
    cell = max(max(t.get_width(), t.get_height()) for t in thumbnails)
    columns = min(8, len(thumbnails))
    rows = math.ceil(len(thumbnails) / columns)
    sheet = GdkPixbuf.Pixbuf.new(GdkPixbuf.Colorspace.RGB, False, 8,
                                 GAP + columns * (cell + GAP), GAP + rows * (cell + GAP))
    sheet.fill(0x3C3836FF)
    for index, thumbnail in enumerate(thumbnails):
        x = GAP + (index % columns) * (cell + GAP) + (cell - thumbnail.get_width()) // 2
        y = GAP + (index // columns) * (cell + GAP) + (cell - thumbnail.get_height()) // 2
        thumbnail.copy_area(0, 0, thumbnail.get_width(), thumbnail.get_height(), sheet, x, y)
    sheet.savev(output, "png", [], [])


if __name__ == "__main__":
    main()
