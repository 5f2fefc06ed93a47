#!/usr/bin/python3
"""Opens recipe cards through PapersDocument, the library Papers (GNOME's
Document Viewer from GNOME 49) reads documents with, as its load job does:
the backend chosen by the file's MIME type, loaded, its page cache set up.

usage: papers-document.py OUTDIR [--photo IMAGE] CARD [[--photo IMAGE] CARD...]   (run by with-papers-backend.sh)
       papers-document.py OUTDIR --threads CARD OTHER-CARD

For each card, one JSON object: the backend that loaded it, its pages and
their size, the document's title, page 1's text and its character boxes
(one per character, as Papers' search results need); page 1 drawn at scale
1 and 2 (PNG files in OUTDIR), with how much of the title's box is ink and,
with --photo, the mean colour of the photo's region beside the photo's own;
the title's first word searched for (in capitals); the title line selected
as a mouse drag selects it, and a double click on its first word; every
page printed through the backend's print interface into a PDF; and the card
saved under another name (Save As).

With --threads, as Papers' threads do: three threads render page 1, find
and select on it while the main thread loads CARD and OTHER-CARD in turn
into the same document (a reload); one JSON object says how many answers
came and which were from neither card (each answer is checked on its own:
the card may change between two calls).
"""
import json
import os
import sys
import threading

import gi

gi.require_version("PapersDocument", "4.0")
import cairo  # noqa: E402
from gi.repository import Gio, GLib  # noqa: E402
from gi.repository import PapersDocument as Papers  # noqa: E402
from document_checks import ink, photo_mean, photo_region_mean, print_each, rectangle, selection_facts  # noqa: E402


def text_facts(result, document, page):
    """Page 1's text, its boxes, and the title line: the boxes up to the first line end."""
    text = Papers.DocumentText.get_text(document, page)
    result["text"] = text
    laid_out, boxes = Papers.DocumentText.get_text_layout(document, page)
    boxes = boxes if laid_out else []
    result["textBoxes"] = len(boxes)
    result["textCharacters"] = len(text)
    mapping = Papers.DocumentText.get_text_mapping(document, page)
    result["textRectangles"] = mapping.num_rectangles()
    title_line = text.split("\n", 1)[0]
    if not title_line or len(boxes) < len(title_line):
        return None
    line = boxes[:len(title_line)]
    result["titleLine"] = title_line
    return [min(b.x1 for b in line), min(b.y1 for b in line), max(b.x2 for b in line), max(b.y2 for b in line)]


def open_card(out, path, photo):
    location = Gio.File.new_for_path(path)
    uri = location.get_uri()
    result = {"path": path}
    result["mime"] = location.query_info("standard::content-type", 0, None).get_content_type()
    try:
        document = Papers.Document.factory_get_document(uri)
        document.load(uri)
    except GLib.Error as error:
        result["error"] = error.message
        return result
    document.setup_cache()
    result["backend"] = document.__gtype__.name
    result["pages"] = document.get_n_pages()
    page = document.get_page(0)
    width, height = document.get_page_size(0)
    result["pageSize"] = [width, height]
    result["title"] = document.get_info().title()[1]
    title_box = text_facts(result, document, page)
    base = os.path.join(out, os.path.basename(path).removesuffix(".recipe.md"))
    for scale in (1, 2):
        surface = document.render(Papers.RenderContext.new(page, 0, scale, Papers.RenderAnnotsFlags.NONE))
        surface.write_to_png(f"{base}-page1@{scale}x.png")
        result[f"image@{scale}x"] = [surface.get_width(), surface.get_height()]
    surface = document.render(Papers.RenderContext.new(page, 0, 1, Papers.RenderAnnotsFlags.NONE))
    result["png"] = f"{base}-page1@1x.png"
    if title_box:
        result["titleBox"] = title_box
        result["titleInk"] = ink(surface, title_box, 1)
        if photo:
            # The photo is drawn above the title, from the top margin.
            result["photoRegionMean"] = photo_region_mean(surface, 48, title_box[1] - 18, width, 1)
            result["photoMean"] = photo_mean(photo)
        word = result["titleLine"].split()[0].upper()
        matches = Papers.DocumentFind.find_text(document, page, word, Papers.FindOptions.DEFAULT)
        result["titleFound"] = [[m.x1, m.y1, m.x2, m.y2] for m in matches]
        selection_facts(result, Papers, document, page, title_box,
                        Papers.RenderContext.new(page, 0, 2.0, Papers.RenderAnnotsFlags.NONE))
    # Printed: every page through the backend's print interface, as Papers prints.
    printed = f"{base}-printed.pdf"
    pdf = cairo.PDFSurface(printed, width, height)
    context = cairo.Context(pdf)
    for index in range(document.get_n_pages()):
        Papers.DocumentPrint.print_page(document, document.get_page(index), context)
        context.show_page()
    pdf.finish()
    result["printed"] = printed
    # Save As: the card itself, under the new name.
    saved = f"{base}-saved.recipe.md"
    document.save(Gio.File.new_for_path(saved).get_uri())
    result["saved"] = saved
    return result


def threads(out, path, other):
    """Readers on three threads while the main thread reloads: every answer from one card or the other."""
    uris = [Gio.File.new_for_path(p).get_uri() for p in (path, other)]
    document = Papers.Document.factory_get_document(uris[0])
    document.load(uris[0])
    # What each card's page 1 gives: its first line, its number of characters.
    titles, lengths = set(), set()
    for uri in uris:
        document.load(uri)
        text = Papers.DocumentText.get_text(document, document.get_page(0))
        titles.add(text.split("\n", 1)[0])
        lengths.add(len(text))
    result = {"answers": 0, "strange": []}
    answered = threading.Condition()
    done = threading.Event()

    def answer(page):
        surface = document.render(Papers.RenderContext.new(page, 0, 0.5, Papers.RenderAnnotsFlags.NONE))
        first = Papers.DocumentText.get_text(document, page).split("\n", 1)[0]
        laid_out, boxes = Papers.DocumentText.get_text_layout(document, page)
        found = Papers.DocumentFind.find_text(document, page, first, Papers.FindOptions.DEFAULT)
        selected = Papers.Selection.get_selected_text(document, page, Papers.SelectionStyle.LINE, rectangle(Papers, 60, 60, 60, 60))
        strange = []
        if surface is None or [surface.get_width(), surface.get_height()] != [298, 421]:
            strange.append("page drawn at %s" % (surface and [surface.get_width(), surface.get_height()]))
        # Each answer on its own (the card may change between two calls).
        if first not in titles or not laid_out or len(boxes) not in lengths or selected not in titles or found is None:
            strange.append("page 1 begins %r, %d boxes, %r selected" % (first, len(boxes or []), selected))
        return strange

    def read():
        page = document.get_page(0)
        while not done.is_set():
            try:
                strange = answer(page)
            except Exception as error:  # noqa: BLE001 (an answer the test reports, not a crash)
                strange = [repr(error)]
            with answered:
                result["answers"] += 1
                result["strange"] += strange
                answered.notify_all()

    readers = [threading.Thread(target=read) for _ in range(3)]
    for reader in readers:
        reader.start()
    # Each load while the readers read, and the next only once they have answered three
    # times since: a reload among answers, as in Papers, not loads that crowd them out.
    for turn in range(60):
        document.load(uris[turn % 2])
        with answered:
            target = result["answers"] + 3
            answered.wait_for(lambda: result["answers"] >= target)
    done.set()
    for reader in readers:
        reader.join()
    result["loads"] = 60
    result["strange"] = result["strange"][:10]
    return result


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 64
    out, arguments = sys.argv[1], sys.argv[2:]
    if not Papers.init():
        print("PapersDocument found no backends", file=sys.stderr)
        return 1
    if arguments[0] == "--threads" and len(arguments) == 3:
        print(json.dumps(threads(out, arguments[1], arguments[2]), ensure_ascii=False), flush=True)
        return 0
    print_each(out, arguments, open_card)
    return 0


if __name__ == "__main__":
    sys.exit(main())
