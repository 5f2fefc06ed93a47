#!/usr/bin/env python3
"""Checks that the repository stays easy to find one's way in (make floor-plan).

The sizes and counts a newcomer relies on: a README read in minutes (the two
commands and a picture on its first screen), documents by topic of a few
pages each, a short Makefile, scripts in role folders, no hand-written file
so long it should be two, and a product that speaks only of itself, not of
how it was developed. Generated files (linguist-generated in .gitattributes)
and binary files are not counted. Prints each breach and exits 1.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
README_LINES, COMMANDS_WITHIN, PICTURE_WITHIN = 250, 30, 40
DOCUMENT_LINES, MAKEFILE_LINES, FILE_LINES, ROLE_FOLDER_FILES = 400, 200, 400, 12
HAND_WRITTEN_FOLDERS = ("Sources", "Tests", "Tools", "scripts", "data")
SPOKEN_OF_ITSELF = ("README.md", "NEWS", "docs", "Sources", "Tests", "Tools", "scripts", "Makefile", "mk",
                    "debian", ".ci", "data", "extensions")
DEVELOPMENT_WORDS = re.compile(r"\b[Ss]essions? [0-9]+|\b(fast|slow) day\b|\b[Ii]ssues? #?[0-9]+")


def tracked(*paths):
    """The files git tracks (and new ones not ignored) under paths."""
    output = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", *paths],
                            cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return sorted({line for line in output.split("\n") if line and os.path.isfile(os.path.join(ROOT, line))})


def generated(files):
    """Those of files that .gitattributes marks linguist-generated."""
    if not files:
        return set()
    output = subprocess.run(["git", "check-attr", "linguist-generated", "--stdin"], cwd=ROOT, check=True,
                            input="\n".join(files), capture_output=True, text=True).stdout
    return {line.split(": ")[0] for line in output.split("\n") if line.endswith(": set")}


def text_lines(path):
    """The file's lines, or None for a binary file."""
    data = open(os.path.join(ROOT, path), "rb").read()
    if b"\0" in data:
        return None
    return data.decode("utf-8", errors="replace").split("\n")[:-1] if data.endswith(b"\n") else data.decode("utf-8", errors="replace").split("\n")


def main():
    problems = []

    readme = text_lines("README.md")
    if len(readme) > README_LINES:
        problems.append(f"README.md has {len(readme)} lines (at most {README_LINES})")
    for command in ("make demo", "make check"):
        if not any(command in line for line in readme[:COMMANDS_WITHIN]):
            problems.append(f"README.md does not give `{command}` in its first {COMMANDS_WITHIN} lines")
    if not any(line.startswith("![") for line in readme[:PICTURE_WITHIN]):
        problems.append(f"README.md shows no picture in its first {PICTURE_WITHIN} lines")

    for path in tracked("docs"):
        if path.endswith(".md") and len(text_lines(path)) > DOCUMENT_LINES:
            problems.append(f"{path} has {len(text_lines(path))} lines (a page has at most {DOCUMENT_LINES}: split it by topic)")

    makefile = len(text_lines("Makefile"))
    if makefile > MAKEFILE_LINES:
        problems.append(f"Makefile has {makefile} lines (at most {MAKEFILE_LINES}: rules go in mk/, by role)")

    folders = {}
    for path in tracked("scripts"):
        folder = os.path.dirname(path)
        if folder == "scripts":
            problems.append(f"{path} is in scripts/ itself, not in a role folder")
        folders[folder] = folders.get(folder, 0) + 1
    for folder, count in sorted(folders.items()):
        if count > ROLE_FOLDER_FILES and not folder.endswith("__pycache__"):
            problems.append(f"{folder}/ holds {count} files (a role folder holds at most {ROLE_FOLDER_FILES})")

    files = tracked(*HAND_WRITTEN_FOLDERS)
    made = generated(files)
    for path in files:
        if path in made:
            continue
        lines = text_lines(path)
        if lines is not None and len(lines) > FILE_LINES:
            problems.append(f"{path} has {len(lines)} lines (a hand-written file has at most {FILE_LINES}; "
                            "a generated one is marked linguist-generated in .gitattributes)")

    for path in tracked(*SPOKEN_OF_ITSELF):
        lines = text_lines(path)
        for number, line in enumerate(lines or [], start=1):
            if DEVELOPMENT_WORDS.search(line):
                problems.append(f"{path}:{number}: speaks of how Larder was developed, not of Larder: {line.strip()[:80]}")

    if problems:
        print("floor plan:", *problems, sep="\n  ", file=sys.stderr)
        sys.exit(1)
    print(f"floor plan: README {len(readme)} lines, Makefile {makefile}, {len(folders)} script folders, "
          f"{len(files) - len(made)} hand-written files of at most {FILE_LINES} lines, none speaking of its development")


if __name__ == "__main__":
    main()
