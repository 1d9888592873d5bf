#!/usr/bin/env python3
"""Generates reproducible random flex-wrap layout cases, each as CSS and as a request in the
JSON contract of `flowlayout layout`.

Usage: generate.py [--seed S] [--count N] [--item-model | --balance] > cases.jsonl

With --item-model, every item also has a basis or not, an explicit least and greatest length
along the line (the least sometimes above the greatest), sometimes its own alignment
(`align-self`), and `flex-shrink: 1`, so that an item alone
on a line and longer than it shrinks as far as its least length allows; containers have a
definite length along their lines.

With --balance, containers balance their lines (`flex-wrap: balance`), often with a line count
(`flex-line-count`), at a definite width or at `max-content`; items are fixed boxes of a few round
lengths, zero among them, so that many breakings cost the same and the tie-break shows.

Each output line is {"id", "autoHeight", "css": {"container", "items"}, "request": {...}}. The CSS
adds to the style every container and item gets (chromium.py's STYLE).
Every length is a multiple of 1/64 px, the unit Chromium lays out in, so that both sides see
exactly the same sizes. The request has no "bounds" yet: the browser's container size becomes
the bounds (see chromium.py). docs: Conformance/README.md.
"""
import argparse
import json
import random

JUSTIFY = {
    "start": "flex-start", "center": "center", "end": "flex-end",
    "spaceBetween": "space-between", "spaceAround": "space-around", "spaceEvenly": "space-evenly",
}
ALIGN_ITEMS = {
    "start": "flex-start", "center": "center", "end": "flex-end", "stretch": "stretch",
    "firstTextBaseline": "baseline", "lastTextBaseline": "last baseline",
}
ALIGN_CONTENT = dict(JUSTIFY, stretch="stretch")


def item_alignments(axis, direction, wrap):
    """The item alignments a case may use. In a column, where an item's inline axis is the cross
    axis, the engine aligns on a baseline as on `start`, as css-flexbox-1 says `baseline` does
    there; Chromium lines up the items' left edges instead, with a last-baseline group at the
    cross-end edge (Conformance/README.md). Both agree on first baselines where the cross-start
    edge is the left one, so columns use no others."""
    if axis == "horizontal":
        return list(ALIGN_ITEMS)
    left_is_start = (direction == "leftToRight") == (wrap == "forward")
    return [name for name in ALIGN_ITEMS
            if name != "lastTextBaseline" and (name != "firstTextBaseline" or left_is_start)]


def safe(value):
    """CSS's `safe` applies to positions (start, center, end); the space-* distributions and
    stretch already fall back safely when there is no free space."""
    return f"safe {value}" if value in ("flex-start", "center", "flex-end") else value


def length(rng, low, high, fractional):
    """A length in [low, high], whole or in 1/64 steps."""
    if fractional:
        value = rng.randint(low * 64, high * 64) / 64
        return int(value) if value == int(value) else value
    return rng.randint(low, high)


def px(value):
    return f"{value:g}px" if value == int(value) else f"{value!r}px"


def add_cross(css, request, cross_prop, cross, flexible, cross_max):
    """An item's size across the line: fixed, or at least `cross` and at most `cross_max` (None
    for no maximum), which stretching can grow."""
    if flexible:
        css += [f"{cross_prop}:auto", f"min-{cross_prop}:{px(cross)}"]
        request["max" + cross_prop.capitalize()] = cross_max
        if cross_max is not None:
            css.append(f"max-{cross_prop}:{px(cross_max)}")
    else:
        css.append(f"{cross_prop}:{px(cross)}")


def make_items(rng, axis, main_size, fractional):
    """Random items as CSS and as request items: zero-size, oversized, growing (with or without a
    maximum), and with a flexible cross size that stretching can grow."""
    main_prop, cross_prop = ("width", "height") if axis == "horizontal" else ("height", "width")
    items, requests = [], []
    for _ in range(rng.randint(0, 12)):
        main = length(rng, 0, 120, fractional)
        cross = length(rng, 0, 40, fractional)
        roll = rng.random()
        if roll < 0.08:
            main = cross = 0
        elif roll < 0.16 and main_size is not None:
            main = main_size + length(rng, 1, 60, fractional)  # wider than the container
        grow = rng.choice([1, 2, 3]) if rng.random() < 0.2 else 0
        main_max = None
        if grow and rng.random() < 0.5:
            main_max = main + length(rng, 0, 60, fractional)
        flexible_cross = rng.random() < 0.3
        cross_max = cross + length(rng, 0, 30, fractional) if flexible_cross and rng.random() < 0.5 else None

        css = [f"flex:{grow} 0 auto", f"{main_prop}:{px(main)}"]
        request = {main_prop: main, cross_prop: cross}
        if grow:
            request["grow"] = grow
            request["max" + main_prop.capitalize()] = main_max
            if main_max is not None:
                css.append(f"max-{main_prop}:{px(main_max)}")
        add_cross(css, request, cross_prop, cross, flexible_cross, cross_max)
        items.append(";".join(css))
        requests.append(request)

    return items, requests


def make_model_items(rng, axis, main_size, fractional, alignments):
    """Random items of the full item model: a basis or none, explicit least and greatest lengths
    along the line, growing or not, shrinking only when alone on a line and too long for it."""
    main_prop, cross_prop = ("width", "height") if axis == "horizontal" else ("height", "width")
    items, requests = [], []
    for _ in range(rng.randint(0, 12)):
        main = length(rng, 0, 120, fractional)
        cross = length(rng, 0, 40, fractional)
        basis = length(rng, 0, 140, fractional) if rng.random() < 0.5 else None
        if basis is not None and main_size is not None and rng.random() < 0.1:
            basis = main_size + length(rng, 1, 60, fractional)  # longer than the line
        least = rng.choice([0, length(rng, 0, 80, fractional), main])
        greatest = rng.choice([None, length(rng, 0, 160, fractional), main + length(rng, 0, 60, fractional)])
        grow = rng.choice([1, 2, 3, 0.5]) if rng.random() < 0.4 else 0
        flexible_cross = rng.random() < 0.3
        cross_max = cross + length(rng, 0, 30, fractional) if flexible_cross and rng.random() < 0.5 else None

        css = [f"flex:{grow} 1 {'auto' if basis is None else px(basis)}", f"{main_prop}:{px(main)}",
               f"min-{main_prop}:{px(least)}"]
        if greatest is not None:
            css.append(f"max-{main_prop}:{px(greatest)}")
        request = {main_prop: main, cross_prop: cross, "min" + main_prop.capitalize(): least,
                   "max" + main_prop.capitalize(): greatest}
        if basis is not None:
            request["basis"] = basis
        if grow:
            request["grow"] = grow
        add_cross(css, request, cross_prop, cross, flexible_cross, cross_max)
        if rng.random() < 0.3:
            alignment = rng.choice(alignments)
            css.append(f"align-self:{safe(ALIGN_ITEMS[alignment])}")
            request["alignment"] = alignment
        items.append(";".join(css))
        requests.append(request)
    return items, requests


def make_balance_items(rng, axis, main_size, fractional, zero=True):
    """Fixed boxes of a few round lengths along the line, zero among them unless `zero` is
    false, some longer than the line: many breakings tie."""
    main_prop, cross_prop = ("width", "height") if axis == "horizontal" else ("height", "width")
    items, requests = [], []
    for _ in range(rng.randint(0, 14)):
        main = rng.choice([0 if zero else 5, 10, 20, 20, 30, 40, 50, length(rng, 1, 90, fractional)])
        if main_size is not None and rng.random() < 0.04:
            main = main_size + length(rng, 1, 40, fractional)
        cross = length(rng, 0, 30, fractional)
        items.append(f"flex:0 0 auto;{main_prop}:{px(main)};{cross_prop}:{px(cross)}")
        requests.append({main_prop: main, cross_prop: cross})
    return items, requests


def make_case(rng, number, mode="basic"):
    item_model, balance = mode == "item-model", mode == "balance"
    axis = rng.choice(["horizontal", "vertical"])
    fractional = rng.random() < 0.3
    main_prop, cross_prop = ("width", "height") if axis == "horizontal" else ("height", "width")
    max_content = (
        not item_model and axis == "horizontal" and rng.random() < (0.25 if balance else 0.08))
    main_size = None if max_content else length(rng, 0, 400, fractional)
    auto_height = axis == "horizontal" and (max_content or rng.random() < 0.3)
    cross_size = None if auto_height else length(rng, 0, 300, fractional)
    item_spacing = length(rng, 0, 12, fractional)
    line_spacing = length(rng, 0, 12, fractional)
    justification = rng.choice(list(JUSTIFY))
    line_alignment = rng.choice(list(ALIGN_CONTENT))
    wrap = "forward" if balance else rng.choice(["forward", "reverse"])
    direction = rng.choice(["leftToRight", "rightToLeft"])
    alignments = item_alignments(axis, direction, wrap)
    item_alignment = rng.choice(alignments)
    line_count = rng.randint(1, 6) if balance and rng.random() < 0.6 else None

    if balance:
        # With a line count, lines narrowed to no length at all can hold any number of items of
        # no length at no cost, where Chromium may make more lines than there are to balance
        # (Conformance/README.md); such items appear only without a line count.
        items, requests = make_balance_items(rng, axis, main_size, fractional, line_count is None)
    elif item_model:
        items, requests = make_model_items(rng, axis, main_size, fractional, alignments)
    else:
        items, requests = make_items(rng, axis, main_size, fractional)
    if wrap == "reverse" and line_alignment not in ("start", "center", "end") and cross_size is not None:
        # With wrap-reverse, CSS's stretch and space-* fall back to flex-start (the bottom, or
        # the trailing side) when the lines overflow, and cannot be made safe. The engine always
        # falls back safely, so give these cases room for every item on its own line.
        room = sum(request[cross_prop] for request in requests) + line_spacing * len(requests)
        cross_size = max(cross_size, room)

    container = [
        f"flex-direction:{'row' if axis == 'horizontal' else 'column'}",
        f"flex-wrap:{'balance' if balance else 'wrap' if wrap == 'forward' else 'wrap-reverse'}",
        f"direction:{'ltr' if direction == 'leftToRight' else 'rtl'}",
        f"justify-content:{safe(JUSTIFY[justification])}",
        f"align-items:{safe(ALIGN_ITEMS[item_alignment])}",
        f"align-content:{safe(ALIGN_CONTENT[line_alignment])}",
        # column-gap separates columns; row-gap separates rows.
        f"column-gap:{px(item_spacing if axis == 'horizontal' else line_spacing)}",
        f"row-gap:{px(line_spacing if axis == 'horizontal' else item_spacing)}",
        f"width:{'max-content' if max_content else px(main_size if axis == 'horizontal' else cross_size)}",
        f"height:{'auto' if auto_height else px(cross_size if axis == 'horizontal' else main_size)}",
    ]

    proposal_main = main_size
    proposal_cross = cross_size
    request = {
        "proposal": {main_prop: proposal_main, cross_prop: proposal_cross},
        "axis": axis, "itemSpacing": item_spacing, "lineSpacing": line_spacing,
        "justification": justification, "itemAlignment": item_alignment,
        "lineAlignment": line_alignment, "wrap": wrap, "layoutDirection": direction,
        "items": requests,
    }
    if balance:
        request["lineBreaking"] = "balanced"
        if line_count is not None:
            container.append(f"flex-line-count:{line_count}")
            request["minLines"] = line_count
    prefix = {"basic": "case", "item-model": "model", "balance": "balance"}[mode]
    return {"id": f"{prefix}-{number}", "autoHeight": auto_height,
            "css": {"container": ";".join(container), "items": items}, "request": request}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=2500)
    kinds = parser.add_mutually_exclusive_group()
    kinds.add_argument("--item-model", action="store_const", dest="mode", const="item-model")
    kinds.add_argument("--balance", action="store_const", dest="mode", const="balance")
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    for number in range(arguments.count):
        case = make_case(rng, number, arguments.mode or "basic")
        print(json.dumps(case, separators=(",", ":")))


if __name__ == "__main__":
    main()
