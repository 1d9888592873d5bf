import SwiftFlowLayout
import Testing

@testable import SwiftFlowLayout

/// The memo behind the SwiftUI types: each subview's record keeps the answers to its latest
/// distinct proposals, most recently used first, in storage reached through pointers.
@Suite struct MeasurementMemoTests {
  /// Proposals a subview may be asked, unspecified lengths, zero and negative zero included.
  static let proposals: [ProposedSize] = [
    .unspecified, .zero, .infinity, ProposedSize(width: 200, height: nil),
    ProposedSize(width: nil, height: 40), ProposedSize(width: -0.0, height: 0),
    ProposedSize(width: 120, height: 80),
  ]

  /// A subview's answer to a proposal, different for every proposal and subview, with a
  /// baseline for some.
  static func answer(of subview: Int, to proposal: ProposedSize) -> ItemDimensions {
    let width = (proposal.width ?? 1_000) + Double(subview)
    let height = (proposal.height ?? 500) + Double(subview) / 2
    return ItemDimensions(
      size: Size(width: width, height: height),
      firstTextBaseline: subview.isMultiple(of: 2) ? height / 2 : nil,
      lastTextBaseline: subview.isMultiple(of: 3) ? height - 1 : nil)
  }

  /// On random questions to random subviews, the memo gives each subview's own answer, and asks
  /// the subview exactly when the proposal is not among its ``MeasurementMemo/capacity`` most
  /// recently asked (a model of the memo as a list kept per subview).
  @Test func answersAsTheSubviewWouldAndAsksOnlyForWhatItForgot() {
    // A fixed sequence of questions (a linear congruential generator), the same on every run.
    var state: UInt64 = 42
    func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let count = 5
    let memo = MeasurementMemo(count: count)
    var recent = [[Int]](repeating: [], count: count)
    for _ in 0..<5_000 {
      let subview = next(below: count)
      let kind = next(below: Self.proposals.count)
      let proposal = Self.proposals[kind]
      var asked = false
      let dimensions = memo.record(of: subview).dimensions(in: proposal) {
        asked = true
        return Self.answer(of: subview, to: proposal)
      }
      #expect(dimensions == Self.answer(of: subview, to: proposal))
      #expect(asked == !recent[subview].contains(kind))
      recent[subview].removeAll { $0 == kind }
      recent[subview].insert(kind, at: 0)
      if recent[subview].count > MeasurementMemo.capacity { recent[subview].removeLast() }
      #expect(memo.answerCount(of: subview) == recent[subview].count)
    }
  }
}
