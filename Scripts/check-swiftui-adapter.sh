#!/usr/bin/env bash
# Type-checks the engine, the SwiftUI adapter, its previews and a client of both for every Apple
# platform that has SwiftUI's Layout (macOS, iOS, tvOS, watchOS, visionOS), and the collection
# view layout (FlowCollectionLayout, on UIKit and AppKit) and a client of it for each platform
# but watchOS, in Swift 6 mode with
# warnings as errors, at SwiftPM's default deployment target, at the Layout minimum and at the
# releases that deprecated `onChange(of:perform:)` (iOS 17, macOS 14, tvOS 17, watchOS 10,
# visionOS 1). This enforces availability, deprecation and actor isolation, which a Linux target
# never checks.
#
# SwiftUI and the Apple SDKs do not exist on Linux, so the check is built from two parts:
# - the toolchain's own standard library, whose module interfaces are retargeted to each Apple
#   platform (their -target changed, availability checking off inside them, their inlinable
#   bodies neither optimized nor type-checked, since only their declarations are checked against,
#   and bodiless @backDeployed attributes, which only the Apple build of the library can hold,
#   dropped);
# - a stand-in of SwiftUI and CoreGraphics (Scripts/SwiftUIStandIn), declared with the
#   availability and isolation of Apple's SDKs.
# The engine only uses the standard library, so it is checked as it is; the adapter is checked
# against the stand-in, which can be only as right as its declarations. The previewer, which
# needs Foundation and the C library, is not checked here.
#
# The collection view layout is checked against stand-ins of Foundation, UIKit and AppKit
# (Scripts/CollectionStandIn), declared the same way.
#
# Last, six controls make sure that the check still catches what it is for: the adapter with
# its @available attributes removed, with its modifiers no longer nonisolated, using a
# conformance below the release that declares it, and calling `onChange` without asking which
# form the platform has, and the collection view layout built for iOS 8 and macOS 10.10, below
# what it calls, must all fail.
#
# With --if-changed, it does nothing when no source of the engine, the adapter or the stand-in has
# changed since it last passed: Scripts/check-api.sh and Scripts/build-documentation.sh read the
# macOS modules and symbol graphs it builds.
set -euo pipefail
# The engine's sources are in folders: ** reaches them all.
shopt -s globstar
cd "$(dirname "$0")/.."

work=.build/apple-platforms
if [ "${1:-}" = --if-changed ] && [ -e "$work/checked" ] &&
  [ -z "$(find Sources/FlowLayoutEngine Sources/SwiftFlowLayout Sources/FlowCollectionLayout \
    Sources/ScrollSimulation Scripts/SwiftUIStandIn Scripts/CollectionStandIn Examples \
    -newer "$work/checked" -print -quit)" ]; then
  exit 0
fi
resources="$work/resources"
cache="$work/module-cache"
toolchain="$(swiftc -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')"

# name, resource directory, triple before and after the version, module file name,
# SwiftPM's default deployment target, Layout's minimum, the release that deprecated
# `onChange(of:perform:)`.
platforms=(
  "macOS macosx x86_64-apple-macosx '' x86_64-apple-macos 10.13 13.0 14.0"
  "iOS iphonesimulator x86_64-apple-ios -simulator x86_64-apple-ios-simulator 12.0 16.0 17.0"
  "tvOS appletvsimulator x86_64-apple-tvos -simulator x86_64-apple-tvos-simulator 12.0 16.0 17.0"
  "watchOS watchsimulator x86_64-apple-watchos -simulator x86_64-apple-watchos-simulator 4.0 9.0 10.0"
  "visionOS xrsimulator x86_64-apple-xros -simulator x86_64-apple-xros-simulator 1.0 1.0 1.0"
)

# The standard library's interfaces, retargeted to an Apple platform.
retarget_standard_library() {
  local directory=$1 triple=$2 module_file=$3
  ln -sfn "$toolchain/shims" "$resources/shims"
  ln -sfn "$toolchain/clang" "$resources/clang"
  for module in Swift _Concurrency _StringProcessing SwiftOnoneSupport; do
    mkdir -p "$resources/$directory/$module.swiftmodule"
    sed -E \
      -e "s/-target x86_64-unknown-linux-gnu/-target $triple -disable-availability-checking/" \
      -e "s/ -O / -Onone -experimental-skip-all-function-bodies /" \
      -e '/^[[:space:]]*@backDeployed\(.*\)[[:space:]]*$/d' \
      "$toolchain/linux/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
      >"$resources/$directory/$module.swiftmodule/$module_file.swiftinterface"
  done
}

# Compiles Swift 6 code for `triple`, failing on any warning; the remaining arguments go to swiftc.
# A whole module at once, in a quarter of the time; on the controls below it reports every error
# that compiling file by file does, and more.
compile() {
  local triple=$1
  shift
  swiftc -target "$triple" -resource-dir "$resources" -module-cache-path "$cache" \
    -Xfrontend -disable-legacy-type-info -swift-version 6 -warnings-as-errors -parse-as-library \
    -wmo "$@"
}

# The package name the package's own modules share, as SwiftPM gives them one.
package=swift_flow_layout

# Emits the stand-in, the engine and the adapter for `triple` into `modules`, then type-checks
# the previews and the client; stops at the first that fails, so that a control never reads a
# module left by an earlier run.
check() {
  local triple=$1 modules=$2 adapter=$3
  mkdir -p "$modules"
  compile "$triple" -emit-module -module-name CoreGraphics -o "$modules/CoreGraphics.swiftmodule" \
    Scripts/SwiftUIStandIn/CoreGraphics.swift || return
  # SwiftUI bridges to UIKit where there is UIKit (UIViewControllerRepresentable).
  if [ "$(ui_of "$triple")" = UIKit ]; then emit_ui_stand_in "$triple" "$modules" || return; fi
  compile "$triple" -emit-module -module-name SwiftUI -o "$modules/SwiftUI.swiftmodule" \
    -I "$modules" Scripts/SwiftUIStandIn/SwiftUI.swift || return
  # The package's own modules see each other's `package` declarations; the client, outside the
  # package, does not.
  compile "$triple" -emit-module -module-name FlowLayoutEngine -package-name "$package" \
    -o "$modules/FlowLayoutEngine.swiftmodule" Sources/FlowLayoutEngine/**/*.swift || return
  compile "$triple" -emit-module -module-name SwiftFlowLayout -package-name "$package" \
    -o "$modules/SwiftFlowLayout.swiftmodule" -I "$modules" \
    -emit-symbol-graph -emit-symbol-graph-dir "$modules" \
    "$adapter"/**/*.swift || return
  compile "$triple" -typecheck -module-name SwiftFlowLayoutPreviews -package-name "$package" \
    -I "$modules" Sources/SwiftFlowLayoutPreviews/*.swift || return
  compile "$triple" -typecheck -module-name AdapterClient -I "$modules" \
    Scripts/SwiftUIStandIn/AdapterClient.swift || return
  check_collection_layout "$triple" "$modules"
}

# Emits the collection view layout for `triple` into `modules`, which holds the engine and
# CoreGraphics's stand-in, against the stand-ins of Foundation and of UIKit (iOS, tvOS,
# visionOS) or AppKit (macOS), and type-checks a client of it; nothing for watchOS, which has
# no collection view.
check_collection_layout() {
  local triple=$1 modules=$2
  [ -n "$(ui_of "$triple")" ] || return 0
  emit_ui_stand_in "$triple" "$modules" || return
  compile "$triple" -emit-module -module-name FlowCollectionLayout -package-name "$package" \
    -o "$modules/FlowCollectionLayout.swiftmodule" -I "$modules" \
    -emit-symbol-graph -emit-symbol-graph-dir "$modules" \
    Sources/FlowCollectionLayout/**/*.swift || return
  compile "$triple" -typecheck -module-name CollectionClient -I "$modules" \
    Scripts/CollectionStandIn/CollectionClient.swift || return
}

# The UI framework of `triple` that has collection views: UIKit (iOS, tvOS, visionOS), AppKit
# (macOS), or nothing (watchOS).
ui_of() {
  case "$1" in
    *-apple-ios* | *-apple-tvos* | *-apple-xros*) echo UIKit ;;
    *-apple-macos*) echo AppKit ;;
    *) echo ;;
  esac
}

# Emits the stand-ins of Foundation and of the UI framework of `triple` into `modules`, which
# holds CoreGraphics's stand-in.
emit_ui_stand_in() {
  local triple=$1 modules=$2 ui
  ui=$(ui_of "$triple")
  compile "$triple" -emit-module -module-name Foundation -o "$modules/Foundation.swiftmodule" \
    -I "$modules" Scripts/CollectionStandIn/Foundation.swift || return
  compile "$triple" -emit-module -module-name "$ui" -o "$modules/$ui.swiftmodule" \
    -I "$modules" "Scripts/CollectionStandIn/$ui.swift"
}

# Type-checks the gallery app (Examples/FlowGallery.swiftpm), an iOS 17 app whose views also
# build for macOS 14, against the modules of `triple` in `modules`.
check_example() {
  local triple=$1 modules=$2
  compile "$triple" -typecheck -module-name FlowGallery -I "$modules" \
    Examples/FlowGallery.swiftpm/Sources/**/*.swift
}

# Checks one platform at each of its deployment targets.
check_platform() {
  local name=$1 directory=$2 prefix=$3 suffix=$4 module_file=$5 default=$6 minimum=$7 newest=$8
  local target
  retarget_standard_library "$directory" "$prefix$default$suffix" "$module_file"
  for target in $(printf '%s\n' "$default" "$minimum" "$newest" | uniq); do
    check "$prefix$target$suffix" "$work/modules/$prefix$target$suffix" Sources/SwiftFlowLayout
    echo "$name $target: the engine, the adapter, its previews and a client type-check."
  done
  case "$name $newest" in
    "iOS 17.0" | "macOS 14.0")
      check_example "$prefix$newest$suffix" "$work/modules/$prefix$newest$suffix"
      echo "$name $newest: the gallery app type-checks."
      ;;
  esac
}

# The platforms in parallel, each with its own standard library built from its interfaces.
mkdir -p "$resources" "$cache"
pids=()
for platform in "${platforms[@]}"; do
  eval "set -- $platform"
  check_platform "$@" >"$work/$1.log" 2>&1 &
  pids+=("$!")
done
failed=0
for index in "${!pids[@]}"; do
  eval "set -- ${platforms[$index]}"
  wait "${pids[$index]}" || failed=1
  cat "$work/$1.log"
done
[ "$failed" -eq 0 ] || exit 1
# When the modules above were last checked, for Scripts/check-api.sh, which reads the macOS ones.
touch "$work/checked"

# The controls, on macOS at SwiftPM's default deployment target unless one names another: each
# must fail, with an error that matches its fourth argument, a regular expression, when given.
expect_failure() {
  local what=$1 adapter=$2 triple=${3:-x86_64-apple-macosx10.13}
  # Modules left by another control's platform would be found by `canImport`.
  rm -rf "$work/control"
  if check "$triple" "$work/control" "$adapter" >"$work/control.log" 2>&1; then
    echo "Error: the check did not notice $what." >&2
    exit 1
  fi
  if [ -n "${4:-}" ] && ! grep -qE "$4" "$work/control.log"; then
    echo "Error: the check failed for another reason than that $what:" >&2
    cat "$work/control.log" >&2
    exit 1
  fi
  echo "Control: the check fails when $what ($(grep -c 'error:' "$work/control.log") errors)."
}
control="$work/control-sources"
make_control() {
  rm -rf "$control"
  cp -R Sources/SwiftFlowLayout "$control"
  sed -i -E "$1" "$control"/SwiftUI/*.swift
}
# The collection view layout below the releases that have what it calls (UIKit's interactive
# movement from iOS 9, AppKit's collection view layouts from macOS 10.11): the check must fail,
# and for that reason.
expect_collection_failure() {
  local triple=$1 modules="$work/control-collection/$1"
  mkdir -p "$modules"
  if {
    compile "$triple" -emit-module -module-name CoreGraphics \
      -o "$modules/CoreGraphics.swiftmodule" Scripts/SwiftUIStandIn/CoreGraphics.swift &&
      compile "$triple" -emit-module -module-name FlowLayoutEngine -package-name "$package" \
        -o "$modules/FlowLayoutEngine.swiftmodule" Sources/FlowLayoutEngine/**/*.swift &&
      check_collection_layout "$triple" "$modules"
  } >"$work/control.log" 2>&1; then
    echo "Error: the check did not notice the collection layout above its availability." >&2
    exit 1
  fi
  if ! grep -q "is only available in" "$work/control.log"; then
    echo "Error: the collection layout failed at $triple for another reason:" >&2
    cat "$work/control.log" >&2
    exit 1
  fi
  echo "Control: the check fails when the collection layout is built for $triple, below what" \
    "it uses ($(grep -c 'is only available in' "$work/control.log") errors)."
}
expect_collection_failure x86_64-apple-ios8.0-simulator
expect_collection_failure x86_64-apple-macosx10.10
make_control '/^[[:space:]]*@available\(/d'
expect_failure "the adapter's declarations lose their availability" "$control" \
  x86_64-apple-macosx10.13 "is only available in"
make_control 's/nonisolated //'
expect_failure "the adapter's modifiers lose their isolation" "$control" \
  x86_64-apple-macosx10.13 "main actor-isolated"
# A conformance newer than the code that uses it: `KeyEquivalent` is Hashable only from iOS 17,
# macOS 14 and tvOS 17, so the keys that put it in a Set must say so; the check must fail, and
# for that reason.
make_control 's/@available\(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, \*\)/@available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)/'
expect_failure "the adapter uses a conformance above its availability" "$control" \
  x86_64-apple-ios16.0-simulator
if ! grep -q "conformance of 'KeyEquivalent' to 'Hashable' is only available in" "$work/control.log"; then
  echo "Error: the adapter failed at iOS 16 for another reason:" >&2
  cat "$work/control.log" >&2
  exit 1
fi
make_control 's/if #available\(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, \*\)/if false/'
expect_failure "the adapter calls a deprecated onChange at macOS 14" "$control" \
  x86_64-apple-macosx14.0 "'onChange\(of:perform:\)' was deprecated"
