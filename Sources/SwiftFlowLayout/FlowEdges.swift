/// The indices of the subviews along each edge of a flow.
public struct FlowEdges: Equatable, Sendable {
  public var top: [Int] = []
  public var leading: [Int] = []
  public var bottom: [Int] = []
  public var trailing: [Int] = []

  public init(top: [Int] = [], leading: [Int] = [], bottom: [Int] = [], trailing: [Int] = []) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}
