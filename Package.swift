// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-flow-layout",
  products: [
    .library(name: "FlowLayoutEngine", targets: ["FlowLayoutEngine"]),
    .library(name: "SwiftFlowLayout", targets: ["SwiftFlowLayout"]),
    .library(name: "FlowCollectionLayout", targets: ["FlowCollectionLayout"]),
    .executable(name: "flowlayout", targets: ["flowlayout"]),
    .executable(name: "flowlayout-bench", targets: ["FlowLayoutBenchmarks"]),
  ],
  targets: [
    .target(name: "FlowLayoutEngine"),
    .target(name: "SwiftFlowLayout", dependencies: ["FlowLayoutEngine"]),
    .target(name: "FlowCollectionLayout", dependencies: ["FlowLayoutEngine"]),
    // Xcode's previews of the SwiftUI types; part of no product, so users never build it.
    .target(name: "SwiftFlowLayoutPreviews", dependencies: ["SwiftFlowLayout"]),
    .target(name: "FlowLayoutPreviewer", dependencies: ["FlowLayoutEngine"]),
    // Lazy flows and the collection view layout scrolled frame by frame, in the order SwiftUI
    // and UIKit call them: what the user sees, for the tests and the benchmark's figures.
    .target(
      name: "ScrollSimulation",
      dependencies: ["FlowLayoutEngine", "SwiftFlowLayout", "FlowCollectionLayout", "SeededRandom"]),
    .executableTarget(name: "flowlayout", dependencies: ["FlowLayoutPreviewer"]),
    // The straightforward dynamic program for optimal line breaking, in C: the optimal
    // breakers' baseline in the benchmark and an independent check of them in the tests.
    .target(name: "BareLineBreaking"),
    // A seeded random number generator, so that random tests, sessions and benchmarks are
    // reproducible; part of no product.
    .target(name: "SeededRandom"),
    // How many rounds the long randomized tests run: quick by default, full in CI's plain pass.
    .target(name: "TestScale"),
    .executableTarget(
      name: "FlowLayoutBenchmarks",
      dependencies: [
        "FlowLayoutEngine", "SwiftFlowLayout", "FlowCollectionLayout", "BareLineBreaking",
        "ScrollSimulation",
      ]),
    .testTarget(
      name: "FlowLayoutEngineTests",
      dependencies: ["FlowLayoutEngine", "BareLineBreaking", "SeededRandom", "TestScale"]),
    .testTarget(
      name: "SwiftFlowLayoutTests", dependencies: ["SwiftFlowLayout", "SeededRandom", "TestScale"]),
    .testTarget(
      name: "FlowCollectionLayoutTests",
      dependencies: ["FlowCollectionLayout", "SeededRandom", "TestScale"]),
    .testTarget(name: "ScrollSimulationTests", dependencies: ["ScrollSimulation", "TestScale"]),
    .testTarget(
      name: "FlowLayoutPreviewerTests", dependencies: ["FlowLayoutPreviewer", "flowlayout"],
      exclude: ["Golden", "Conformance"]),
  ]
)
