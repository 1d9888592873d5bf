#!/usr/bin/env python3
"""Times `flowlayout layout` against a Python round trip of the same JSON, in one run.

Makes a batch of requests (50,000 by default, 20 tags each, one per line) and one request of
2,000,000 tags, then times, each file in turns and three times:
- `flowlayout layout --jsonl` on the batch, and `flowlayout layout` on the single request;
- Python reading the same file with its standard `json` module, laying each request out with a
  trivial greedy loop, and writing the results with `json.dumps`.
Prints the median wall-clock time of each, their ratio, and the peak memory of the CLI.

Usage: compare-json-python.py [--requests N] [--tags N] [--big N] [--binary PATH]
The binary defaults to .build/release/flowlayout (`swift build -c release` first).
"""
import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def make_request(rng, tags):
    return {
        "proposal": {"width": rng.choice([240, 360, 600]), "height": None},
        "itemSpacing": 8,
        "lineSpacing": 8,
        "items": [{"width": rng.randint(30, 120), "height": 28} for _ in range(tags)],
    }


def python_round_trip(path):
    """Reads requests (one per line, or one document), lays each out greedily, writes results."""
    with open(path) as source, open(os.devnull, "w") as sink:
        for line in source:
            request = json.loads(line)
            width = request["proposal"]["width"]
            spacing = request["itemSpacing"]
            x = y = line_height = longest = 0.0
            frames, lines, start = [], [], 0
            for index, item in enumerate(request["items"]):
                w, h = item["width"], item["height"]
                if index > start and x + spacing + w > width:
                    lines.append([start, index])
                    start, y, x = index, y + line_height + spacing, 0.0
                    line_height = 0.0
                elif index > start:
                    x += spacing
                frames.append({"x": x, "y": y, "width": w, "height": h})
                x += w
                longest = max(longest, x)
                line_height = max(line_height, h)
            lines.append([start, len(request["items"])])
            result = {"size": {"width": longest, "height": y + line_height},
                      "frames": frames, "lines": lines, "hiddenCount": 0}
            sink.write(json.dumps(result, separators=(",", ":")) + "\n")


def timed(run, repeats=3):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--requests", type=int, default=50_000)
    parser.add_argument("--tags", type=int, default=20)
    parser.add_argument("--big", type=int, default=2_000_000)
    parser.add_argument("--binary", default=".build/release/flowlayout")
    arguments = parser.parse_args()
    if not os.path.exists(arguments.binary):
        sys.exit(f"{arguments.binary} not found; run `swift build -c release` first")
    rng = random.Random(42)
    folder = tempfile.mkdtemp(prefix="flowlayout-json-")
    batch = os.path.join(folder, "batch.jsonl")
    with open(batch, "w") as file:
        for _ in range(arguments.requests):
            file.write(json.dumps(make_request(rng, arguments.tags)) + "\n")
    # Written item by item, so that this process stays small: a child's peak memory counts the
    # pages it shares with its parent until it starts the program.
    big = os.path.join(folder, "big.json")
    with open(big, "w") as file:
        file.write('{"proposal": {"width": 600, "height": null}, "itemSpacing": 8, '
                   '"lineSpacing": 8, "items": [')
        for index in range(arguments.big):
            separator = ", " if index > 0 else ""
            file.write(f'{separator}{{"width": {rng.randint(30, 120)}, "height": 28}}')
        file.write("]}\n")

    def cli(path, *options):
        with open(os.devnull, "w") as sink:
            subprocess.run([arguments.binary, "layout", path, *options], stdout=sink, check=True)

    print(f"nproc {os.cpu_count()}, {time.strftime('%Y-%m-%d')}; median of 3 runs, seconds")
    for name, path, options in [
        (f"{arguments.requests:,} requests of {arguments.tags} tags "
         f"({os.path.getsize(batch) / 1e6:.0f} MB)", batch, ["--jsonl"]),
        (f"one request of {arguments.big:,} tags ({os.path.getsize(big) / 1e6:.0f} MB)", big, []),
    ]:
        ours = timed(lambda: cli(path, *options))
        theirs = timed(lambda: python_round_trip(path))
        print(f"{name}: flowlayout {ours:.2f}, Python json {theirs:.2f}, "
              f"flowlayout / Python = {ours / theirs:.2f}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak memory of flowlayout (largest run): {peak:.0f} MB")


if __name__ == "__main__":
    main()
