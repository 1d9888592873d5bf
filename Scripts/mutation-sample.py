#!/usr/bin/env python3
"""Picks random operator changes, for Scripts/mutation-check.sh --sample.

Usage: mutation-sample.py N SEED
Prints N changes, one per line, as tab-separated fields: the file, the line number, the line as it
is, the line as changed, the kind of change and the area it is in. The kinds, in the manner of
cargo-mutants: a comparison flipped, + and - swapped, min and max swapped, true and false
swapped, and a statement dropped. The changes are spread evenly over four areas (see AREAS): the
engine's layout rules, its incremental and self-sizing flows, the models of the SwiftUI flows and
of the collection view layout, and the previewer. Comments, lines with string literals, code that
builds only on Apple platforms and the self-checks compiled in only under
FLOWLAYOUT_INTERNAL_CHECKS are left alone.
"""
import pathlib
import random
import re
import sys

# Each area: its name, the folders it takes files from, and the folders within them it leaves.
AREAS = [
    ("engine", ["Sources/FlowLayoutEngine"], ["Incremental", "SelfSizing"]),
    (
        "incremental",
        ["Sources/FlowLayoutEngine/Incremental", "Sources/FlowLayoutEngine/SelfSizing"],
        [],
    ),
    ("models", ["Sources/SwiftFlowLayout", "Sources/FlowCollectionLayout"], ["SwiftUI", "Platform"]),
    ("previewer", ["Sources/FlowLayoutPreviewer"], []),
]
COMPARISONS = {"<=": ">", ">=": "<", "==": "!=", "!=": "==", "<": ">=", ">": "<="}
COMPARISON = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
ARITHMETIC = re.compile(r"(?<=\s)([+-])(?=\s)")
EXTREMES = re.compile(r"\b(min|max)\(")
BOOLEANS = re.compile(r"\b(true|false)\b")
# A statement that changes something: an assignment, an update or a call of a mutating method.
STATEMENT = re.compile(r"^\s*[\w.\[\]]+\s([+\-*/]?=)\s|^\s*[\w.]+\.(append|remove\w*|insert)\(")


def sites(path):
    """Every change that can be made to the file at `path`."""
    text = path.read_text()
    # Code for Apple's frameworks does not build here, so no test could catch a change to it.
    if "#if canImport(SwiftUI)" in text or "#if canImport(UIKit)" in text:
        return
    checks = False
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("#if FLOWLAYOUT_INTERNAL_CHECKS"):
            checks = True
        if checks:
            if stripped.startswith("#endif"):
                checks = False
            continue
        if stripped.startswith("//") or '"' in line or stripped.startswith("@"):
            continue
        for match in COMPARISON.finditer(line):
            new = COMPARISONS[match.group(1)]
            yield number, line, line[: match.start()] + new + line[match.end():], "comparison"
        for match in ARITHMETIC.finditer(line):
            new = "-" if match.group(1) == "+" else "+"
            yield number, line, line[: match.start()] + new + line[match.end():], "arithmetic"
        for match in EXTREMES.finditer(line):
            new = "max" if match.group(1) == "min" else "min"
            yield number, line, line[: match.start(1)] + new + line[match.end(1):], "min/max"
        for match in BOOLEANS.finditer(line):
            new = "false" if match.group(1) == "true" else "true"
            yield number, line, line[: match.start()] + new + line[match.end():], "boolean"
        if STATEMENT.match(line) and not stripped.startswith(("let ", "var ", "return")):
            indent = line[: len(line) - len(line.lstrip())]
            yield number, line, indent + "_ = ()", "statement dropped"


def files(folders, left):
    """The Swift files under `folders`, but for those in their subfolders named in `left`."""
    for folder in map(pathlib.Path, folders):
        for path in sorted(folder.rglob("*.swift")):
            if not set(path.relative_to(folder).parts[:-1]) & set(left):
                yield path


def main():
    count, seed = int(sys.argv[1]), int(sys.argv[2])
    generator = random.Random(seed)
    for index, (area, folders, left) in enumerate(AREAS):
        candidates = [(str(path), *site) for path in files(folders, left) for site in sites(path)]
        share = count // len(AREAS) + (index < count % len(AREAS))
        for file, number, old, new, kind in generator.sample(candidates, share):
            print("\t".join([file, str(number), old, new, kind, area]))


if __name__ == "__main__":
    main()
