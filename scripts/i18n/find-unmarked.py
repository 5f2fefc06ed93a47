#!/usr/bin/env python3
"""Fails when a string literal that reads as English words is not marked for
translation in the sources that speak to people (the CLI, the search
provider, the libraries' messages), unless po/unmarked.txt lists it.

A literal "reads as English" when it holds two words of letters separated by
a space. po/unmarked.txt lists the exceptions, one per line,
`PATH: TEXT` (TEXT the start of the literal, its interpolations left out), under
`#` comments saying why: JSON, D-Bus names, file formats, logs...
"""

import importlib.util
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent.parent
spec = importlib.util.spec_from_file_location("extract_messages", root / "scripts/i18n/extract-messages.py")
extract = importlib.util.module_from_spec(spec)
spec.loader.exec_module(extract)

# Where a person reads what the code writes.
SPEAKING = ("Sources/Programs/larder/", "Sources/Programs/larder-search-provider/", "Sources/UseCases/",
            "Sources/Services/LarderInterchange/", "Sources/Services/LarderWeb/", "Sources/Store/",
            "Sources/Model/LarderKitchen/KitchenError.swift", "Sources/Base/LarderCard/CardError.swift",
            "Sources/Base/LarderFiles/FileError.swift", "Sources/Services/LarderRender/RenderError.swift")
WORDS = re.compile(r"[A-Za-z]{2,}[,;:]? [a-z]{2,}")
# SQL, which the store's files hold, is not English for people.
SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|WHERE|FROM|JOIN|PRAGMA|COLLATE|DESC|IS NULL)\b")


def without_interpolations(raw):
    """The literal's own text: each \\( … ) is code, not words."""
    text, depth, i = [], 0, 0
    while i < len(raw):
        if depth == 0 and raw.startswith("\\(", i):
            depth, i = 1, i + 2
        elif depth and raw[i] in "()":
            depth += 1 if raw[i] == "(" else -1
            i += 1
        else:
            if depth == 0:
                text.append(raw[i])
            i += 1
    return "".join(text)


def exceptions():
    listed = {}
    for line in (root / "po/unmarked.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            path, _, text = line.partition(": ")
            listed.setdefault(path, []).append(text)
    return listed


def main():
    listed = exceptions()
    files = subprocess.run(["git", "ls-files", "Sources/*.swift"], cwd=root, capture_output=True, text=True,
                           check=True).stdout.split()
    found = []
    for path in files:
        if not path.startswith(SPEAKING):
            continue
        scanner = extract.Scanner(path, (root / path).read_text(encoding="utf-8"))
        try:
            scanner.scan()
        except extract.ExtractError as error:
            found.append(str(error))
            continue
        source_lines = scanner.s.split("\n")
        for line, raw in scanner.literals:
            own = without_interpolations(raw)
            # Markup (pages Larder writes hold the recipe's words, not Larder's).
            if not WORDS.search(own) or SQL.search(own) or own.lstrip().startswith("<"):
                continue
            if any(own.strip().startswith(text.strip()) for text in listed.get(path, [])):
                continue
            # Comments and documentation are not literals, but a `///` line may quote one.
            if source_lines[line - 1].lstrip().startswith("//"):
                continue
            found.append(f'{path}:{line}: "{raw[:70]}"')
    for entry in found:
        print(entry)
    if found:
        print(f"find-unmarked: {len(found)} literals above read as English and are neither marked "
              "(tr, trn, trc) nor listed in po/unmarked.txt", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
