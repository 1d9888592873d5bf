import FlowLayoutEngine

extension FlowAxis {
  /// Whether `frame` meets `range` across the lines: part of it lies within the range, as a
  /// view shows an element whose frame meets its visible range.
  func frame(_ frame: Rect, meets range: Range<Double>) -> Bool {
    let start = crossStart(frame)
    return start < range.upperBound && start + cross(frame.size) > range.lowerBound
  }
}
