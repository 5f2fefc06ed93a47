#!/usr/bin/env python3
"""The peer of `larder-bench pages`: recipe-scrapers' generic schema.org reader
(`recipe_scrapers._schemaorg.SchemaOrg`, extruct underneath) over a folder of
saved pages, in process, with the CPU time of each page.

    peer-pages.py DIR [--rounds N] [--json OUT]   N rounds, then one JSON document
    peer-pages.py DIR --serve                     one round per "round" line on stdin,
                                                  one JSON line per round on stdout

The bench uses --serve, so that its rounds and the peer's alternate while each
side stays warm in its own process. Run it with the interpreter of a virtual
environment that has recipe-scrapers installed (the bench makes out/peer-venv).

For each *.html in DIR (sorted by name), one round times, with
time.process_time, what a program using the peer does with a page it holds in
memory: the bytes decoded to text, SchemaOrg(text), .title() and
.ingredients(). A page counts as found when SchemaOrg kept Recipe data
(SchemaOrg.data is not empty); a title or an ingredient list the peer raises
on is null. Reading the file is not timed.

Decoding: the peer takes text, not bytes (scrape_html(html: str, ...)), and
its own scrape_me decodes UTF-8 only. To give it every chance, a page that is
not UTF-8 is decoded as its byte-order mark or its charset= declaration says
(a label read as browsers read it: iso-8859-1 as windows-1252...), else as
windows-1252.
"""
import argparse
import codecs
import json
import logging
import os
import re
import statistics
import sys
import time
import warnings

warnings.filterwarnings("ignore")
logging.disable(logging.CRITICAL)

from recipe_scrapers._schemaorg import SchemaOrg  # noqa: E402

CHARSET = re.compile(rb"""charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
# Labels that browsers read as a larger encoding (the WHATWG Encoding Standard).
BROWSER_ENCODINGS = {
    "iso-8859-1": "cp1252", "latin1": "cp1252", "latin-1": "cp1252", "us-ascii": "cp1252", "ascii": "cp1252",
    "iso-8859-9": "cp1254", "tis-620": "cp874", "gb2312": "gb18030", "gbk": "gb18030",
    "shift_jis": "cp932", "shift-jis": "cp932", "sjis": "cp932", "euc-kr": "cp949", "big5": "big5hkscs",
}


def decode(raw):
    """The page as text: BOM, else UTF-8, else its declared charset (as browsers read it), else windows-1252."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16")):
        if raw.startswith(bom):
            return raw.decode(encoding, errors="replace")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    match = CHARSET.search(raw[:4096])
    if match:
        try:
            label = match.group(1).decode("ascii").lower()
            return raw.decode(BROWSER_ENCODINGS.get(label, label), errors="replace")
        except LookupError:
            pass
    return raw.decode("cp1252", errors="replace")


def read_page(raw):
    """One page through the peer: (found, title, ingredients, error)."""
    try:
        schema = SchemaOrg(decode(raw))
    except Exception as error:  # the peer failed on the page: nothing found
        return False, None, None, f"{type(error).__name__}: {error}"[:200]
    if not schema.data:
        return False, None, None, None
    try:
        title = schema.title()
    except Exception:
        title = None
    try:
        ingredients = schema.ingredients()
    except Exception:
        ingredients = None
    return True, title, ingredients, None


def pages_in(folder):
    return sorted(name for name in os.listdir(folder) if name.endswith(".html"))


def run_round(folder, names, with_results):
    """CPU seconds per page, and each page's findings when asked."""
    seconds, results = [], []
    for name in names:
        with open(os.path.join(folder, name), "rb") as file:
            raw = file.read()
        start = time.process_time()
        found, title, ingredients, error = read_page(raw)
        seconds.append(time.process_time() - start)
        if with_results:
            results.append({"file": name, "found": found, "title": title, "ingredients": ingredients, "error": error})
    return seconds, results


def version():
    from importlib.metadata import version as package_version
    return package_version("recipe-scrapers")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", help="write the results here (default: stdout)")
    parser.add_argument("--serve", action="store_true", help="one round per line read from stdin")
    arguments = parser.parse_args()
    names = pages_in(arguments.folder)

    if arguments.serve:
        rounds = 0
        for line in sys.stdin:
            if line.strip() != "round":
                continue
            seconds, results = run_round(arguments.folder, names, rounds == 0)
            message = {"round": rounds + 1, "files": names, "seconds": seconds}
            if rounds == 0:
                message["pages"] = results
                message["peer"] = f"recipe-scrapers {version()}"
            sys.stdout.write(json.dumps(message, ensure_ascii=False) + "\n")
            sys.stdout.flush()
            rounds += 1
        return

    samples = [[] for _ in names]
    pages = []
    for round_index in range(max(arguments.rounds, 1)):
        seconds, results = run_round(arguments.folder, names, round_index == 0)
        pages = pages or results
        for index, value in enumerate(seconds):
            samples[index].append(value)
    for page, values in zip(pages, samples):
        page["seconds"] = statistics.median(values)
    document = {"peer": f"recipe-scrapers {version()}", "rounds": arguments.rounds, "pages": pages}
    text = json.dumps(document, ensure_ascii=False, indent=1)
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as file:
            file.write(text + "\n")
    else:
        print(text)


if __name__ == "__main__":
    main()
