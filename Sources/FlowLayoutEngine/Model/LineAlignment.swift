/// How the lines share the cross-axis space that they do not fill, when the container is given
/// more cross space than the lines need.
///
/// The names follow CSS's `align-content`. The block of lines never starts before the container's
/// start edge: when the lines need more space than there is, every alignment behaves as ``start``.
public enum LineAlignment: String, CaseIterable, Hashable, Sendable {
  /// Lines are packed against the cross-start edge.
  case start
  /// Lines are packed in the middle.
  case center
  /// Lines are packed against the cross-end edge.
  case end
  /// The free space goes between lines; a lone line sits at the start.
  case spaceBetween
  /// Every line gets an equal share of free space on both sides; a lone line is centred.
  case spaceAround
  /// The gaps before, between and after the lines are all equal.
  case spaceEvenly
  /// Every line grows by an equal share of the free space; items aligned with
  /// ``ItemAlignment/stretch`` grow with their line.
  case stretch
}
