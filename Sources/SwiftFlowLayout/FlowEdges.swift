/// The indices of the subviews along each edge of a flow.
public struct FlowEdges: Equatable, Sendable {
  /// One of a flow's four edges.
  public enum Edge: CaseIterable, Sendable {
    /// The top edge.
    case top
    /// The leading edge: the left one, left to right.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge: the right one, left to right.
    case trailing
  }

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

extension FlowEdges {
  /// The subviews along `edge`.
  @inlinable
  func subviews(along edge: Edge) -> [Int] {
    switch edge {
    case .top: top
    case .leading: leading
    case .bottom: bottom
    case .trailing: trailing
    }
  }
}
