#!/usr/bin/env python3
"""Every public declaration in Sources/ and Tools/ has a /// comment (make check runs this).

A declaration counts as documented when the line above it (past any
@attribute lines) is a comment.
"""
import os
import re
import sys

DECLARATION = re.compile(r'(public|open)\s+(final\s+)?(static\s+)?(func|var|let|struct|class|enum|init|protocol|typealias|case|subscript)\b')

missing = []
for root, _, files in (walked for top in ("Sources", "Tools") for walked in os.walk(top)):
    for name in sorted(files):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(root, name)
        lines = open(path, encoding="utf-8").read().split("\n")
        for index, line in enumerate(lines):
            if not DECLARATION.match(line.strip()):
                continue
            above = index - 1
            while above >= 0 and lines[above].strip().startswith("@"):
                above -= 1
            previous = lines[above].strip() if above >= 0 else ""
            if not (previous.startswith("//") or previous.endswith("*/")):
                missing.append(f"{path}:{index + 1}: {line.strip()[:100]}")
if missing:
    print("public declarations without a /// comment:", *missing, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print("docs: every public declaration in Sources/ and Tools/ is documented")
