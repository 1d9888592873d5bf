/// The part of a scroll view's start inset that a lazy flow cannot read: for the self-sizing
/// flow, content margins and `safeAreaPadding`, which the geometry it reads before iOS 18 leaves
/// out; for the sized flow, which sits in the app's scroll view, every inset. The scroll view
/// rests within them and may align `scrollTo` with their edge.
///
/// A scroll view appears resting at the top of its content, its first report starting at minus
/// the whole start inset, less what lies above the flow in the content (nothing for the
/// self-sizing flow, which owns its scroll view). What that start shows beyond the inset read
/// with it, the first the flow reads, is the inset it cannot read. Later reports teach nothing:
/// a pull past the top starts further up still, and a navigation bar's large title, collapsing,
/// changes the safe area read since. A scroll view that appears elsewhere
/// (`defaultScrollAnchor(_:)` at the bottom) shows nothing unread, and a first report more than
/// half a viewport above the flow shows content above it (a header, the flow lower in a stack),
/// not insets.
struct UnreadStartInset: Sendable {
  /// Where the scroll view's first report starts, once it came.
  private var firstStart: Double?
  /// The first start inset the flow read, once it read one.
  private var firstRead: Double?

  /// How far past the inset read the scroll view's first report rests, for a viewport
  /// `viewportLength` long, or 0.
  func length(viewportLength: Double) -> Double {
    let depth = -(firstStart ?? 0)
    guard depth <= viewportLength / 2 else { return 0 }
    return Swift.max(depth - (firstRead ?? 0), 0)
  }

  /// The flow read `start` as its scroll view's start inset.
  mutating func read(start: Double) {
    if firstRead == nil { firstRead = start }
  }

  /// The scroll view reports the visible range starting at `start`.
  ///
  /// - Returns: Whether it is the first report: where the scroll view appeared.
  @discardableResult
  mutating func reported(start: Double) -> Bool {
    guard firstStart == nil, start.isFinite else { return false }
    firstStart = start
    return true
  }
}
