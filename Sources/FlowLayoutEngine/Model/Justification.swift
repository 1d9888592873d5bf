/// How a line's items share the main-axis space that the line does not fill.
///
/// The names follow CSS's `justify-content`. A line never starts before the container's start
/// edge: when the items need more space than there is, every justification behaves as ``start``
/// (CSS calls this *safe* alignment).
///
/// ```
/// start         [a][b][c]......
/// center        ...[a][b][c]...
/// end           ......[a][b][c]
/// spaceBetween  [a]...[b]...[c]
/// spaceAround   .[a]..[b]..[c].
/// spaceEvenly   ..[a]..[b]..[c]..
/// ```
public enum Justification: String, CaseIterable, Hashable, Sendable {
  /// Items are packed against the start edge.
  case start
  /// Items are packed in the middle.
  case center
  /// Items are packed against the end edge.
  case end
  /// The free space goes between items; a lone item sits at the start.
  case spaceBetween
  /// Every item gets an equal share of free space on both sides; a lone item is centred.
  case spaceAround
  /// The gaps before, between and after the items are all equal.
  case spaceEvenly
}
