/// An item of a ``SelfSizingFlow``: a box of its current size, its estimate until it is
/// measured, whether it was, and its settings.
///
/// An item without growth or a basis keeps its size whatever it is offered. One with either
/// takes any length that is at least its size, on both axes: it grows from its size, stretches
/// across its line, and never shrinks below what it measured.
struct MeasurableSize: FlowItem, Hashable, Sendable {
  /// The size it is laid out at, with the input policy applied.
  var size: Size
  /// Its growth, basis, alignment and forced break.
  var settings: FlowItemSettings
  /// Whether `size` was measured rather than estimated.
  var isMeasured: Bool
  /// Whether a line is held to start at the item (see ``SelfSizingFlow/holdLines(in:releasingOutside:viewport:)``).
  var startsHeldLine = false

  /// An item of `size`, made valid by the input policy (NaN, infinite and negative lengths are
  /// zero), so that measuring again with the same invalid size changes nothing.
  init(_ size: Size, isMeasured: Bool, settings: FlowItemSettings = FlowItemSettings()) {
    self.size = Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
    self.settings = settings
    self.isMeasured = isMeasured
  }

  /// The same item at `size`, measured.
  func measured(at size: Size) -> MeasurableSize {
    var item = MeasurableSize(size, isMeasured: true, settings: settings)
    item.startsHeldLine = startsHeldLine
    return item
  }

  /// Its size, or for a flexible item each proposed length that exceeds it.
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    guard settings.isFlexible else { return size.dimensions(in: proposal) }
    return ItemDimensions(
      width: Swift.max(size.width, proposal.width ?? 0),
      height: Swift.max(size.height, proposal.height ?? 0))
  }

  var grow: Double { settings.grow }
  func basis(along axis: FlowAxis) -> Double? { settings.basis }
  var alignment: ItemAlignment? { settings.alignment }
  var breakBefore: Bool { settings.breakBefore || startsHeldLine }
  var keepsWithNext: Bool { settings.keepsWithNext }
}
