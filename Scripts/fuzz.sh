#!/usr/bin/env bash
# Builds the two coverage-guided fuzzers (libFuzzer, with AddressSanitizer) and runs each for a
# bounded time, starting from the corpus in Fuzz/Corpus.
#   Scripts/fuzz.sh            # 30 seconds each, as CI runs them
#   Scripts/fuzz.sh 3600       # an hour each
# A crash leaves its input in .build/fuzz/crash-*; reproduce with .build/fuzz/<fuzzer> <file>.
set -euo pipefail
# The engine's sources are in folders: ** reaches them all.
shopt -s globstar
cd "$(dirname "$0")/.."
seconds="${1:-30}"
out=".build/fuzz"
mkdir -p "$out/modules"
# The engine's self-checks are on: every fuzzed layout is checked against its invariants. The
# modules share a package name, as SwiftPM gives them, for their `package` declarations.
flags=(-sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -DFLOWLAYOUT_INTERNAL_CHECKS
  -package-name swift_flow_layout)

# The engine fuzzer is compiled into the engine's module, while the JSON fuzzer is compiled into
# the previewer's module, over the engine as a library (each compiler uses one core).
swiftc "${flags[@]}" -module-name FlowLayoutEngine Sources/FlowLayoutEngine/**/*.swift \
  Fuzz/EngineFuzzer.swift -o "$out/engine-fuzzer" &
engine_build=$!
swiftc "${flags[@]}" -module-name FlowLayoutEngine -emit-module \
  -emit-module-path "$out/modules/FlowLayoutEngine.swiftmodule" -emit-library -static \
  -o "$out/libFlowLayoutEngine.a" Sources/FlowLayoutEngine/**/*.swift
swiftc "${flags[@]}" -module-name FlowLayoutPreviewer -I "$out/modules" \
  Sources/FlowLayoutPreviewer/*.swift Fuzz/JSONFuzzer.swift "$out/libFlowLayoutEngine.a" \
  -o "$out/json-fuzzer"
wait "$engine_build"

# Let libFuzzer report a trap itself, instead of the Swift runtime's backtracer.
export SWIFT_BACKTRACE=enable=no
# Runs one fuzzer for the time asked; its summary goes to its log.
fuzz() {
  local fuzzer=$1 corpus="$out/corpus-$1"
  mkdir -p "$corpus"
  "$out/$fuzzer-fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/crash-$fuzzer-" -print_final_stats=1 \
    "$corpus" "Fuzz/Corpus/$fuzzer" >"$out/$fuzzer.log" 2>&1
}
# Each fuzzer runs on one core: the two run side by side.
pids=()
for fuzzer in engine json; do
  fuzz "$fuzzer" &
  pids+=("$!")
done
status=0
for index in 0 1; do
  wait "${pids[$index]}" || status=1
done
for fuzzer in engine json; do
  echo "== $fuzzer fuzzer, $seconds seconds"
  grep -E "^(Done|stat::number_of_executed_units|stat::new_units_added|SUMMARY)|ERROR" \
    "$out/$fuzzer.log" || true
done
[ "$status" -eq 0 ] || { echo "A fuzzer failed; see .build/fuzz/*.log and .build/fuzz/crash-*"; exit 1; }
