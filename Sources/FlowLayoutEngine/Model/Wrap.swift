/// The order in which lines follow one another on the cross axis.
public enum Wrap: String, CaseIterable, Hashable, Sendable {
  /// The first line is at the cross-start edge (the top for rows, the leading side for columns).
  case forward
  /// The first line is at the cross-end edge, like CSS's `wrap-reverse`: the whole cross axis is
  /// flipped, so ``ItemAlignment/start`` and ``LineAlignment/start`` mean the bottom of a row
  /// flow. Text baselines stay aligned. Lines that overflow the container still start at its
  /// top (or leading) edge and overflow past the other one, as CSS's `safe` alignment does.
  case reverse
}
