#!/usr/bin/env python3
"""Extracts the messages marked in Larder's Swift sources into a PO template.

xgettext has no Swift reader, and its C reader misreads Swift's multi-line
and raw strings, so this one reads what Larder's marking calls allow:
tr("…"), trn("…", "…", …) and trc("context", "…"), each argument one string
literal, single-line or multi-line (\"\"\"), with Swift's escapes and line
continuations. An interpolation, a raw string or a non-literal argument is an
error, because the message looked up at run time would not be the one the
translators saw. A `// TRANSLATORS:` comment on the lines just above a call
goes to the translators with its message.

Usage: extract-messages.py [--package-version V --bugs URL] FILE… > messages.pot
(with a version, the template starts with its header)
"""

import re
import sys

CALLS = {"tr": 1, "trn": 2, "trc": 2}


class ExtractError(Exception):
    pass


def unescape(text, path, line):
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = text[i + 1] if i + 1 < len(text) else ""
        simple = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "'": "'", "\\": "\\", "0": "\0"}
        if nxt in simple:
            out.append(simple[nxt])
            i += 2
        elif nxt == "u" and text[i + 2:i + 3] == "{":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
        elif nxt == "(":
            raise ExtractError(f"{path}:{line}: interpolation in a marked message; use a %@ placeholder")
        else:
            raise ExtractError(f"{path}:{line}: unknown escape \\{nxt}")
    return "".join(out)


def multiline_body(raw, path, line):
    """A multi-line literal's value: indentation of the closing quotes removed,
    a backslash at a line's end joining it to the next."""
    lines = raw.split("\n")
    if lines[0].strip():
        raise ExtractError(f"{path}:{line}: text after the opening \"\"\"")
    indent = lines[-1]
    if indent.strip():
        raise ExtractError(f"{path}:{line}: text before the closing \"\"\"")
    body = []
    for text in lines[1:-1]:
        if text.strip() and not text.startswith(indent):
            raise ExtractError(f"{path}:{line}: a line of a \"\"\" message is indented less than its closing quotes")
        body.append(text[len(indent):])
    value = ""
    for index, text in enumerate(body):
        if text.endswith("\\") and not text.endswith("\\\\"):
            value += text[:-1]
        else:
            value += text + ("\n" if index < len(body) - 1 else "")
    return unescape(value, path, line)


class Scanner:
    def __init__(self, path, source):
        self.path = path
        self.s = source
        self.i = 0
        self.messages = []  # (context, msgid, plural, line, comments)
        self.comment_lines = {}  # line number -> comment text of a // line on its own
        self.literals = []  # (line, raw text) of the string literals outside marking calls

    def line_at(self, index):
        return self.s.count("\n", 0, index) + 1

    def skip_space(self):
        while self.i < len(self.s):
            if self.s[self.i].isspace():
                self.i += 1
            elif self.s.startswith("//", self.i):
                self.i = self.s.find("\n", self.i) if "\n" in self.s[self.i:] else len(self.s)
            elif self.s.startswith("/*", self.i):
                self.i = self.s.index("*/", self.i) + 2
            else:
                break

    def read_literal(self):
        """The string literal at self.i, or None when there is none."""
        self.skip_space()
        line = self.line_at(self.i)
        if self.s.startswith('"""', self.i):
            end = self.s.index('"""', self.i + 3)
            while self.s[end - 1] == "\\" and self.s[end - 2] != "\\":
                end = self.s.index('"""', end + 1)
            raw = self.s[self.i + 3:end]
            self.i = end + 3
            return multiline_body(raw, self.path, line)
        if self.s.startswith('#"', self.i):
            raise ExtractError(f"{self.path}:{line}: a raw string cannot be a marked message")
        if self.s.startswith('"', self.i):
            j = self.i + 1
            while self.s[j] != '"':
                if self.s[j] == "\n":
                    raise ExtractError(f"{self.path}:{line}: unterminated string")
                j += 2 if self.s[j] == "\\" else 1
            raw = self.s[self.i + 1:j]
            self.i = j + 1
            return unescape(raw, self.path, line)
        return None

    def expect(self, char):
        self.skip_space()
        if not self.s.startswith(char, self.i):
            raise ExtractError(f"{self.path}:{self.line_at(self.i)}: expected {char!r} in a marked message")
        self.i += 1

    def translator_comments(self, line):
        comments = []
        current = line - 1
        while current in self.comment_lines:
            comments.insert(0, self.comment_lines[current])
            current -= 1
        text = " ".join(comments)
        at = text.find("TRANSLATORS:")
        return text[at:].strip() if at >= 0 else ""

    def scan(self):
        for number, text in enumerate(self.s.split("\n"), start=1):
            stripped = text.strip()
            if stripped.startswith("//"):
                self.comment_lines[number] = stripped.lstrip("/").strip()
        n = len(self.s)
        while self.i < n:
            c = self.s[self.i]
            if self.s.startswith("//", self.i) or self.s.startswith("/*", self.i):
                self.skip_space()
            elif self.s.startswith('#"', self.i):
                # A raw string: no escapes, no marking call inside.
                end = self.s.index('"#', self.i + 2)
                self.literals.append((self.line_at(self.i), self.s[self.i + 2:end]))
                self.i = end + 2
            elif self.s.startswith('"""', self.i):
                end = self.s.index('"""', self.i + 3)
                self.literals.append((self.line_at(self.i), self.s[self.i + 3:end]))
                self.i = end + 3
            elif c == '"':
                start = self.i
                j = self.i + 1
                while j < n and self.s[j] != '"':
                    if self.s[j] == "\\" and self.s[j + 1:j + 2] == "(":
                        # An interpolation may hold calls: scan inside it.
                        self.i = j + 2
                        self.scan_interpolation()
                        j = self.i
                        continue
                    j += 2 if self.s[j] == "\\" else 1
                self.literals.append((self.line_at(start), self.s[start + 1:j]))
                self.i = j + 1
            elif c.isalpha() or c == "_":
                start = self.i
                while self.i < n and (self.s[self.i].isalnum() or self.s[self.i] == "_"):
                    self.i += 1
                word = self.s[start:self.i]
                before = self.s[start - 1] if start > 0 else " "
                declared = self.s[:start].rstrip().endswith("func")
                if word in CALLS and before not in ".#" and not declared and self.s.startswith("(", self.i):
                    self.read_call(word, self.line_at(start))
            else:
                self.i += 1

    def scan_interpolation(self):
        depth = 1
        while self.i < len(self.s) and depth:
            c = self.s[self.i]
            if c == '"':
                # A string inside the interpolation: its parentheses are text.
                j = self.i + 1
                while j < len(self.s) and self.s[j] != '"':
                    j += 2 if self.s[j] == "\\" else 1
                self.i = j + 1
            elif c == "(":
                depth += 1
                self.i += 1
            elif c == ")":
                depth -= 1
                self.i += 1
            elif c.isalpha():
                start = self.i
                while self.s[self.i].isalnum() or self.s[self.i] == "_":
                    self.i += 1
                word = self.s[start:self.i]
                if word in CALLS and self.s.startswith("(", self.i):
                    raise ExtractError(f"{self.path}:{self.line_at(start)}: a marked message inside an interpolation; pass it as a %@ value")
            else:
                self.i += 1

    def read_call(self, word, line):
        self.i += 1  # (
        literals = []
        for _ in range(CALLS[word]):
            literal = self.read_literal()
            if literal is None:
                raise ExtractError(f"{self.path}:{line}: {word}( needs string literals, one per message")
            literals.append(literal)
            self.skip_space()
            if self.s.startswith("+", self.i):
                raise ExtractError(f"{self.path}:{line}: a marked message joined with +; write it as one literal")
            if len(literals) < CALLS[word]:
                self.expect(",")
        comments = self.translator_comments(line)
        if word == "tr":
            self.messages.append((None, literals[0], None, line, comments))
        elif word == "trn":
            self.messages.append((None, literals[0], literals[1], line, comments))
        else:
            self.messages.append((literals[0], literals[1], None, line, comments))


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    parts = escaped.split("\n")
    if len(parts) == 1:
        return f'"{escaped}"'
    pieces = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join(f'"{p}"' for p in pieces)


def is_format(text):
    return "%" in text


HEADER = """# Larder's messages for translators.
# This file is distributed under the same license as the larder package.
#
msgid ""
msgstr ""
"Project-Id-Version: larder {version}\\n"
"Report-Msgid-Bugs-To: {bugs}\\n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"
"Language-Team: LANGUAGE <LL@li.org>\\n"
"Language: \\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

"""


def main(arguments):
    options = {"--package-version": "", "--bugs": ""}
    files = []
    arguments = list(arguments)
    while arguments:
        argument = arguments.pop(0)
        if argument in options:
            options[argument] = arguments.pop(0)
        else:
            files.append(argument)
    entries = {}
    order = []
    failed = False
    for path in files:
        with open(path, encoding="utf-8") as handle:
            scanner = Scanner(path, handle.read())
        try:
            scanner.scan()
        except ExtractError as error:
            print(f"extract-messages: {error}", file=sys.stderr)
            failed = True
            continue
        for context, msgid, plural, line, comments in scanner.messages:
            if msgid == "":
                print(f"extract-messages: {path}:{line}: an empty message", file=sys.stderr)
                failed = True
                continue
            key = (context, msgid)
            if key not in entries:
                entries[key] = {"plural": plural, "refs": [], "comments": []}
                order.append(key)
            entry = entries[key]
            if entry["plural"] != plural:
                print(f"extract-messages: {path}:{line}: {msgid!r} has two plural forms in the sources", file=sys.stderr)
                failed = True
            entry["refs"].append(f"{path}:{line}")
            if comments and comments not in entry["comments"]:
                entry["comments"].append(comments)
    if failed:
        return 1
    out = [HEADER.format(version=options["--package-version"], bugs=options["--bugs"])] if options["--package-version"] else []
    for context, msgid in order:
        entry = entries[(context, msgid)]
        for comment in entry["comments"]:
            out.append(f"#. {comment}")
        refs = entry["refs"]
        for start in range(0, len(refs), 3):
            out.append("#: " + " ".join(refs[start:start + 3]))
        if is_format(msgid) or (entry["plural"] and is_format(entry["plural"])):
            out.append("#, objc-format")
        if context is not None:
            out.append(f"msgctxt {po_string(context)}")
        out.append(f"msgid {po_string(msgid)}")
        if entry["plural"] is not None:
            out.append(f"msgid_plural {po_string(entry['plural'])}")
            out.append('msgstr[0] ""')
            out.append('msgstr[1] ""')
        else:
            out.append('msgstr ""')
        out.append("")
    sys.stdout.write("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
