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
  public var width: Double
  public var height: Double
  public var minWidth: Double
  public var maxWidth: Double
  public var minHeight: Double
  public var maxHeight: Double
  public var grow: Double { didSet { noteSettings() } }
  /// The length the box starts from along its line, like CSS's `flex-basis`; `nil` for its
  /// ideal length.
  public var basis: Double? { didSet { noteSettings() } }
  /// Where the box sits across its line; `nil` for the flow's item alignment.
  public var alignment: ItemAlignment? { didSet { noteSettings() } }
  public var breakBefore: Bool
  /// Whether the box keeps the defaults of the settings a layout reads of every item before it
  /// starts: it does not grow, has no basis and no alignment of its own, and keeps the standard
  /// spacing preferences, as most boxes do. Kept as they change, so that a layout learns it from
  /// this flag rather than from the four settings (see
  /// ``ItemMeasurer/scan(_:along:comparingSpacing:)``). Declared before ``spacing``, in bytes
  /// the box leaves unused there, so that the box stays as large as it was without it.
  @usableFromInline var keepsDefaultSettings: Bool
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
    self.spacing = spacing
    keepsDefaultSettings = Self.keepsDefaults(
      grow: grow, basis: basis, alignment: alignment, spacing: spacing)
  }

  /// Updates ``keepsDefaultSettings`` after a setting changes.
  @inlinable
  mutating func noteSettings() {
    keepsDefaultSettings = Self.keepsDefaults(
      grow: grow, basis: basis, alignment: alignment, spacing: spacing)
  }

  /// Whether these settings are the defaults: no growth (`0` or `-0`), no basis, no alignment of
  /// its own, and preferences bit for bit ``SpacingPreferences/standard``.
  @inlinable
  static func keepsDefaults(
    grow: Double, basis: Double?, alignment: ItemAlignment?, spacing: SpacingPreferences
  ) -> Bool {
    grow == 0 && basis == nil && alignment == nil
      && spacing.bitDifference(from: .standard) == 0
  }

  /// The length the box starts from along a line of `axis` (see ``FlowItem/basis(along:)``):
  /// its ``basis`` or, for a box that grows, its ideal length along the line (CSS's
  /// `flex-basis: auto`), even when that is below its minimum. `nil` for a box that neither
  /// grows nor has a basis: it keeps its ideal size.
  @inlinable public func basis(along axis: FlowAxis) -> Double? {
    basis ?? (grow > 0 ? (axis == .horizontal ? width : height) : nil)
  }

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
