#!/usr/bin/env python3
"""Lays out generated cases in headless Chromium and writes them as test fixtures.

Usage: chromium.py cases.jsonl fixtures.jsonl [--chromium PATH] [--per-page N]

Each case becomes an absolutely positioned, hidden (`visibility: hidden`, so nothing is painted)
flex container; a script reads every item's frame relative to its container with
getBoundingClientRect and writes the results into the page, which `--dump-dom` prints. Each
fixture line is the case with the request's "bounds" set to the browser's container size and
"expected": {"frames": [[x, y, width, height], ...]}.
"""
import argparse
import html
import json
import os
import re
import subprocess
import tempfile

# The style of every container and item; the cases add their own.
STYLE = """
<style>
body { margin: 0 }
body > div { display: flex; position: absolute; left: 0; top: 0; visibility: hidden;
             box-sizing: border-box; padding: 0; border: 0 }
body > div > div { box-sizing: border-box; min-width: 0; min-height: 0; padding: 0; border: 0 }
</style>
"""

SCRIPT = """
<script>
const results = [];
for (const container of document.querySelectorAll('body > div')) {
  const box = container.getBoundingClientRect();
  const frames = [...container.children].map(item => {
    const r = item.getBoundingClientRect();
    return [r.left - box.left, r.top - box.top, r.width, r.height];
  });
  results.push({size: [box.width, box.height], frames});
}
document.body.innerHTML = '<pre id="results">' + JSON.stringify(results) + '</pre>';
</script>
"""


def page(cases):
    body = "".join(
        f'<div style="{html.escape(case["css"]["container"])}">'
        + "".join(f'<div style="{html.escape(item)}"></div>' for item in case["css"]["items"])
        + "</div>"
        for case in cases)
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'>{STYLE}</head><body>{body}{SCRIPT}</body></html>"


def lay_out(cases, chromium):
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as file:
        file.write(page(cases))
        path = file.name
    try:
        dom = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
             "--force-device-scale-factor=1", "--window-size=1200,800", "file://" + path],
            capture_output=True, text=True, check=True, timeout=300).stdout
    finally:
        os.unlink(path)
    match = re.search(r'<pre id="results">(.*?)</pre>', dom, re.S)
    return json.loads(html.unescape(match.group(1)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases")
    parser.add_argument("fixtures")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium"))
    parser.add_argument("--per-page", type=int, default=1000)
    arguments = parser.parse_args()
    with open(arguments.cases) as file:
        cases = [json.loads(line) for line in file if line.strip()]
    with open(arguments.fixtures, "w") as out:
        for start in range(0, len(cases), arguments.per_page):
            batch = cases[start:start + arguments.per_page]
            for case, result in zip(batch, lay_out(batch, arguments.chromium)):
                width, height = result["size"]
                case["request"]["bounds"] = {"width": width, "height": height}
                case["expected"] = {"frames": result["frames"]}
                out.write(json.dumps(case, separators=(",", ":"), ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
