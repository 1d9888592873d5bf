/// The indices of the subviews along each edge of a flow.
public struct FlowEdges: Equatable, Sendable {
  /// The subviews along the top edge: a row flow's top row, or each column's first.
  public var top: [Int] = []
  /// The subviews along the leading edge: each row's first, or a column flow's leading column.
  public var leading: [Int] = []
  /// The subviews along the bottom edge: a row flow's bottom row, or each column's last.
  public var bottom: [Int] = []
  /// The subviews along the trailing edge: each row's last, or a column flow's trailing column.
  public var trailing: [Int] = []

  /// Creates edges from the subviews' indices along each.
  public init(top: [Int] = [], leading: [Int] = [], bottom: [Int] = [], trailing: [Int] = []) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
