#!/usr/bin/env python3
"""Checks that every public declaration of the given modules has a documentation comment.

Reads the symbol graphs the compiler writes (`-emit-symbol-graph`) and counts the public symbols
declared in the module's own sources, `Sources/MODULE/`. Symbols the compiler synthesizes
(`!=`, `hashValue`, `init(rawValue:)` and the like) have no source location, and members that
come from other modules (SwiftUI's modifiers on a view, the engine's types in the adapter's graph)
are declared elsewhere: neither is counted. A symbol passes when its comment opens with a summary
line. Prints the coverage of each module, lists what is missing, and exits 1 if anything is.

Usage: Scripts/check-documentation-coverage.py GRAPH.symbols.json...
"""

import json
import sys


def summary(symbol):
    """The first line of a symbol's own documentation comment, or an empty string."""
    lines = (symbol.get("docComment") or {}).get("lines") or []
    return lines[0]["text"].strip() if lines else ""


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    missing_anywhere = False
    for path in paths:
        with open(path) as file:
            graph = json.load(file)
        module = graph["module"]["name"]
        declared = [
            symbol
            for symbol in graph["symbols"]
            if symbol["accessLevel"] in ("public", "open")
            and f"/Sources/{module}/" in symbol.get("location", {}).get("uri", "")
        ]
        missing = [symbol for symbol in declared if not summary(symbol)]
        documented = len(declared) - len(missing)
        print(f"{module}: {documented} of {len(declared)} public declarations documented "
              f"({100 * documented / max(len(declared), 1):.1f}%).")
        for symbol in sorted(missing, key=lambda s: s["location"]["uri"]):
            where = symbol["location"]["uri"].split("/Sources/", 1)[-1]
            line = symbol["location"]["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            print(f"  no summary: {name} ({symbol['kind']['displayName']}, {where}:{line})")
        missing_anywhere = missing_anywhere or bool(missing)
    return 1 if missing_anywhere else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
