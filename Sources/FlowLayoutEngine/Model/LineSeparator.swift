/// A separator between the lines of a flow (see ``FlowEngine/lineSeparator``): a rule that spans
/// the container along the lines.
public struct LineSeparator: Hashable, Sendable {
  /// Its length across the lines, in points. NaN, infinite and negative values act as zero.
  public var thickness: Double

  /// Creates a separator of this thickness.
  @inlinable public init(thickness: Double) {
    self.thickness = thickness
  }
}
