#!/usr/bin/env python3
"""Picks random operator changes over the engine's sources, for Scripts/mutation-check.sh --sample.

Usage: mutation-sample.py N SEED
Prints N changes, one per line, as tab-separated fields: the file, the line number, the line as it
is, the line as changed, and the kind of change. The kinds, in the manner of cargo-mutants: a
comparison flipped, + and - swapped, min and max swapped, true and false swapped, and a statement
dropped. Comments, lines with string literals and the self-checks compiled in only under
FLOWLAYOUT_INTERNAL_CHECKS are left alone.
"""
import pathlib
import random
import re
import sys

ENGINE = pathlib.Path("Sources/FlowLayoutEngine")
COMPARISONS = {"<=": ">", ">=": "<", "==": "!=", "!=": "==", "<": ">=", ">": "<="}
COMPARISON = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
ARITHMETIC = re.compile(r"(?<=\s)([+-])(?=\s)")
EXTREMES = re.compile(r"\b(min|max)\(")
BOOLEANS = re.compile(r"\b(true|false)\b")
# A statement that changes something: an assignment, an update or a call of a mutating method.
STATEMENT = re.compile(r"^\s*[\w.\[\]]+\s([+\-*/]?=)\s|^\s*[\w.]+\.(append|remove\w*|insert)\(")


def sites(path):
    """Every change that can be made to the file at `path`."""
    lines = path.read_text().splitlines()
    checks = False
    for number, line in enumerate(lines, 1):
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


def main():
    count, seed = int(sys.argv[1]), int(sys.argv[2])
    candidates = [
        (str(path), *site)
        for path in sorted(ENGINE.rglob("*.swift"))
        for site in sites(path)
    ]
    for file, number, old, new, kind in random.Random(seed).sample(candidates, count):
        print("\t".join([file, str(number), old, new, kind]))


if __name__ == "__main__":
    main()
