import FlowLayoutEngine

/// Remembers each subview's answers, so that each subview is asked at most once per distinct
/// proposal in a layout pass, however many times SwiftUI asks the layout for its size.
///
/// A reference type, because the engine asks items for their dimensions through non-mutating
/// calls during one layout.
final class MeasurementMemo {
  /// Per subview, the proposals asked so far and the answers; rarely more than three.
  private var answers: [[(proposal: ProposedSize, dimensions: ItemDimensions)]]

  init(count: Int) {
    answers = Array(repeating: [], count: count)
  }

  /// The subview's answer to `proposal`, asking it only the first time.
  ///
  /// - Complexity: O(*p*) for *p* distinct proposals so far, plus the subview's own cost once.
  func dimensions(
    of index: Int, in proposal: ProposedSize, asking subview: () -> ItemDimensions
  ) -> ItemDimensions {
    if let known = answers[index].first(where: { $0.proposal == proposal }) {
      return known.dimensions
    }
    let dimensions = subview()
    answers[index].append((proposal, dimensions))
    return dimensions
  }
}
