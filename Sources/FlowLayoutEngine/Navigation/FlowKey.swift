/// A key that moves focus in a flow: an arrow, Home, End, Page Up or Page Down, as a keyboard,
/// a remote or a game controller sends it.
public enum FlowKey: Hashable, Sendable, CaseIterable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown

  /// The moves the key makes in `flow`, shown mirrored when `mirrored` (as SwiftUI and UIKit
  /// show a flow laid out left to right in a right-to-left context): an arrow makes one move
  /// where the eye expects it; Home and End go to the ends of the line, or with `toEnds`
  /// (Command or Control held) to the ends of the flow; Page Up and Page Down go `linesPerPage`
  /// lines up or down (in columns, towards the leading or trailing edge).
  ///
  /// - Complexity: O(`linesPerPage`).
  public func moves(in flow: FlowEngine, mirrored: Bool, toEnds: Bool, linesPerPage: Int)
    -> [FlowMove]
  {
    // Mirrored on screen, the flow's left is the screen's right.
    let (left, right): (FlowMove, FlowMove) = mirrored ? (.right, .left) : (.left, .right)
    let (before, after): (FlowMove, FlowMove) =
      flow.axis == .horizontal ? (.up, .down) : (left, right)
    let page = Swift.max(linesPerPage, 1)
    switch self {
    case .up: return [.up]
    case .down: return [.down]
    case .left: return [left]
    case .right: return [right]
    case .home: return [toEnds ? .first : .lineStart]
    case .end: return [toEnds ? .last : .lineEnd]
    case .pageUp: return Array(repeating: before, count: page)
    case .pageDown: return Array(repeating: after, count: page)
    }
  }
}
