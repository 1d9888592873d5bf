import FlowLayoutEngine
import Foundation
import Testing

@testable import FlowLayoutPreviewer

/// The engine agrees with Chromium's `display: flex; flex-wrap: wrap` layout on thousands of
/// generated cases (Conformance/README.md). The fixtures were computed by the browser; this test
/// needs none.
@Suite struct BrowserConformanceTests {
  /// Chromium lays out in 1/64 px units and spreads remainders, so frames may differ by that much.
  static let tolerance = 2.0 / 64

  struct Fixture {
    var id: String
    var autoHeight: Bool
    var css: String
    var requestJSON: String
    var expected: [[Double]]
  }

  /// The fixture files: the flex container's settings with fixed and growing items; the full
  /// item model (basis, least and greatest lengths, shrinking a lone item); and balanced lines
  /// (`flex-wrap: balance`, `flex-line-count`).
  static let files = ["fixtures.jsonl", "fixtures-item-model.jsonl", "fixtures-balance.jsonl"]

  static let fixtures: [Fixture] = files.flatMap { file -> [Fixture] in
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Conformance/\(file)")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line -> Fixture? in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let css = object["css"] as? [String: Any],
        let request = object["request"],
        let requestData = try? JSONSerialization.data(withJSONObject: request),
        let expected = (object["expected"] as? [String: Any])?["frames"] as? [[Double]]
      else { return nil }
      let items = (css["items"] as? [String] ?? []).enumerated()
        .map { "  item \($0): \($1)" }.joined(separator: "\n")
      return Fixture(
        id: object["id"] as? String ?? "?", autoHeight: object["autoHeight"] as? Bool ?? false,
        css: "container: \(css["container"] as? String ?? "")\n\(items)",
        requestJSON: String(decoding: requestData, as: UTF8.self), expected: expected)
    }
  }

  @Test func thereAreAtLeastTwoThousandFixturesOfEachKind() {
    #expect(Self.fixtures.count(where: { $0.id.hasPrefix("case-") }) >= 2_000)
    #expect(Self.fixtures.count(where: { $0.id.hasPrefix("model-") }) >= 2_000)
    #expect(Self.fixtures.count(where: { $0.id.hasPrefix("balance-") }) >= 2_000)
  }

  @Test func everyFixtureMatchesTheBrowser() throws {
    var largestDifference = 0.0
    var failures = 0
    for fixture in Self.fixtures {
      let request = try LayoutRequest(json: fixture.requestJSON)
      let result = request.layout()
      var differences = zip(result.frames, fixture.expected).map { frame, expected in
        zip([frame.minX, frame.minY, frame.width, frame.height], expected)
          .map { abs($0 - $1) }.max() ?? 0
      }
      // A container of auto height is exactly as tall as the size that fits says.
      if fixture.autoHeight, let bounds = request.bounds {
        let fitted = request.flow.sizeThatFits(request.items, proposal: request.proposal)
        differences.append(abs(fitted.height - bounds.height))
        if request.proposal.width == nil { differences.append(abs(fitted.width - bounds.width)) }
      }
      let difference = differences.max() ?? 0
      largestDifference = max(largestDifference, difference)
      if result.frames.count != fixture.expected.count || difference > Self.tolerance {
        failures += 1
        if failures <= 5 {
          Issue.record(
            """
            \(fixture.id) differs from Chromium by \(difference) px
            \(fixture.css)
            expected: \(fixture.expected.map { $0.map { number($0) }.joined(separator: " ") })
            actual:   \(result.frames.map { "\(number($0.minX)) \(number($0.minY)) \(number($0.width)) \(number($0.height))" })
            size that fits: \(request.flow.sizeThatFits(request.items, proposal: request.proposal))
            """)
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(Self.fixtures.count) cases differ")
    print(
      "Browser conformance: \(Self.fixtures.count) cases, largest difference \(largestDifference) px"
    )
  }
}
