/// Where an item sits within its line on the cross axis, when the line is thicker than the item.
///
/// The names follow CSS's `align-items` and SwiftUI's text baselines.
public enum ItemAlignment: String, CaseIterable, Hashable, Sendable {
  /// Against the line's cross-start edge (the top of a row).
  case start
  /// In the middle of the line.
  case center
  /// Against the line's cross-end edge (the bottom of a row).
  case end
  /// The item is proposed the line's cross size, and sits at the start. Items that cannot grow
  /// keep their size.
  case stretch
  /// The first text baselines of the items in a row line up, and together they sit at the line's
  /// cross-start edge (the top, or the bottom with ``Wrap/reverse``), as CSS's `baseline` does.
  /// An item without a baseline uses its bottom edge, as in SwiftUI. In a vertical flow, where
  /// baselines do not apply, this is ``start``.
  case firstTextBaseline
  /// The last text baselines of the items in a row line up, and together they sit at the line's
  /// cross-end edge, as CSS's `last baseline` does; otherwise like ``firstTextBaseline``.
  case lastTextBaseline
}

extension ItemAlignment {
  /// The baseline this alignment lines up, or `nil`.
  @inlinable
  var baseline: Baseline? {
    switch self {
    case .firstTextBaseline: .first
    case .lastTextBaseline: .last
    case .start, .center, .end, .stretch: nil
    }
  }

  /// The share of an item's free space across its line that goes before it, for alignments
  /// other than the baselines (which place items by their baselines instead).
  @inlinable
  var share: Double {
    switch self {
    case .start, .stretch, .firstTextBaseline, .lastTextBaseline: 0
    case .center: 0.5
    case .end: 1
    }
  }
}
