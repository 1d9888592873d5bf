#!/usr/bin/env python3
"""Draws ns per item against the number of items, on log-log axes, as a self-contained SVG.

Usage: plot-benchmarks.py OUT.svg RESULTS.json [MORE.json ...]
Each JSON file maps a series name to {item count: ns per item}, as written by
`flowlayout-bench --json` and `Scripts/compare-yoga-taffy.py --json`.
"""
import json
import math
import sys

COLOURS = ["#2563eb", "#ea580c", "#16a34a", "#9333ea", "#ca8a04", "#e11d48", "#0891b2", "#4b5563"]
WIDTH, HEIGHT = 800, 420
# The right margin holds the legend: room for names of about 34 characters.
LEFT, RIGHT, TOP, BOTTOM = 70, 280, 30, 50


def main():
    output, inputs = sys.argv[1], sys.argv[2:]
    series = {}
    for path in inputs:
        with open(path) as file:
            for name, points in json.load(file).items():
                series[name] = {int(n): float(ns) for n, ns in points.items()}
    counts = sorted({n for points in series.values() for n in points})
    values = [ns for points in series.values() for ns in points.values() if ns > 0]
    x_low, x_high = math.log10(min(counts)), math.log10(max(counts))
    y_low, y_high = math.floor(math.log10(min(values))), math.ceil(math.log10(max(values)))
    plot_width, plot_height = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(n):
        return LEFT + (math.log10(n) - x_low) / max(x_high - x_low, 1e-9) * plot_width

    def y(ns):
        return TOP + (y_high - math.log10(ns)) / max(y_high - y_low, 1e-9) * plot_height

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" '
             f'font-size="12"><rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>']
    for exponent in range(y_low, y_high + 1):
        level = y(10 ** exponent)
        parts.append(f'<line x1="{LEFT}" y1="{level:.1f}" x2="{LEFT + plot_width}" y2="{level:.1f}" '
                     f'stroke="#e4e4e7"/><text x="{LEFT - 8}" y="{level + 4:.1f}" '
                     f'text-anchor="end">{10 ** exponent:g}</text>')
    for n in counts:
        parts.append(f'<line x1="{x(n):.1f}" y1="{TOP}" x2="{x(n):.1f}" y2="{TOP + plot_height}" '
                     f'stroke="#f4f4f5"/><text x="{x(n):.1f}" y="{TOP + plot_height + 18}" '
                     f'text-anchor="middle">{n:,}</text>')
    parts.append(f'<text x="{LEFT + plot_width / 2}" y="{HEIGHT - 10}" text-anchor="middle">items</text>')
    parts.append(f'<text x="16" y="{TOP + plot_height / 2}" text-anchor="middle" '
                 f'transform="rotate(-90 16 {TOP + plot_height / 2})">ns per item (log)</text>')
    for index, (name, points) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        # Past the last colour, the colours come round again, dashed, so that no two series look alike.
        dash = ' stroke-dasharray="6 3"' if index >= len(COLOURS) else ""
        path = " ".join(f"{'M' if i == 0 else 'L'}{x(n):.1f},{y(points[n]):.1f}"
                        for i, n in enumerate(sorted(points)))
        parts.append(f'<path d="{path}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>')
        for n in points:
            parts.append(f'<circle cx="{x(n):.1f}" cy="{y(points[n]):.1f}" r="3" fill="{colour}"/>')
        legend = TOP + 14 + index * 20
        parts.append(f'<line x1="{WIDTH - RIGHT + 16}" y1="{legend - 4}" x2="{WIDTH - RIGHT + 36}" '
                     f'y2="{legend - 4}" stroke="{colour}" stroke-width="2"{dash}/>'
                     f'<text x="{WIDTH - RIGHT + 42}" y="{legend}">{name}</text>')
    parts.append("</svg>\n")
    with open(output, "w") as file:
        file.write("".join(parts))


if __name__ == "__main__":
    main()
