/// How items are divided into lines.
public enum LineBreaking: String, CaseIterable, Hashable, Sendable {
  /// Each line takes as many items as fit, in order; the next item starts a new line.
  case greedy
}
