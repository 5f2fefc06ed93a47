#!/usr/bin/python3
"""Thumbnails recipe cards through gnome-desktop's DesktopThumbnailFactory,
the code the file manager (Nautilus) uses, inside its real bubblewrap sandbox.

usage: thumbnail-factory.py [--mime TYPE] SIZE FILE...   (run by thumbnail-factory.sh)

TYPE defaults to the recipe card type; the benchmark also thumbnails JPEGs.

For each card: generate the thumbnail, save it in the thumbnail cache as the
file manager does, or record the factory's failure entry when it fails.
Prints one JSON object per card: the outcome, the time, and a few pixel facts
(distinct colours, how much of the upper part is the typographic card's paper).
"""
import json
import os
import sys
import time

import gi

gi.require_version("GnomeDesktop", "3.0")
gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf, GLib, Gio, GnomeDesktop  # noqa: E402

MIME = "application/x-larder-recipe"
SIZES = {
    "128": GnomeDesktop.DesktopThumbnailSize.NORMAL,
    "256": GnomeDesktop.DesktopThumbnailSize.LARGE,
    "512": GnomeDesktop.DesktopThumbnailSize.XLARGE,
    "1024": GnomeDesktop.DesktopThumbnailSize.XXLARGE,
}
PAPER = (251, 246, 237)  # LarderRender's RGBA.paper


def pixel_facts(pixbuf):
    """Distinct colours on a grid, and the share of the upper 60 % that is paper."""
    width, height = pixbuf.get_width(), pixbuf.get_height()
    channels, stride = pixbuf.get_n_channels(), pixbuf.get_rowstride()
    data = pixbuf.get_pixels()
    colours, paper, sampled = set(), 0, 0
    step = max(1, width // 64)
    for y in range(0, height, step):
        for x in range(0, width, step):
            offset = y * stride + x * channels
            rgb = tuple(data[offset:offset + 3])
            colours.add(rgb)
            if y < height * 0.6:
                sampled += 1
                if all(abs(a - b) <= 12 for a, b in zip(rgb, PAPER)):
                    paper += 1
    return len(colours), paper / max(1, sampled)


def main():
    arguments = sys.argv[1:]
    mime = MIME
    if arguments[:1] == ["--mime"]:
        mime, arguments = arguments[1], arguments[2:]
    size = SIZES[arguments[0]]
    factory = GnomeDesktop.DesktopThumbnailFactory.new(size)
    for path in arguments[1:]:
        uri = Gio.File.new_for_path(path).get_uri()
        mtime = int(os.stat(path).st_mtime)
        result = {"path": path, "registered": factory.can_thumbnail(uri, mime, mtime)}
        start = time.monotonic()
        try:
            pixbuf = factory.generate_thumbnail(uri, mime)
            result["seconds"] = time.monotonic() - start
            factory.save_thumbnail(pixbuf, uri, mtime)
            colours, paper = pixel_facts(pixbuf)
            result.update(ok=True, width=pixbuf.get_width(), height=pixbuf.get_height(), colours=colours,
                          paper=paper, cached=GnomeDesktop.desktop_thumbnail_path_for_uri(uri, size))
        except GLib.Error as error:
            result["seconds"] = time.monotonic() - start
            factory.create_failed_thumbnail(uri, mtime)
            result.update(ok=False, error=error.message, failedEntry=factory.has_valid_failed_thumbnail(uri, mtime))
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
