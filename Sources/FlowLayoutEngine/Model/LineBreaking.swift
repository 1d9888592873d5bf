/// How items are divided into lines.
///
/// Every mode keeps items in order at their ideal lengths, honours forced breaks,
/// ``FlowEngine/maxItemsPerLine`` and ``FlowEngine/maxLines``, and gives an item longer than
/// the line a line of its own. The optimal modes run in O(*n* log *L*) time and O(*n*) memory
/// for *n* items and at most *L* items per line.
public enum LineBreaking: String, CaseIterable, Hashable, Sendable {
  /// Each line takes as many items as fit, in order; the next item starts a new line. This gives
  /// the fewest lines, but often a full first line and a lonely last item.
  case greedy
  /// As many lines as ``greedy``, with line lengths as even as possible: among the breakings with
  /// the fewest lines, the one with the least sum over all lines of the squared free space (which
  /// for a fixed line count is the least variance of the line lengths). Suits centred tag clouds.
  case balanced
  /// Any number of lines, with the least sum of the squared free space over every line except the
  /// last and lines that end at a forced break, like text set by Knuth and Plass's algorithm.
  /// Suits leading-aligned, text-like runs.
  case minimumRaggedness
}
