#!/usr/bin/env python3
"""Times Yoga and Taffy on the inputs of flowlayout-bench, measuring the layout call alone.

Optional and not part of the tests: needs `pip install pyyoga stretchable` (Yoga's and Taffy's
Python bindings, from PyPI). The tags are those of flowlayout-bench (the same seeded generator):
widths 30 to 120, 28 high, in a wrapping row container 600 wide with gaps of 8, items not shrinking.

Usage: compare-yoga-taffy.py [--counts 100,1000,10000] [--json FILE]
Prints ns per item, median (minimum) of the runs, like flowlayout-bench.
"""
import argparse
import json
import statistics
import time


def tag_widths(count, seed=42):
    state, widths = seed, []
    for _ in range(count):
        state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        widths.append(30 + ((state >> 33) % 91))
    return widths


def time_yoga(widths, runs):
    """The time of calculate_layout on a freshly built tree, each run."""
    import pyyoga
    times = []
    for _ in range(runs):
        root = pyyoga.Node()
        root.flex_direction = pyyoga.FlexDirection.Row
        root.flex_wrap = pyyoga.Wrap.Wrap
        root.width = 600
        root.set_gap(pyyoga.Gutter.All, 8)
        for width in widths:
            child = pyyoga.Node()
            child.width = width
            child.height = 28
            child.flex_shrink = 0
            root.add_child(child)
        start = time.perf_counter_ns()
        root.calculate_layout()
        times.append(time.perf_counter_ns() - start)
        root.free_recursive()
    return times


def time_taffy(widths, runs):
    """The time of Taffy's layout call on a freshly built tree, each run. stretchable's
    compute_layout also copies every node's layout back into Python, which costs more than the
    layout itself, so the binding's own layout function is called directly."""
    import stretchable.node as binding
    from stretchable import Node
    from stretchable.style import FlexDirection, FlexWrap
    from stretchable.style.geometry.size import SizeAvailableSpace
    space = SizeAvailableSpace.default().to_dict()
    times = []
    for _ in range(runs):
        root = Node(flex_direction=FlexDirection.ROW, flex_wrap=FlexWrap.WRAP, size=(600, None),
                    gap=8)
        for width in widths:
            root.add(Node(size=(width, 28), flex_shrink=0))
        start = time.perf_counter_ns()
        binding.taffylib.node_compute_layout_with_measure(
            binding.taffy._ptr, root._node_id, space, lambda *_: (0.0, 0.0))
        times.append(time.perf_counter_ns() - start)
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", default="100,1000,10000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json")
    arguments = parser.parse_args()
    results = {}
    print("n          engine     median     minimum")
    for count in [int(text) for text in arguments.counts.split(",")]:
        widths = tag_widths(count)
        for name, timer in (("Yoga", time_yoga), ("Taffy", time_taffy)):
            try:
                times = timer(widths, arguments.runs)
            except ImportError as error:
                print(f"{count:<11}{name:<11}not installed ({error.name})")
                continue
            median = statistics.median(times) / count
            minimum = min(times) / count
            results.setdefault(name, {})[count] = median
            print(f"{count:<11}{name:<11}{median:<11.2f}{minimum:.2f}")
    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump(results, file, indent=2)


if __name__ == "__main__":
    main()
