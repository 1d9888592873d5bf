import FlowLayoutEngine

/// A tag's chip as the flow lays it out: a box at least as big as its text and padding, which
/// grows when a setting asks (stretch alignment, `grow`, a basis), with the text's first and
/// last baselines, and the settings of its own that `--item` gives it.
///
/// A tag with line breaks is a chip of several lines of text, whose last baseline is below its
/// first; an empty tag is an empty item, zero long along its line.
public struct Chip: FlowItem, Hashable, Sendable {
  /// The chip's smallest size, and its settings of its own.
  public var box: BoxItem
  /// The first line's baseline, from the top, when the chip is its smallest size.
  public var firstBaseline: Double
  /// The last line's baseline, from the top, when the chip is its smallest size.
  public var lastBaseline: Double

  /// A chip whose smallest size is `size`, with baselines at `firstBaseline` and `lastBaseline`
  /// from its top.
  public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
    box = BoxItem(
      width: size.width, height: size.height, minWidth: size.width, maxWidth: .infinity,
      minHeight: size.height, maxHeight: .infinity)
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
  }

  /// The chip's size for `proposal`, and its baselines there: the text stays centred across a
  /// taller chip, so its baselines move down by half of what the chip grew.
  public func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    var dimensions = box.dimensions(in: proposal)
    let shift = (dimensions.size.height - box.height) / 2
    dimensions.firstTextBaseline = firstBaseline + shift
    dimensions.lastTextBaseline = lastBaseline + shift
    return dimensions
  }

  public var breakBefore: Bool { box.breakBefore }
  public var keepsWithNext: Bool { box.keepsWithNext }
  public var grow: Double { box.grow }
  public func basis(along axis: FlowAxis) -> Double? { box.basis(along: axis) }
  public var alignment: ItemAlignment? { box.alignment }

  /// The chip with `settings` of its own.
  func with(_ settings: FlowItemSettings) -> Chip {
    var chip = self
    chip.box.grow = settings.grow
    chip.box.basis = settings.basis
    chip.box.alignment = settings.alignment
    chip.box.breakBefore = settings.breakBefore
    chip.box.keepsWithNext = settings.keepsWithNext
    return chip
  }
}
