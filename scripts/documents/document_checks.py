"""What evince-document.py and papers-document.py share: how they take their
cards, and what they measure on a rendered page (how much of a box is ink,
the mean colour of the photo's region beside the photo's own)."""
import json

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

WHITE_ENOUGH = 235


def pixels(surface):
    """A function giving (r, g, b) at (x, y) of an ARGB32 image surface."""
    surface.flush()
    data, stride = surface.get_data(), surface.get_stride()

    def at(x, y):
        offset = y * stride + 4 * x
        b, g, r = data[offset], data[offset + 1], data[offset + 2]
        return r, g, b
    return at


def ink(surface, box, scale):
    """The share of pixels in box (points) that are not white."""
    at = pixels(surface)
    x1, y1, x2, y2 = (int(v * scale) for v in box)
    total = dark = 0
    for y in range(max(0, y1), min(surface.get_height(), y2)):
        for x in range(max(0, x1), min(surface.get_width(), x2)):
            total += 1
            dark += min(at(x, y)) < WHITE_ENOUGH
    return dark / max(1, total)


def mean(at, xs, ys):
    sums, count = [0, 0, 0], 0
    for y in ys:
        for x in xs:
            for i, v in enumerate(at(x, y)):
                sums[i] += v
            count += 1
    return [round(s / max(1, count)) for s in sums]


def photo_region_mean(surface, top, bottom, width, scale):
    """The mean colour of the page's middle fifth, from `top` to `bottom` (points)."""
    at = pixels(surface)
    xs = range(int(width * 0.4 * scale), int(width * 0.6 * scale), 2)
    ys = range(int(top * scale) + 2, int(bottom * scale) - 2, 2)
    return mean(at, xs, ys)


def photo_mean(path):
    """The mean colour of the photo's middle fifth, as the page draws it."""
    pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
    pixbuf = pixbuf.apply_embedded_orientation() or pixbuf
    width, height, channels, stride = pixbuf.get_width(), pixbuf.get_height(), pixbuf.get_n_channels(), pixbuf.get_rowstride()
    data = pixbuf.get_pixels()

    def at(x, y):
        offset = y * stride + x * channels
        return data[offset], data[offset + 1], data[offset + 2]
    return mean(at, range(int(width * 0.4), int(width * 0.6), 2), range(2, height - 2, 2))


def print_each(out, arguments, open_card):
    """For each CARD of arguments ([--photo IMAGE] CARD...), prints what open_card(out, CARD, IMAGE) says, as a JSON line."""
    photo = None
    while arguments:
        argument = arguments.pop(0)
        if argument == "--photo":
            photo = arguments.pop(0)
            continue
        print(json.dumps(open_card(out, argument, photo), ensure_ascii=False), flush=True)
        photo = None


def rectangle(library, x1, y1, x2, y2):
    """A library's Rectangle (EvinceDocument's or PapersDocument's): four doubles."""
    area = library.Rectangle()
    area.x1, area.y1, area.x2, area.y2 = x1, y1, x2, y2
    return area


def selection_facts(result, library, document, page, title_box, context_at_2x):
    """Through the library's Selection interface: a drag across the title line,
    a double click on its first word, and where the drag's selection is at 2×."""
    x1, y1, x2, y2 = title_box
    middle = (y1 + y2) / 2
    drag = rectangle(library, x1 - 1, middle, x2 + 1, middle)
    result["dragSelected"] = library.Selection.get_selected_text(document, page, library.SelectionStyle.GLYPH, drag)
    click = rectangle(library, x1 + 2, middle, x1 + 2, middle)
    result["doubleClickSelected"] = library.Selection.get_selected_text(document, page, library.SelectionStyle.WORD, click)
    region = library.Selection.get_selection_region(document, context_at_2x, library.SelectionStyle.GLYPH, drag)
    extents = region.get_extents()
    result["dragRegion@2x"] = [extents.x, extents.y, extents.x + extents.width, extents.y + extents.height]
