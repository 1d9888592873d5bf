import FlowLayoutEngine

extension FlowAxis {
  /// Whether `frame` meets `range` across the lines: part of it lies within the range, as a
  /// view shows an element whose frame meets its visible range.
  func frame(_ frame: Rect, meets range: Range<Double>) -> Bool {
    let start = crossStart(frame)
    return start < range.upperBound && start + cross(frame.size) > range.lowerBound
  }
}

extension Rect {
  /// The rect grown by `length` before and after it across the lines of `axis`.
  func insetAcross(by length: Double, axis: FlowAxis) -> Rect {
    var grown = self
    axis.setCrossStart(axis.crossStart(self) - length, of: &grown)
    grown.size = axis.size(main: axis.main(size), cross: axis.cross(size) + 2 * length)
    return grown
  }
}
