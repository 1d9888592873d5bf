/// The part of a scroll view's start inset that a self-sizing flow cannot read: content margins
/// and `safeAreaPadding`, which the geometry the flow reads before iOS 18 leaves out, though
/// the scroll view rests within them and may align `scrollTo` with their edge.
///
/// The flow owns its scroll view, whose content starts with the flow, and a scroll view appears
/// resting at the top of its content: its first report starts at minus the whole start inset.
/// What that start shows beyond the safe area's inset, the first the flow reads, is the inset
/// it cannot read. Later reports teach nothing: a pull past the top starts further up still,
/// and a navigation bar's large title, collapsing, changes the safe area read since. A scroll
/// view that appears elsewhere (`defaultScrollAnchor(_:)` at the bottom) shows nothing unread.
struct UnreadStartInset: Sendable {
  /// Where the scroll view's first report starts, once it came.
  private var firstStart: Double?
  /// The first start inset the flow read, once it read one.
  private var firstRead: Double?

  /// How far past the inset read the scroll view's first report rests, or 0.
  var length: Double { Swift.max(-(firstStart ?? 0) - (firstRead ?? 0), 0) }

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
