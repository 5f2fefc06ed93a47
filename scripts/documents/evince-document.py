#!/usr/bin/python3
"""Opens recipe cards through EvinceDocument, the library Evince (Document
Viewer) and Sushi (the space bar in GNOME Files, up to GNOME 50) read
documents with, as they do: the backend is chosen by the file's MIME type.

usage: evince-document.py OUTDIR [--photo IMAGE] CARD [[--photo IMAGE] CARD...]   (run by with-evince-backend.sh)

For each card, one JSON object: the backend that loaded it, its pages and
their size, the document's title, page 1's text and how many character boxes
the backend gives for it; page 1 drawn at scale 1 and 2 (PNG files in
OUTDIR), the title's first word searched for (in capitals), with a few pixel facts: how much of the title's box is ink and,
with --photo, the mean colour of the photo's region beside the photo's own;
the title line selected as a mouse drag selects it, and a double click on
its first word;
and every page printed through the backend's print interface into a PDF.
"""
import os
import sys

import gi

gi.require_version("EvinceDocument", "3.0")
import cairo  # noqa: E402
from gi.repository import EvinceDocument, Gio, GLib  # noqa: E402
from document_checks import ink, photo_mean, photo_region_mean, print_each, selection_facts  # noqa: E402

def open_card(out, path, photo):
    uri = Gio.File.new_for_path(path).get_uri()
    result = {"path": path}
    info = Gio.File.new_for_path(path).query_info("standard::content-type", 0, None)
    result["mime"] = info.get_content_type()
    try:
        document = EvinceDocument.Document.factory_get_document(uri)
    except GLib.Error as error:
        result["error"] = error.message
        return result
    result["backend"] = document.__gtype__.name
    result["pages"] = document.get_n_pages()
    page = document.get_page(0)
    width, height = document.get_page_size(0)
    result["pageSize"] = [width, height]
    result["title"] = document.get_info().title
    text = EvinceDocument.DocumentText.get_text(document, page)
    result["text"] = text
    # Where text is (what the viewer selects), as rectangles in points.
    mapping = EvinceDocument.DocumentText.get_text_mapping(document, page)
    rectangles = [mapping.get_rectangle(i) for i in range(mapping.num_rectangles())]
    result["textRectangles"] = len(rectangles)
    base = os.path.join(out, os.path.basename(path).removesuffix(".recipe.md"))
    for scale in (1, 2):
        surface = document.render(EvinceDocument.RenderContext.new(page, 0, scale))
        surface.write_to_png(f"{base}-page1@{scale}x.png")
        result[f"image@{scale}x"] = [surface.get_width(), surface.get_height()]
    surface = document.render(EvinceDocument.RenderContext.new(page, 0, 1))
    result["png"] = f"{base}-page1@1x.png"
    # The title: page 1's first line of text, the topmost band of the mapping.
    if rectangles:
        top = min(r.y for r in rectangles)
        band = [r for r in rectangles if r.y == top]
        title_box = [min(r.x for r in band), top, max(r.x + r.width for r in band), max(r.y + r.height for r in band)]
        result["titleLine"] = text.split("\n", 1)[0]
        result["titleBox"] = title_box
        result["titleInk"] = ink(surface, title_box, 1)
        if photo:
            # The photo is drawn above the title, from the top margin.
            result["photoRegionMean"] = photo_region_mean(surface, 48, title_box[1] - 18, width, 1)
            result["photoMean"] = photo_mean(photo)
    # Found: the title's first word, upper-cased, through the search interface.
    if result.get("titleLine"):
        word = result["titleLine"].split()[0].upper()
        matches = EvinceDocument.DocumentFind.find_text_with_options(document, page, word, EvinceDocument.FindOptions.DEFAULT)
        result["titleFound"] = [[m.x1, m.y1, m.x2, m.y2] for m in matches]
        selection_facts(result, EvinceDocument, document, page, title_box, EvinceDocument.RenderContext.new(page, 0, 2.0))
    # Printed: every page through the backend's print interface, as Evince prints.
    printed = f"{base}-printed.pdf"
    pdf = cairo.PDFSurface(printed, width, height)
    context = cairo.Context(pdf)
    for index in range(document.get_n_pages()):
        EvinceDocument.DocumentPrint.print_page(document, document.get_page(index), context)
        context.show_page()
    pdf.finish()
    result["printed"] = printed
    return result


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 64
    out, arguments = sys.argv[1], sys.argv[2:]
    if not EvinceDocument.init():
        print("EvinceDocument found no backends", file=sys.stderr)
        return 1
    print_each(out, arguments, open_card)
    return 0


if __name__ == "__main__":
    sys.exit(main())
