import FlowLayoutEngine

/// What a flow collection layout shows: an item, or a section's header or footer, with its
/// frame in the collection view's content, as layout attributes hold it.
public struct FlowCollectionElement: Hashable, Sendable {
  /// The kinds of element.
  public enum Kind: Hashable, Sendable {
    /// An item: a cell.
    case item
    /// A section's header, before its items across the lines, spanning the lines' length.
    case header
    /// A section's footer, after its items.
    case footer
  }

  /// What the element is.
  public var kind: Kind
  /// Where it is: an item's path, or a header's or footer's section with item 0.
  public var path: FlowItemPath
  /// Its frame in the collection view's content.
  public var frame: Rect
  /// Its opacity: 0 for an item that fades in as it is inserted or out as it is deleted.
  public var alpha: Double
  /// Its place in front of (greater) or behind its neighbours: 1 for an item being dragged.
  public var zIndex: Int
  /// Whether it is not shown: an item past `FlowEngine/maxLines`, or a header or footer of no
  /// length, which a collection view may still ask for (to scroll to it, select it or animate
  /// it), at an empty frame where it would come.
  public var isHidden: Bool

  /// An element of `kind` at `path` with `frame`, shown, opaque and at the neighbours' depth
  /// unless told otherwise.
  public init(kind: Kind, path: FlowItemPath, frame: Rect, alpha: Double = 1, zIndex: Int = 0) {
    self.kind = kind
    self.path = path
    self.frame = frame
    self.alpha = alpha
    self.zIndex = zIndex
    isHidden = false
  }
}
