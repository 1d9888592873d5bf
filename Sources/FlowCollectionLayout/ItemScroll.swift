/// A scroll to an item (`scrollToItem(at:at:animated:)` with `.top`), from the collection view's
/// request for the item's attributes until it lands: at once, or through the frames of an
/// animation.
///
/// UIKit decides where the scroll goes when it starts: the item's top at the top of the content
/// inset, as far as the content size it holds lets it. Reading the lines up to the item may
/// have changed that size, so that the scroll stops short of the item or past the content's
/// end, which the layout corrects once it lands. Whether an animation under way takes a content
/// offset adjustment along (ending that much further) or ends where it was headed is not
/// documented: both readings are followed, and a bounds change at either end is the landing.
///
/// A request for an item's attributes need not be a scroll (an app may read them to place a
/// view of its own), and a scroll to another position than `.top` heads elsewhere: so the scroll
/// is over at a bounds change that goes back or past both ends, at one the user makes, at one
/// made with no animation running where the platform says so (from iOS 17.4), and, where it
/// does not, after ``maximumFrames`` bounds changes, more than an animated scroll takes.
struct ItemScroll: Sendable {
  /// The item scrolled to.
  let path: FlowItemPath
  /// The content offset across the lines the scroll started from.
  private let origin: Double
  /// The content offset it heads for.
  private let destination: Double
  /// Where the collection view rests at the end of the content size it held when the scroll
  /// started: a scroll that goes past the content's new end, up to there, comes back to it.
  let heldEnd: Double
  /// The content offset adjustments made while it was under way.
  private var adjusted = 0.0
  /// How far it had gone, as a fraction of the way, under each reading: adjustments left out,
  /// and taken along.
  private var progress = (ignoring: 0.0, following: 0.0)
  /// The bounds changes it has seen.
  private var frames = 0
  /// Whether the last bounds change was the landing.
  private(set) var hasLanded = false

  /// How many bounds changes a scroll takes at most: a second of frames at 60 a second, half a
  /// second at 120, where UIKit's scroll animations take about a third of a second (their
  /// duration is not documented).
  static var maximumFrames: Int { 60 }

  /// A scroll to the item at `path` from `origin` that heads for `destination`, within content
  /// whose resting end is `heldEnd`.
  init(to path: FlowItemPath, from origin: Double, towards destination: Double, heldEnd: Double) {
    self.path = path
    self.origin = origin
    self.destination = destination
    self.heldEnd = heldEnd
  }

  /// Whether the scroll is still under way after the collection view moved to `offset`, with
  /// an animated content offset change under way or not (`animating`; `nil` where the platform
  /// does not say); notes whether it landed there.
  ///
  /// - Complexity: O(1).
  mutating func moved(to offset: Double, animating: Bool?) -> Bool {
    frames += 1
    let ends = (ignoring: destination, following: destination + adjusted)
    hasLanded = abs(offset - ends.ignoring) <= 0.5 || abs(offset - ends.following) <= 0.5
    if hasLanded { return true }
    let span = destination - origin
    // Where the platform says an animation runs, it runs as long as it takes.
    guard abs(span) > 0.5, animating ?? (frames < Self.maximumFrames) else { return false }
    let now = (ignoring: (offset - origin) / span, following: (offset - adjusted - origin) / span)
    defer { progress = now }
    let onTheWay = { (now: Double, before: Double) in now >= before && now <= 1 }
    return onTheWay(now.ignoring, progress.ignoring) || onTheWay(now.following, progress.following)
  }

  /// The collection view's content offset was adjusted by `adjustment` while the scroll was
  /// under way.
  mutating func adjust(by adjustment: Double) {
    adjusted += adjustment
  }
}
