import FlowLayoutEngine

/// Where an element of a collection view is: its section, and its position among the section's
/// items (0 for a section's header and footer), as an `IndexPath` says.
public struct FlowItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's number.
  public var section: Int
  /// The item's position in its section.
  public var item: Int

  /// The path of item `item` of section `section`.
  @inlinable public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Paths in the order of the collection: by section, then by item.
  public static func < (a: FlowItemPath, b: FlowItemPath) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }

  /// The path as `[section, item]`, as an `IndexPath` prints.
  public var description: String { "[\(section), \(item)]" }
}
