#!/usr/bin/env bash
# Draws the README's and the documentation's pictures with the project's own previewer: the
# README's chips, and a picture for every value of every setting, labelled with the setting's
# words in Swift, the command line and JSON, which the Settings article and the README show.
# Run after changing the layout or the SVG renderer; CI runs it and fails when a committed
# picture differs from what the engine draws now.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product flowlayout >/dev/null
flowlayout=".build/debug/flowlayout"
pictures="Documentation/Pictures"
settings="Sources/FlowLayoutEngine/FlowLayoutEngine.docc/Resources/Settings"
mkdir -p "$pictures" "$settings"
rm -f "$settings"/*.svg

tags=(SwiftUI Layout FlowLayout sizeThatFits placeSubviews "Een flowlayout bouwen" terugloop
  "Układ przepływowy" 流式布局 换行 "Mise en page fluide" étiquettes "🏷️ tags" ✨)

"$flowlayout" render "${tags[@]}" --format svg --width 360 >"$pictures/chips-360.svg"
# The documentation's picture of a reorder insertion point.
"$flowlayout" render "${tags[@]}" --format svg --width 360 --drop-at 150,50 \
  >Sources/FlowLayoutEngine/FlowLayoutEngine.docc/Resources/reorder-insertion.svg

# The documentation's picture of keyboard moves across wrapped lines: down twice from the
# middle of the first line, keeping its column, then right past a line's end.
"$flowlayout" render "${tags[@]}" --format svg --width 360 --navigate 1:down,down,right,right \
  >Sources/FlowLayoutEngine/FlowLayoutEngine.docc/Resources/keyboard-moves.svg

# One picture per value of each setting: `picture NAME TAG... -- OPTION...` draws the tags with
# the options, labelled, at 250 pixels unless the options give a width.
picture() {
  local name="$1"
  shift
  local words=()
  while [ "$1" != "--" ]; do
    words+=("$1")
    shift
  done
  shift
  "$flowlayout" render "${words[@]}" --format svg --label --width 250 "$@" \
    >"$settings/$name.svg"
}
chips=(Swift Layout flow wrap "tag chips" lines pills text)
tall=($'two\nlines' short $'three\nline\ntag' chip Swift $'a\nb')

picture axis-horizontal "${chips[@]}" -- --axis horizontal
picture axis-vertical "${chips[@]}" -- --axis vertical --width 130
picture spacing "${chips[@]}" -- --item-spacing 16 --line-spacing 2
for value in start center end spaceBetween spaceAround spaceEvenly; do
  picture "justification-$value" "${chips[@]}" -- --justification "$value"
  picture "last-line-justification-$value" "${chips[@]}" -- --justification spaceBetween \
    --last-line-justification "$value"
done
for value in start center end stretch firstTextBaseline lastTextBaseline; do
  picture "item-alignment-$value" "${tall[@]}" -- --item-alignment "$value"
done
for value in start center end spaceBetween spaceAround spaceEvenly stretch; do
  picture "line-alignment-$value" "${chips[@]}" -- --line-alignment "$value" --cross-size 190
done
picture wrap-forward "${chips[@]}" -- --wrap forward
picture wrap-reverse "${chips[@]}" -- --wrap reverse
picture layout-direction-leftToRight "${chips[@]}" -- --layout-direction leftToRight
picture layout-direction-rightToLeft "${chips[@]}" -- --layout-direction rightToLeft
# Tags that the three breakers break three ways at 250 pixels.
breaking=(pills Swift flow a wrapping breaks Layout text FlowLayout)
for value in greedy balanced minimumRaggedness; do
  picture "line-breaking-$value" "${breaking[@]}" -- --line-breaking "$value"
done
picture min-lines-4 "${chips[@]}" -- --line-breaking balanced --min-lines 4 --width 400
picture max-lines-2 "${chips[@]}" -- --max-lines 2
# Expanded, the collapse control joins the last line as an item would.
picture max-lines-expanded "${chips[@]}" "Show less" --
picture line-count-2 "${chips[@]}" -- --line-count 2
picture max-items-per-line-2 "${chips[@]}" -- --max-items-per-line 2
picture item-separator "${chips[@]}" -- --separator --item-spacing 6
picture line-separator "${chips[@]}" -- --line-separator --line-spacing 6
picture collapses-empty-items-false Swift "" Layout "" "" flow wrap -- --separator --item-spacing 6
picture collapses-empty-items-true Swift "" Layout "" "" flow wrap -- --separator \
  --item-spacing 6 --collapse-empty-items
picture item-grow "${chips[@]}" -- --item 1:grow=1 --item 5:grow=1
picture item-basis "${chips[@]}" -- --item 0:basis=120 --item 3:basis=0,grow=1
picture item-alignment "${tall[@]}" -- --item 1:alignment=start --item 3:alignment=end
picture item-break-before "${chips[@]}" -- --item 2:breakBefore
picture item-keep-with-next "${chips[@]}" -- --item 2:keepWithNext --item 3:keepWithNext
