#!/usr/bin/python3
"""Looks files up in the thumbnail cache as the file manager does: through
gnome-desktop's DesktopThumbnailFactory (lookup and its failure records, at
the large and x-large sizes) and through GIO's thumbnail:: attributes (what
Nautilus reads to decide whether to draw a thumbnail at all).

usage: thumbnail-lookup.py [--mtime N] [--fail] FILE...   (one JSON line per file)

  --mtime N  look up with mtime N instead of the file's own
  --fail     first record a failed thumbnail for the file, as the factory does
             when a thumbnailer fails (for tests of what a later write does)

Set XDG_CACHE_HOME to the cache to look in. Needs python3-gi and
gir1.2-gnomedesktop-3.0.
"""
import json
import os
import sys

import gi

gi.require_version("GnomeDesktop", "3.0")
from gi.repository import Gio, GnomeDesktop  # noqa: E402

SIZES = {
    "large": GnomeDesktop.DesktopThumbnailSize.LARGE,
    "xlarge": GnomeDesktop.DesktopThumbnailSize.XLARGE,
}


def main():
    arguments = sys.argv[1:]
    mtime_override, record_failure = None, False
    while arguments and arguments[0].startswith("--"):
        if arguments[0] == "--mtime":
            mtime_override, arguments = int(arguments[1]), arguments[2:]
        elif arguments[0] == "--fail":
            record_failure, arguments = True, arguments[1:]
        else:
            sys.exit(f"unknown option {arguments[0]}")
    factories = {name: GnomeDesktop.DesktopThumbnailFactory.new(size) for name, size in SIZES.items()}
    for path in arguments:
        location = Gio.File.new_for_path(path)
        uri = location.get_uri()
        mtime = mtime_override if mtime_override is not None else int(os.stat(path).st_mtime)
        if record_failure:
            factories["large"].create_failed_thumbnail(uri, mtime)
        result = {"path": path, "uri": uri, "mtime": mtime}
        for name, factory in factories.items():
            result[name] = factory.lookup(uri, mtime)
        result["failed"] = factories["large"].has_valid_failed_thumbnail(uri, mtime)
        info = location.query_info("thumbnail::*", Gio.FileQueryInfoFlags.NONE, None)
        result["gio"] = {
            "path": info.get_attribute_byte_string("thumbnail::path"),
            "valid": info.get_attribute_boolean("thumbnail::is-valid"),
            "failed": info.get_attribute_boolean("thumbnail::failed"),
        }
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
