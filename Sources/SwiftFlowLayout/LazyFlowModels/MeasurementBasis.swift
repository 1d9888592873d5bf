import FlowLayoutEngine

/// What a self-sizing flow's window layout compares the sizes of its views with: the size each
/// element of the window is laid out at, and whether it was ever measured.
///
/// The layout runs where SwiftUI lays out, apart from the model; it hands its views' sizes to
/// the model only when ``needsHandover(_:)`` says so, so that a layout pass that changes
/// nothing costs no update.
public struct MeasurementBasis: Hashable, Sendable {
  /// The size each element of the window is laid out at, in window order.
  public var sizes: [Size]
  /// Whether each element of the window was measured.
  public var isMeasured: [Bool]

  /// The basis of a window whose elements are laid out at `sizes`, measured as `isMeasured`
  /// says.
  public init(sizes: [Size], isMeasured: [Bool]) {
    self.sizes = sizes
    self.isMeasured = isMeasured
  }

  /// Whether views that measure `measured`, in window order, must hand their sizes to the
  /// model: an element was never measured (even when it measures exactly its estimate, it must
  /// be recorded as measured to be shown), or measures other than it is laid out at.
  ///
  /// - Complexity: O(*k*) for *k* elements.
  public func needsHandover(_ measured: [Size]) -> Bool {
    measured.count != sizes.count || isMeasured.contains(false) || measured != sizes
  }
}
