/// A reading of a platform behaviour that Apple's documentation leaves open, which the
/// simulators run so that the lazy flows are checked under each.
///
/// - Where `ScrollViewProxy.scrollTo(_:anchor:)` with a top-leading anchor puts the view it
///   scrolls to. The documentation says the anchor point of the view is aligned with the same
///   point of the scroll view ("setting anchor to top aligns the top of the identified view to
///   the top of the scroll view"), without saying whether that is the scroll view's bounds or
///   the part of them inside the safe area and the content margins, or inside the safe area
///   alone. They differ by the insets at the start: under a navigation bar, by its length.
/// - Whether a programmatic scroll keeps a fling's velocity. From iOS 18, macOS 15, tvOS 18,
///   watchOS 11 and visionOS 2 a transaction's `scrollPositionUpdatePreservesVelocity` asks it
///   to; before those releases nothing does, and whether a scroll made without it stops the
///   fling is not documented.
/// - Whether a programmatic scroll made in an `onChange` action takes the animation of the
///   update that changed the value. `withAnimation` documents that it recomputes the view's body
///   with the animation, and `onChange` that its action runs when the value changes; neither
///   says which transaction the action's own changes run in. An edit's correction made there
///   then scrolls with the edit's animation, or at once while the elements it keeps in place
///   move on the animation.
/// - Whether an animated scroll of a collection view (`scrollToItem(at:at:animated:)`) takes a
///   content offset adjustment made while it runs along, ending that much further, or sets each
///   frame's offset on its way to where it was headed when it started. UIKit documents that an
///   adjustment is added to the content offset, and nothing of an animation under way.
/// - Whether a collection view holds new bounds before it asks its layout whether they
///   invalidate it (`shouldInvalidateLayout(forBoundsChange:)`) and how
///   (`invalidationContext(forBoundsChange:)`), or after. Both take the new bounds as an
///   argument; neither UIKit nor AppKit says what `bounds` holds meanwhile.
public enum ScrollReading: String, CaseIterable, Hashable, Sendable {
  /// `scrollTo` aligns the view with the scroll view's bounds: under a bar, behind it.
  case bounds
  /// `scrollTo` aligns the view with the start of the safe area and the content margins: under
  /// a bar, just below it. A scroll that preserves the velocity keeps a fling going, as from
  /// iOS 18. The default reading.
  case safeArea = "safe-area"
  /// `scrollTo` aligns the view with the start of the safe area, leaving the content margins
  /// out: under a bar and a margin, just below the bar.
  case safeAreaOnly = "safe-area-only"
  /// As ``safeArea``, but every programmatic scroll stops a fling in progress, as before
  /// iOS 18, where no transaction can ask it not to.
  case stopsFlings = "stops-flings"
  /// As ``safeArea``, but a scroll made in an `onChange` action runs in a transaction of its
  /// own, with no animation, unless the action asks for one.
  case dropsAnimation = "drops-animation"
  /// As ``safeArea``, but a collection view's scroll to an item is animated, over
  /// ``animationFrames`` frames, and a content offset adjustment made while it runs moves the
  /// rest of it: it ends that much further.
  case animationCarriesAdjustments = "animated-carries"
  /// As ``safeArea``, but a collection view's scroll to an item is animated, over
  /// ``animationFrames`` frames, each setting the offset on the way to where it was headed
  /// when it started, whatever adjustments were made since.
  case animationKeepsItsEnd = "animated-keeps-end"
  /// As ``safeArea``, but a collection view asks its layout about new bounds before it holds
  /// them: while the layout answers, the collection view's bounds are the old ones.
  case boundsHeldAfterAsking = "bounds-after-asking"

  /// How many frames an animated scroll to an item takes: a sixth of a second at 60 frames a
  /// second (UIKit does not document the duration).
  public static var animationFrames: Int { 10 }

  /// Whether a collection view's scroll to an item is animated.
  public var animatesScrollsToItems: Bool {
    self == .animationCarriesAdjustments || self == .animationKeepsItsEnd
  }

  /// Whether a programmatic scroll that preserves the velocity keeps a fling going.
  public var keepsFlings: Bool { self != .stopsFlings }

  /// Whether a scroll made in an `onChange` action takes the animation of the update that
  /// changed the value.
  public var onChangeTakesTheAnimation: Bool { self != .dropsAnimation }
}
