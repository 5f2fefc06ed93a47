#!/usr/bin/python3
"""A few facts about a screenshot, for tests that look at what a user sees.

usage: screenshot-facts.py PNG                  (prints one JSON object)
       screenshot-facts.py --red-above SHARE PNG  (the same; exits 1 unless red > SHARE)

width, height, and "red": the share of pixels that are clearly red (red at
least 60 above both green and blue), as in a photo of borscht, and as in no
window of source text.
"""
import json
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402


def main():
    args = sys.argv[1:]
    red_above = None
    if len(args) == 3 and args[0] == "--red-above":
        red_above, args = float(args[1]), args[2:]
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 64
    pixbuf = GdkPixbuf.Pixbuf.new_from_file(args[0])
    width, height = pixbuf.get_width(), pixbuf.get_height()
    channels, stride, data = pixbuf.get_n_channels(), pixbuf.get_rowstride(), pixbuf.get_pixels()
    red = sampled = 0
    for y in range(0, height, 2):
        for x in range(0, width, 2):
            offset = y * stride + x * channels
            r, g, b = data[offset], data[offset + 1], data[offset + 2]
            sampled += 1
            red += r - max(g, b) >= 60
    share = red / max(1, sampled)
    print(json.dumps({"width": width, "height": height, "red": share}))
    return 0 if red_above is None or share > red_above else 1


if __name__ == "__main__":
    sys.exit(main())
