/// A rectangular item with an ideal size and optional flexibility, like a SwiftUI view with
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`.
///
/// Offered a proposal, the box takes the proposed length clamped to its minimum and maximum, and
/// its ideal length when the proposal is unspecified. With the defaults (minimum and maximum equal
/// to the ideal) it is a fixed box that ignores proposals.
///
/// A contradictory box whose minimum exceeds its maximum takes the minimum, as CSS does.
///
/// Along its line, a box starts from its ``basis`` (see ``FlowItem/basis(along:)``), held between its
/// minimum and maximum: give it a maximum to let it grow, or start, past its ideal size.
public struct BoxItem: FlowItem, Hashable, Sendable {
  /// The ideal width, taken when the width is unspecified.
  public var width: Double
  /// The ideal height, taken when the height is unspecified.
  public var height: Double
  /// The smallest width the box takes, whatever it is offered.
  public var minWidth: Double
  /// The largest width the box takes, whatever it is offered; `.infinity` for unbounded.
  public var maxWidth: Double
  /// The smallest height the box takes, whatever it is offered.
  public var minHeight: Double
  /// The largest height the box takes, whatever it is offered; `.infinity` for unbounded.
  public var maxHeight: Double
  /// The box's share of its line's free space, like CSS's `flex-grow`; 0 keeps its length.
  public var grow: Double { didSet { noteSettings() } }
  /// The length the box starts from along its line, like CSS's `flex-basis`; `nil` for its
  /// ideal length.
  public var basis: Double? { didSet { noteSettings() } }
  /// Where the box sits across its line; `nil` for the flow's item alignment.
  public var alignment: ItemAlignment? { didSet { noteSettings() } }
  /// Whether the box starts a new line.
  public var breakBefore: Bool
  /// Whether the box stays on the line of the item after it (see ``FlowItem/keepsWithNext``).
  public var keepsWithNext: Bool { didSet { noteSettings() } }
  /// What the settings that a layout reads of every item before it starts hold (see
  /// ``SettingsSummary``), kept as they change, so that a layout reads one byte per box for them
  /// (see ``ItemMeasurer/scan(_:along:comparingSpacing:)``). Declared before ``spacing``, in
  /// bytes the box leaves unused there, so that the box stays as large as it was without it.
  @usableFromInline var summary: SettingsSummary
  /// The distance the box would like to keep from its neighbours, for a flow whose spacing is
  /// `nil`.
  public var spacing: SpacingPreferences { didSet { noteSettings() } }

  /// Creates a box; `maxWidth` or `maxHeight` may be `.infinity` for an unbounded box.
  @inlinable public init(
    width: Double, height: Double,
    minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil,
    grow: Double = 0, basis: Double? = nil, alignment: ItemAlignment? = nil,
    breakBefore: Bool = false, spacing: SpacingPreferences = .standard
  ) {
    self.width = width
    self.height = height
    self.minWidth = minWidth ?? width
    self.maxWidth = maxWidth ?? width
    self.minHeight = minHeight ?? height
    self.maxHeight = maxHeight ?? height
    self.grow = grow
    self.basis = basis
    self.alignment = alignment
    self.breakBefore = breakBefore
    keepsWithNext = false
    self.spacing = spacing
    summary = SettingsSummary()
    noteSettings()
  }

  /// Creates a box that stays on the line of the item after it, or not (see
  /// ``FlowItem/keepsWithNext``); the other settings are as in
  /// ``init(width:height:minWidth:maxWidth:minHeight:maxHeight:grow:basis:alignment:breakBefore:spacing:)``.
  @inlinable public init(
    width: Double, height: Double,
    minWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, maxHeight: Double? = nil,
    grow: Double = 0, basis: Double? = nil, alignment: ItemAlignment? = nil,
    breakBefore: Bool = false, keepsWithNext: Bool, spacing: SpacingPreferences = .standard
  ) {
    self.init(
      width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
      maxHeight: maxHeight, grow: grow, basis: basis, alignment: alignment,
      breakBefore: breakBefore, spacing: spacing)
    // An initializer's assignment calls no observer.
    self.keepsWithNext = keepsWithNext
    noteSettings()
  }

  /// Updates ``summary`` after a setting changes.
  @inlinable
  mutating func noteSettings() {
    summary = SettingsSummary(of: self)
  }

  /// The length the box starts from along a line of `axis` (see ``FlowItem/basis(along:)``):
  /// its ``basis`` or, for a box that grows, its ideal length along the line (CSS's
  /// `flex-basis: auto`), even when that is below its minimum. `nil` for a box that neither
  /// grows nor has a basis: it keeps its ideal size.
  @inlinable public func basis(along axis: FlowAxis) -> Double? {
    basis ?? (grow > 0 ? (axis == .horizontal ? width : height) : nil)
  }

  /// The box's size for `proposal`: each proposed length held between the box's minimum and
  /// maximum, and its ideal length where the proposal leaves the length unspecified.
  @inlinable public func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    ItemDimensions(
      width: Self.length(proposal.width, ideal: width, min: minWidth, max: maxWidth),
      height: Self.length(proposal.height, ideal: height, min: minHeight, max: maxHeight))
  }

  @inlinable static func length(_ proposed: Double?, ideal: Double, min: Double, max: Double)
    -> Double
  {
    Swift.max(min, Swift.min(proposed ?? ideal, max))
  }
}

extension BoxItem {
  /// What a box's growth, basis, alignment and spacing preferences hold, as a layout's scan
  /// before the loop asks of every item, in one byte: its own alignment as ``OwnAlignments``
  /// sums it up, in the low bits, and whether the box keeps with the next, may grow or have a
  /// basis, and whether its preferences are its own, above them.
  @usableFromInline
  struct SettingsSummary: OptionSet, Hashable, Sendable {
    @usableFromInline var rawValue: UInt8

    @inlinable
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The box may grow or have a basis (``FlowItem/mayFlex(along:)``, the same along both axes
    /// for a box).
    @inlinable static var mayFlex: Self { Self(rawValue: 1 << 6) }
    /// The box's spacing preferences are not bit for bit ``SpacingPreferences/standard``.
    @inlinable static var ownSpacing: Self { Self(rawValue: 1 << 7) }
    /// The box keeps with the next.
    @inlinable static var keepsWithNext: Self { Self(rawValue: 1 << 5) }

    /// What `box`'s settings hold.
    @inlinable
    init(of box: BoxItem) {
      self.init(rawValue: OwnAlignments(box.alignment).rawValue)
      if box.mayFlex(along: .horizontal) { insert(.mayFlex) }
      if box.spacing.bitDifference(from: .standard) != 0 { insert(.ownSpacing) }
      if box.keepsWithNext { insert(.keepsWithNext) }
    }

    /// What the box's own alignment holds.
    @inlinable
    var alignments: OwnAlignments {
      OwnAlignments(
        rawValue: rawValue
          & ~(Self.mayFlex.rawValue | Self.ownSpacing.rawValue | Self.keepsWithNext.rawValue))
    }
  }
}
