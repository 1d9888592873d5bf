/// A line of items as the layout steps see it.
struct Line {
  /// The items in the line.
  var range: Range<Int>
  /// The length along the main axis: the items and the gaps between them.
  var main: Double = 0
  /// The thickness along the cross axis.
  var cross: Double = 0
  /// For baseline alignment: the distance from the cross-start edge to the shared baseline.
  var baseline: Double = 0
  /// The largest spacing preference of the line's items towards the previous and the next line.
  var spacingBefore: Double = 0
  var spacingAfter: Double = 0
  /// The offset of the line's cross-start edge from the container's.
  var crossOffset: Double = 0
}
