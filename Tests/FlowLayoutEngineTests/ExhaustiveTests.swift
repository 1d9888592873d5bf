import FlowLayoutEngine
import TestScale
import Testing

/// Every sequence of up to six items (five at the quick scale) drawn from a small set of widths,
/// at widths that make exact fits, overflows and single-item lines happen.
@Suite struct ExhaustiveTests {
  static let widths: [Double] = [0, 10, 25, 50]
  static let available: [Double] = [0, 25, 45, 50, 60, 100]

  static func everySequence(upTo count: Int) -> [[Double]] {
    var all: [[Double]] = [[]]
    var current: [[Double]] = [[]]
    for _ in 0..<count {
      current = current.flatMap { prefix in widths.map { prefix + [$0] } }
      all += current
    }
    return all
  }

  @Test(arguments: [0.0, 5.0])
  func everySmallCaseKeepsTheInvariants(spacing: Double) {
    let flow = FlowEngine(itemSpacing: spacing, lineSpacing: spacing, itemAlignment: .start)
    for sequence in Self.everySequence(upTo: TestScale.count(quick: 5, full: 6)) {
      let items = sequence.map { BoxItem(width: $0, height: 10) }
      for width in Self.available {
        let result = flow.layout(items, proposal: ProposedSize(width: width, height: nil))
        expectInvariants(result, itemCount: items.count, available: width, packedGap: spacing)
        // Greedy: a line ends only where the next item would not fit.
        for line in result.lines where line.upperBound < items.count {
          let length = line.reduce(0) { $0 + sequence[$1] + spacing } + sequence[line.upperBound]
          #expect(length > width, "\(sequence) at \(width)")
        }
      }
    }
  }
}
