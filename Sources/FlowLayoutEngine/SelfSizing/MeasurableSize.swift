/// An item of a ``SelfSizingFlow``: a fixed box of its current size, its estimate until it is
/// measured, and whether it was.
struct MeasurableSize: FlowItem, Hashable, Sendable {
  /// The size it is laid out at, with the input policy applied.
  var size: Size
  /// Whether `size` was measured rather than estimated.
  var isMeasured: Bool

  /// An item of `size`, made valid by the input policy (NaN, infinite and negative lengths are
  /// zero), so that measuring again with the same invalid size changes nothing.
  init(_ size: Size, isMeasured: Bool) {
    self.size = Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
    self.isMeasured = isMeasured
  }

  /// Its size whatever the proposal, as a ``Size`` answers.
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    size.dimensions(in: proposal)
  }
}
