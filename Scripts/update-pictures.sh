#!/usr/bin/env bash
# Draws the README's and the documentation's pictures with the project's own previewer.
# Run after changing the layout or the SVG renderer; CI fails when the pictures are out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product flowlayout >/dev/null
flowlayout=".build/debug/flowlayout"
pictures="Documentation/Pictures"
mkdir -p "$pictures"

tags=(SwiftUI Layout FlowLayout sizeThatFits placeSubviews "Een flowlayout bouwen" terugloop
  "Układ przepływowy" 流式布局 换行 "Mise en page fluide" étiquettes "🏷️ tags" ✨)

for width in 240 360 600; do
  "$flowlayout" render "${tags[@]}" --format svg --width "$width" >"$pictures/chips-$width.svg"
done
"$flowlayout" render "${tags[@]}" --format svg --width 360 --justification center \
  >"$pictures/chips-360-centered.svg"
"$flowlayout" render "${tags[@]}" --format svg --width 360 --justification spaceBetween \
  --last-line-justification start >"$pictures/chips-360-justified.svg"
"$flowlayout" render "${tags[@]}" --format svg --width 360 --rtl >"$pictures/chips-360-rtl.svg"
for breaking in greedy balanced minimumRaggedness; do
  "$flowlayout" render "${tags[@]}" --format svg --width 420 --line-breaking "$breaking" \
    >"$pictures/chips-420-$breaking.svg"
done
"$flowlayout" render "${tags[@]}" --format svg --width 900 --line-breaking balanced \
  --min-lines 3 --justification center >"$pictures/chips-900-balanced-3-lines.svg"
"$flowlayout" render "${tags[@]}" --format svg --width 420 --item-spacing 6 --separator \
  --line-separator >"$pictures/chips-420-separators.svg"
# The documentation's picture of a reorder insertion point.
"$flowlayout" render "${tags[@]}" --format svg --width 360 --drop-at 150,50 \
  >Sources/FlowLayoutEngine/FlowLayoutEngine.docc/Resources/reorder-insertion.svg
