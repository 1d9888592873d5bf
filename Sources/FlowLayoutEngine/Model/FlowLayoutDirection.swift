/// The reading direction of a flow.
public enum FlowLayoutDirection: String, CaseIterable, Hashable, Sendable {
  /// The first item is at the left.
  case leftToRight
  /// The layout is the exact horizontal mirror of ``leftToRight`` inside the container: rows run
  /// from the right, and columns wrap towards the left.
  case rightToLeft
}
