/// A reading of a platform behaviour that Apple's documentation leaves open: where
/// `ScrollViewProxy.scrollTo(_:anchor:)` with a top-leading anchor puts the view it scrolls to.
///
/// The documentation says the anchor point of the view is aligned with the same point of "the
/// scroll view's visible region", without saying whether that region is the scroll view's
/// bounds or the part of them inside the safe area and the content margins. The two differ by
/// the insets at the start: under a navigation bar, by its length. The simulators run each
/// reading; the lazy flows must hold under both.
public enum ScrollReading: String, CaseIterable, Hashable, Sendable {
  /// The view is aligned with the scroll view's bounds: under a bar, behind it.
  case bounds
  /// The view is aligned with the start of the safe area and the content margins: under a bar,
  /// just below it.
  case safeArea = "safe-area"
}
