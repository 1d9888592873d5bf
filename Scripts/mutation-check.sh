#!/usr/bin/env bash
# Checks that the tests catch broken layout rules: applies, one at a time, small changes to the
# engine's rules (a comparison flipped, a gap dropped, start and end swapped, a step skipped),
# runs the engine's tests and the browser conformance tests against each, and lists every change
# that no test catches. A selection, not every operator: about 40 seconds per change on 2 cores.
#
#   Scripts/mutation-check.sh                      # every change below
#   Scripts/mutation-check.sh 3 7                  # changes 3 and 7 only
#   Scripts/mutation-check.sh --sample 40 --seed 1 # 40 random operator changes
#
# The sampling mode, in the manner of cargo-mutants, applies changes that
# Scripts/mutation-sample.py picks at random, spread evenly over the engine's layout rules, its
# incremental and self-sizing flows, the models of the SwiftUI flows and the collection view
# layout, and the previewer (a comparison flipped, + and - swapped, min and max swapped, true and
# false swapped, a statement dropped), runs the tests of the modules each change can reach at the
# scale FLOWLAYOUT_TEST_SCALE names (quick unless it says full), and reports how many of those
# that compile the tests catch. A change the tests miss is tried again at the full scale: one
# that only the full scale catches is a case the quick scale must be given. A change listed in
# Scripts/mutation-equivalents.tsv, which gives the same answers as the code it changes (a
# capacity hint, a fast path), is reported with its reason rather than as a survivor.
#
# Each change is restored as soon as its tests have run, and on exit, whatever happens. Exits 1
# when some change survives, or is caught only at the full scale. Not run by CI: a sample of 32
# takes about forty minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."

engine=Sources/FlowLayoutEngine
# Each change, in four strings: the file, the text to find (exactly once; \n for a new line), what
# replaces it, and what it breaks.
changes=(
  "LineBreaking/BreakRule.swift"
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
  "LineBreaking/BreakLines.swift"
  "      if run.holds {"
  "      if false {"
  "greedy breaking places a run that holds by its first item alone"
  "LineBreaking/SegmentSolver.swift"
  "        previous[count] = startsLine ? 0 : -1"
  "        previous[count] = 0"
  "the optimal breakers end lines inside runs that hold"
  "LineBreaking/BreakRule.swift"
  "    return Run(end: end, items: items, length: length, holds: fits(end: length, count: items))"
  "    return Run(end: end, items: items, length: length, holds: true)"
  "a run longer than a line is kept together"
  "LineBreaking/BreakRule.swift"
  "    return start == lastLineStart ? 2 : 1"
  "    return 1"
  "an incremental flow keeps the line before a run cut short by the items it breaks at a time"
)

backup=""
target=""
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

# Replaces line $2 of file $1, which must read $3, with $4.
replace_line() {
  python3 - "$1" "$2" "$3" "$4" <<'PYTHON'
import sys
path, number, old, new = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
lines = open(path).read().split("\n")
if lines[number - 1] != old:
    sys.exit(f"{path}:{number} no longer reads as sampled")
lines[number - 1] = new
open(path, "w").write("\n".join(lines))
PYTHON
}

# The tests that can catch a change in area $1 (of Scripts/mutation-sample.py): the engine's and
# the browser conformance tests for the engine, with the frame simulations for its incremental and
# self-sizing flows, which the lazy flows are built on; the models' own tests and the
# simulations for the models; the previewer's tests for the previewer.
tests_of() {
  case "${1:-engine}" in
    engine) echo "FlowLayoutEngineTests|BrowserConformanceTests" ;;
    incremental) echo "FlowLayoutEngineTests|ScrollSimulationTests" ;;
    models) echo "SwiftFlowLayoutTests|FlowCollectionLayoutTests|ScrollSimulationTests" ;;
    previewer) echo "FlowLayoutPreviewerTests" ;;
  esac
}

# Builds and tests with the change made to $target, and prints the verdict:
# "does not compile", "caught" or "SURVIVES". Tests that run past ten times their usual time
# (five minutes at the quick scale, twenty-five at the full one), as a change that makes a loop
# endless does, are stopped and count as caught. $1 is the area of the change, for the tests to
# run.
verdict() {
  local status=0 limit=300
  [ "${FLOWLAYOUT_TEST_SCALE:-quick}" != full ] || limit=1500
  if ! swift build --build-tests >/dev/null 2>&1; then
    echo "does not compile"
    return
  fi
  timeout "$limit" swift test --skip-build --filter "$(tests_of "${1:-}")" \
    >/dev/null 2>&1 || status=$?
  case $status in
    0) echo "SURVIVES" ;;
    124)
      # `timeout` stops SwiftPM, not the test binary it started, which would go on hanging.
      pkill -f "$PWD/.build/.*swift-flow-layoutPackageTests" || true
      echo "caught (the tests hang)"
      ;;
    *) echo "caught" ;;
  esac
}

# Copies $target aside, to be restored after its change.
keep() {
  backup="$(mktemp)"
  cp "$target" "$backup"
}

# Restores $target and forgets the copy.
put_back() {
  restore
  rm -f "$backup"
  backup=""
}

if [ "${1:-}" = "--sample" ]; then
  [ "$#" -eq 4 ] && [ "$3" = "--seed" ] || {
    echo "usage: Scripts/mutation-check.sh [--sample N --seed S | CHANGE...]" >&2
    exit 64
  }
  swift build --build-tests >/dev/null
  compiled=0 caught=0 equivalent=0 survivors=0 full_only=0
  while IFS=$'\t' read -r file line old new kind area; do
    target=$file
    keep
    replace_line "$file" "$line" "$old" "$new"
    reason=$(python3 - "$file" "$old" "$new" <<'PYTHON'
import csv, sys
file, old, new = sys.argv[1], sys.argv[2].strip(), sys.argv[3].strip()
with open("Scripts/mutation-equivalents.tsv") as table:
    for row in csv.reader(table, delimiter="\t"):
        if row and not row[0].startswith("#") and row[:3] == [file, old, new]:
            print(row[3])
PYTHON
    )
    result=$(verdict "$area")
    if [ "$result" = SURVIVES ] && [ -z "$reason" ] && [ "${FLOWLAYOUT_TEST_SCALE:-quick}" != full ]
    then
      case "$(FLOWLAYOUT_TEST_SCALE=full verdict "$area")" in
        SURVIVES) ;;
        *) result="caught only at the full scale" full_only=$((full_only + 1)) ;;
      esac
    fi
    put_back
    case "$result" in
      "does not compile") ;;
      "caught only at the full scale") compiled=$((compiled + 1)) ;;
      caught*) compiled=$((compiled + 1)) caught=$((caught + 1)) ;;
      SURVIVES)
        compiled=$((compiled + 1))
        if [ -n "$reason" ]; then
          equivalent=$((equivalent + 1)) result="equivalent: $reason"
        else
          survivors=$((survivors + 1))
        fi
        ;;
    esac
    echo "$file:$line ($area, $kind) ${old#"${old%%[![:space:]]*}"} -> ${new#"${new%%[![:space:]]*}"}: $result"
  done < <(python3 Scripts/mutation-sample.py "$2" "$4")
  swift build --build-tests >/dev/null
  echo "$compiled of $2 changes compile; $caught caught, $full_only caught only at the full" \
    "scale, $equivalent equivalent, $survivors not caught."
  [ "$survivors" -eq 0 ] && [ "$full_only" -eq 0 ]
  exit
fi

selected=("$@")
[ ${#selected[@]} -gt 0 ] || selected=($(seq 1 $((${#changes[@]} / 4))))

swift build --build-tests >/dev/null
survivors=0
for number in "${selected[@]}"; do
  first=$(((number - 1) * 4))
  file=${changes[$first]} old=${changes[$first + 1]} new=${changes[$first + 2]}
  what=${changes[$first + 3]}
  target="$engine/$file"
  keep
  replace "$target" "$old" "$new"
  result=$(verdict)
  put_back
  [ "$result" != "SURVIVES" ] || { result="SURVIVES: no test fails"; survivors=$((survivors + 1)); }
  echo "$number. $what ($file): $result"
done
swift build --build-tests >/dev/null
echo "${#selected[@]} changes, $survivors not caught."
[ "$survivors" -eq 0 ]
