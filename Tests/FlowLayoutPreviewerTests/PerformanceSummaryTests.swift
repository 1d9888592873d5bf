import Foundation
import Testing

/// The README's performance summary quotes `Documentation/Performance.md`, where the full tables
/// live: every figure of the summary is a figure there, so that neither moves without the other.
@Suite struct PerformanceSummaryTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  /// The rows of the README's performance summary table.
  static func summaryRows() throws -> [Substring] {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.split(separator: "\n## ").first { $0.hasPrefix("Performance\n") })
    return section.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
      .filter { !$0.hasPrefix("| ---") }
  }

  /// The numbers of `text` with a fractional part, such as `1.53` or `0.02`, and those of
  /// microseconds, such as `71 µs`: the measured figures, not the counts of items.
  static func figures(in text: some StringProtocol) -> [String] {
    String(text).matches(of: /(\d+\.\d+)|(\d+)(?= µs)/).map { String($0.output.0) }
  }

  @Test func everySummaryFigureIsInThePerformanceDocument() throws {
    let document = try String(
      contentsOf: Self.root.appendingPathComponent("Documentation/Performance.md"),
      encoding: .utf8)
    let rows = try Self.summaryRows()
    #expect(rows.count >= 6)
    var count = 0
    for row in rows {
      let figure = row.split(separator: "|").last ?? ""
      for number in Self.figures(in: figure) {
        count += 1
        let quoted = document.contains(number)
        #expect(quoted, "the README's \(number) in '\(row)' is not in Performance.md")
      }
    }
    #expect(count >= 15)
  }
}
