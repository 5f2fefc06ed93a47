#!/usr/bin/env python3
"""Checks Package.swift against the layer tables of docs/architecture.md (make layers).

The tables under the heading "## Layers" say which layer each target is in,
the folder that layer lives in, which layers and package products it may
import, the arrows allowed besides, and what a target must never reach,
however indirectly. Package.swift's targets come from `swift package
dump-package` (SWIFT names the swift program). Every target must be in one
layer and under its folder, every dependency must be allowed, and no
forbidden target or product may be in a closure. Prints one line per arrow
that breaks the table and exits 1; otherwise prints the layers and exits 0.
Each run first breaks a copy of the package on purpose and checks that the
breach is reported, so a check that has gone blind fails too.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TABLE_FILE = os.path.join(ROOT, "docs", "architecture.md")
EVERY_TEST_TARGET = "every test target"


def names_in(cell):
    """The `code` names of a table cell, in order."""
    return re.findall(r"`([^`]+)`", cell)


def words_in(cell):
    """The plain (not code) comma-separated words of a cell: layer names."""
    plain = re.sub(r"`[^`]+`", "", cell)
    return [word.strip() for word in plain.split(",") if word.strip()]


def read_tables(path):
    """The rows of each table under "## Layers", as lists of cells, table by table."""
    text = open(path, encoding="utf-8").read()
    section = re.search(r"^## Layers\s*$(.*?)(?=^## |\Z)", text, re.M | re.S)
    if not section:
        sys.exit(f"check-layers: {path} has no '## Layers' section")
    tables, rows = [], []
    for line in section.group(1).split("\n"):
        if line.startswith("|"):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", cell) for cell in cells):
                rows.append(cells)
        elif rows:
            tables.append(rows[1:])  # without the header
            rows = []
    if rows:
        tables.append(rows[1:])
    if len(tables) != 3:
        sys.exit(f"check-layers: expected three tables under '## Layers' in {path} (layers, arrows besides, never reaches), found {len(tables)}")
    return tables


def package_targets():
    """Package.swift's targets: name -> (path, type, [dependency names])."""
    swift = os.environ.get("SWIFT") or "swift"
    dump = subprocess.run([swift, "package", "dump-package"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    targets = {}
    for target in json.loads(dump)["targets"]:
        dependencies = []
        for dependency in target.get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            dependencies.append(value[0])
        folder = "Tests" if target["type"] == "test" else "Sources"
        path = target.get("path") or f"{folder}/{target['name']}"
        targets[target["name"]] = (path, target["type"], dependencies)
    return targets


def breaches(tables, targets):
    """Every arrow of targets that the tables do not allow, and the layer of each target."""
    layer_rows, besides_rows, never_rows = tables
    problems = []

    # Which layer each target is in, and what each layer may import.
    layer_of, folder_of, allowed_layers, allowed_products = {}, {}, {}, {}
    every_test_layer = None
    for layer, folder, members, may_import in (row[:4] for row in layer_rows):
        folder_of[layer] = names_in(folder)[0]
        allowed_products[layer] = set(names_in(may_import))
        words = words_in(may_import)
        if any(word.startswith("every layer but") for word in words):
            excluded = {w.strip() for w in re.sub(r"^every layer but ", "", words[0]).split(" and ")}
            words = [row[0] for row in layer_rows if row[0] not in excluded] + words[1:]
        allowed_layers[layer] = set(words)
        for name in names_in(members):
            layer_of[name] = layer
        if EVERY_TEST_TARGET in members:
            every_test_layer = layer
    for name, (_, kind, _) in targets.items():
        if name not in layer_of and kind == "test" and every_test_layer:
            layer_of[name] = every_test_layer
    besides = {(names_in(row[0])[0], names_in(row[1])[0]) for row in besides_rows}

    for name, (path, _, dependencies) in sorted(targets.items()):
        layer = layer_of.get(name)
        if layer is None:
            problems.append(f"{name} is in no layer of {os.path.relpath(TABLE_FILE, ROOT)}")
            continue
        folder = folder_of[layer]
        if os.path.dirname(path) != folder and path != folder:
            problems.append(f"{name} ({layer}) is at {path}, not under {folder}/")
        for dependency in dependencies:
            if dependency in targets:
                to_layer = layer_of.get(dependency)
                allowed = to_layer in allowed_layers[layer] or (name, dependency) in besides
                if to_layer and not allowed:
                    problems.append(f"{name} ({layer}) imports {dependency} ({to_layer}): {layer} may import {', '.join(sorted(allowed_layers[layer])) or 'no layer'}")
            elif dependency not in allowed_products[layer]:
                problems.append(f"{name} ({layer}) uses the product {dependency}, which the {layer} layer may not")

    def closure(name):
        seen, stack = set(), [name]
        while stack:
            for dependency in targets.get(stack.pop(), ("", "", []))[2]:
                if dependency not in seen:
                    seen.add(dependency)
                    stack.append(dependency)
        return seen

    for row in never_rows:
        name, forbidden = names_in(row[0])[0], names_in(row[1])
        if name not in targets:
            problems.append(f"the table names {name}, which Package.swift does not have")
            continue
        reached = closure(name)
        for other in forbidden:
            if other in reached:
                problems.append(f"{name} reaches {other}, which it must never do: {row[2]}")
    return problems, layer_of


def self_test(tables, targets):
    """The check fails where it should: a card parser that imports the store
    (sideways and downwards), and a reader that reaches the store through a
    new dependency, are both reported."""
    broken = {name: (path, kind, list(dependencies)) for name, (path, kind, dependencies) in targets.items()}
    broken["LarderCard"][2].append("LarderStore")
    broken["LarderInterchange"][2].append("LarderActions")
    problems, _ = breaches(tables, broken)
    expected = ["LarderCard (Base) imports LarderStore (Store)", "LarderInterchange (Services) imports LarderActions (Use cases)",
                "LarderInterchange reaches LarderStore", "LarderInterchange reaches GRDB"]
    missed = [line for line in expected if not any(problem.startswith(line) for problem in problems)]
    if missed:
        sys.exit("check-layers: the self-test's broken package was not reported: " + "; ".join(missed))


def main():
    tables = read_tables(TABLE_FILE)
    targets = package_targets()
    self_test(tables, targets)
    problems, layer_of = breaches(tables, targets)
    layer_rows, never_rows = tables[0], tables[2]

    if problems:
        print("layers: Package.swift breaks docs/architecture.md's table:", *problems, sep="\n  ", file=sys.stderr)
        sys.exit(1)
    counts = {}
    for name in targets:
        counts[layer_of[name]] = counts.get(layer_of[name], 0) + 1
    print("layers: " + ", ".join(f"{layer} {counts.get(layer, 0)}" for layer, *_ in layer_rows)
          + f"; {len(targets)} targets, every arrow as docs/architecture.md allows, {len(never_rows)} closures clear")


if __name__ == "__main__":
    main()
