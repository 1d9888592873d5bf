import FlowLayoutEngine

/// Remembers each subview's answers, so that each subview is asked at most once per distinct
/// proposal in a layout pass, however many times SwiftUI asks the layout for its size.
///
/// A reference type, because the engine asks items for their dimensions through non-mutating
/// calls during one layout.
final class MeasurementMemo {
  /// The most proposals remembered per subview: a pass asks at most four or five (its ideal size,
  /// the zero and infinite proposals, the real width, a grown or stretched size), and a resize
  /// replaces the oldest widths rather than adding to them.
  static let capacity = 8

  /// Per subview, its answers to the latest proposals.
  private(set) var answers: [RecentAnswers<ProposedSize, ItemDimensions>]

  init(count: Int) {
    answers = Array(repeating: RecentAnswers(capacity: Self.capacity), count: count)
  }

  /// The subview's answer to `proposal`, asking it only if the answer is not remembered.
  ///
  /// - Complexity: O(1) (at most ``capacity`` answers are searched), plus the subview's own cost
  ///   when it is asked.
  func dimensions(
    of index: Int, in proposal: ProposedSize, asking subview: () -> ItemDimensions
  ) -> ItemDimensions {
    answers[index].answer(to: proposal, compute: subview)
  }
}
