/// A lazy flow's request that its scroll view move: made once, clamped to what the scroll view
/// can reach, and carried out once by the view, which scrolls to the flow's marker when a
/// request with a new ``serial`` comes.
///
/// A request is not repeated: a scroll view that stops short of it (content that ended, a user
/// who scrolled on) is not pulled back by later updates.
public struct ScrollRequest: Hashable, Sendable {
  /// Why the flow asks to scroll.
  public enum Reason: Hashable, Sendable {
    /// To keep the first line in view where it was on screen after a measurement, an edit or a
    /// new length: the scroll should keep the velocity of a fling in progress.
    case anchor
    /// To show an element the app asked for (a scroll target).
    case target
  }

  /// The content offset across the lines to move to: the scroll position whose visible range
  /// starts there.
  public var offset: Double
  /// Why the flow asks.
  public var reason: Reason
  /// Counts the requests of one flow: a new one for each, so that the view acts on each once.
  public var serial: Int

  /// A request, the `serial`-th of its flow, to move to `offset` for `reason`.
  public init(offset: Double, reason: Reason, serial: Int) {
    self.offset = offset
    self.reason = reason
    self.serial = serial
  }

  /// Whether the scroll should keep the velocity of a fling in progress (on iOS 18, macOS 15,
  /// tvOS 18, watchOS 11 and visionOS 2, through the transaction's
  /// `scrollPositionUpdatePreservesVelocity`): an anchor's correction should, a target should
  /// not.
  public var preservesVelocity: Bool { reason == .anchor }
}
