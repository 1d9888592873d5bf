#!/usr/bin/env bash
# Checks that the tests catch broken layout rules: applies, one at a time, small changes to the
# engine's rules (a comparison flipped, a gap dropped, start and end swapped, a step skipped),
# runs the engine's tests and the browser conformance tests against each, and lists every change
# that no test catches. A selection, not every operator: about 40 seconds per change on 2 cores.
#
#   Scripts/mutation-check.sh            # every change below
#   Scripts/mutation-check.sh 3 7        # changes 3 and 7 only
#
# Each change is restored as soon as its tests have run, and on exit, whatever happens. Exits 1
# when some change survives. Not run by CI: it takes about twelve minutes.
set -euo pipefail
cd "$(dirname "$0")/.."

engine=Sources/FlowLayoutEngine
# Each change, in four strings: the file, the text to find (exactly once; \n for a new line), what
# replaces it, and what it breaks.
changes=(
  "LineBreaking/BreakLines.swift"
  "forcedBreak || lineIsFull || !(end <= limit)"
  "forcedBreak || lineIsFull || !(end < limit)"
  "an item that exactly fills a line no longer fits"

  "Model/InputPolicy.swift"
  "available + Swift.max(available, 1) * 1e-9"
  "available"
  "no tolerance for rounding when content fits"

  "Layout/LayoutConstants.swift"
  "lineSpacing ?? Swift.max(spacingAfter, spacingBefore)"
  "lineSpacing ?? Swift.min(spacingAfter, spacingBefore)"
  "lines keep the smaller of their facing preferences"

  "Layout/LayoutConstants.swift"
  "return spacing + lineSeparator + spacing"
  "return spacing + lineSeparator"
  "the line spacing after a line separator is dropped"

  "Layout/LayoutConstants.swift"
  "    crossOffset + thickness + gap"
  "    crossOffset + thickness"
  "the gap between packed lines is dropped"

  "Layout/Measuring/ItemMeasurer.swift"
  "fixedGap = separatorMain.map { spacing + \$0 + spacing } ?? spacing"
  "fixedGap = separatorMain.map { spacing + \$0 } ?? spacing"
  "the item spacing after an item separator is dropped"

  "Model/ItemAlignment.swift"
  "    case .center: 0.5\n    case .end: 1"
  "    case .center: 0.5\n    case .end: 0"
  "end alignment sits at the start"

  "Layout/SpaceDistribution.swift"
  "case .end: return SpaceDistribution(leading: freeSpace, between: 0)"
  "case .end: return SpaceDistribution(leading: 0, between: 0)"
  "end justification packs at the start"

  "Layout/SizeLines.swift"
  "let resized = completeLine(&line, endsParagraph: end == itemCount || records[end].breakBefore)"
  "let resized = false"
  "the general steps skip completing a line"

  "Layout/StreamLines.swift"
  "    if constants.isOversized(itemCount: endFrame - open.first, main: main) {"
  "    if false, constants.isOversized(itemCount: endFrame - open.first, main: main) {"
  "the streaming loop no longer offers an oversized item the line's length"

  "Layout/GrowItems.swift"
  "      for grower in growers where !grower.frozen { weights += grower.flexibility.grow }"
  "      for grower in growers where !grower.frozen { weights += 1 }"
  "growing items share free space equally, whatever their weights"

  "Layout/BaselineGroups.swift"
  "    let reversed = wrap == .reverse"
  "    let reversed = false"
  "baselines ignore reverse wrapping"

  "Layout/LayoutConstants.swift"
  "    return spreads ? Swift.max(longestLine, available) : longestLine"
  "    return longestLine"
  "a justified flow hugs its content instead of filling the proposal"

  "Incremental/FlowHitTester.swift"
  "    let beforeMiddle = itemsAscend ? main(point) < middle : main(point) > middle"
  "    let beforeMiddle = main(point) < middle"
  "a drop right of an item's middle inserts before it in a right-to-left flow"

  "Layout/Line.swift"
  "    cross = cross > record.cross ? cross : record.cross"
  "    cross = record.cross"
  "a line is as thick as its last item, not its thickest"

  "Layout/Line.swift"
  "    crossOffset + Swift.max(cross - thickness, 0) * share"
  "    crossOffset + (cross - thickness) * share"
  "an item thicker than its line is pushed before the line's start"

  "Layout/BaselineGroups.swift"
  "    return baseline == .first"
  "    return true"
  "last-baseline items sit at the line's cross-start edge"

  "Layout/LineBuildingPath.swift"
  "    return constants.minLines == 1 ? .staged : .recorded"
  "    return .staged"
  "a minimum line count takes the staged records, which do not narrow the lines"
)

selected=("$@")
[ ${#selected[@]} -gt 0 ] || selected=($(seq 1 $((${#changes[@]} / 4))))

backup=""
restore() { [ -z "$backup" ] || cp "$backup" "$target"; }
trap restore EXIT

# Replaces the only occurrence of $2 with $3 in file $1; fails if there is not exactly one.
replace() {
  python3 - "$1" "$2" "$3" <<'PYTHON'
import sys
path, old, new = sys.argv[1], sys.argv[2].replace("\\n", "\n"), sys.argv[3].replace("\\n", "\n")
text = open(path).read()
if text.count(old) != 1:
    sys.exit(f"{path}: the text to change occurs {text.count(old)} times, not once")
open(path, "w").write(text.replace(old, new))
PYTHON
}

swift build --build-tests >/dev/null
survivors=0
for number in "${selected[@]}"; do
  first=$(((number - 1) * 4))
  file=${changes[$first]} old=${changes[$first + 1]} new=${changes[$first + 2]}
  what=${changes[$first + 3]}
  target="$engine/$file"
  backup="$(mktemp)"
  cp "$target" "$backup"
  replace "$target" "$old" "$new"
  if ! swift build --build-tests >/dev/null 2>&1; then
    verdict="does not compile"
  elif swift test --skip-build --filter "FlowLayoutEngineTests|BrowserConformanceTests" \
    >/dev/null 2>&1; then
    verdict="SURVIVES: no test fails"
    survivors=$((survivors + 1))
  else
    verdict="caught"
  fi
  restore
  rm -f "$backup"
  backup=""
  echo "$number. $what ($file): $verdict"
done
swift build --build-tests >/dev/null
echo "${#selected[@]} changes, $survivors not caught."
[ "$survivors" -eq 0 ]
