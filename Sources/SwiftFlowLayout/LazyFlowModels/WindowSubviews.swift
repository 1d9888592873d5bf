import FlowLayoutEngine

/// What each subview of a lazy flow's window layout shows: an element's view, marked with a key
/// the element keeps while it is in the window and no other element ever gets, or the scroll
/// marker.
///
/// An element's content is a view builder, so an element may be shown by no view (an `if` that
/// is false) or by several; the layout reads each subview's role rather than pairing subviews
/// with elements by position.
public enum WindowSubviewRole: Hashable, Sendable {
  /// A view of the element of this key (see ``CreatedElement``): a number that stands for its
  /// identity, or its position in the window where subviews are read by position.
  case element(Int)
  /// The marker the scroll view is asked to scroll to.
  case marker
}

/// The subviews of a lazy flow's window, grouped by what they show.
///
/// Each view of an element goes at the element's frame, proposed its size, as views in a
/// `ZStack`; an element is measured as the union of its views' sizes (their widest and tallest),
/// and an element with no view measures zero. Every subview is placed, since SwiftUI shows a
/// subview its layout leaves unplaced at the centre of the container: a view whose element has
/// left the window, which a removal animation keeps on screen until it ends, stays where it was
/// last placed, and is neither placed at another element's frame nor measured; a view without a
/// role goes, with no size, at the flow's start.
public struct WindowSubviews: Equatable, Sendable {
  /// The subviews of each element of the window, by position in the window.
  public var elements: [[Int]]
  /// The subview of the scroll marker, if there is one.
  public var marker: Int?
  /// The subviews of no element of the window, each with its element's key if it has one:
  /// views of elements that left the window, views without a role, and markers after the first.
  var strays: [Stray]
  /// The key of each element of the window, in window order.
  var keys: [Int]

  /// A subview of no element of the window, and the key of the element it showed, if any.
  struct Stray: Hashable, Sendable {
    /// The subview.
    var subview: Int
    /// The key of the element it showed, which has left the window; `nil` for a view without
    /// an element's role.
    var key: Int?
  }

  /// The groups of subviews whose roles are `roles`, in a window whose elements have the keys
  /// `keys`, in window order.
  ///
  /// - Complexity: O(*s* + *k*) for *s* subviews and *k* keys.
  init(roles: some Sequence<WindowSubviewRole?>, keys: [Int]) {
    self.keys = keys
    elements = Array(repeating: [], count: keys.count)
    marker = nil
    strays = []
    let positions = Dictionary(
      keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    for (subview, role) in roles.enumerated() {
      switch role {
      case .element(let key):
        if let position = positions[key] {
          elements[position].append(subview)
        } else {
          strays.append(Stray(subview: subview, key: key))
        }
      case .marker where marker == nil:
        marker = subview
      default:
        strays.append(Stray(subview: subview, key: nil))
      }
    }
  }

  /// The groups of subviews whose roles are `roles`, in a window of `count` elements whose keys
  /// are their positions in the window.
  ///
  /// - Complexity: O(*s* + *count*) for *s* subviews.
  public init(roles: some Sequence<WindowSubviewRole?>, count: Int) {
    self.init(roles: roles, keys: Array(0..<Swift.max(count, 0)))
  }

  /// The size of an element shown by views of `sizes`: the smallest that holds each of them,
  /// zero for none.
  ///
  /// - Complexity: O(*k*) for *k* sizes.
  public static func union(_ sizes: some Sequence<Size>) -> Size {
    sizes.reduce(Size.zero) {
      Size(width: Swift.max($0.width, $1.width), height: Swift.max($0.height, $1.height))
    }
  }

  /// Where each subview goes, every one of them: an element's views at the element's frame
  /// among `frames` (in window order), the marker at `marker`, a view of an element that left
  /// the window at its element's frame in `lastFrames` (see `placedFrames(frames:lastFrames:)`),
  /// and any other with no size at the flow's start; each is proposed its frame's size.
  ///
  /// - Complexity: O(*s*) for *s* subviews.
  func placements(
    frames: [Rect], marker markerFrame: Rect, lastFrames: [Int: Rect]
  ) -> [(subview: Int, frame: Rect)] {
    var placements: [(subview: Int, frame: Rect)] = []
    for (position, subviews) in zip(elements.indices, elements) {
      let frame = position < frames.count ? frames[position] : .zero
      for subview in subviews { placements.append((subview, frame)) }
    }
    if let marker { placements.append((marker, markerFrame)) }
    for stray in strays {
      placements.append((stray.subview, stray.key.flatMap { lastFrames[$0] } ?? .zero))
    }
    return placements
  }

  /// Where each subview goes, every one of them: an element's views at the element's frame
  /// among `frames` (in window order), the marker at `marker`, and any other with no size at the
  /// flow's start; each is proposed its frame's size.
  ///
  /// - Complexity: O(*s*) for *s* subviews.
  public func placements(frames: [Rect], marker markerFrame: Rect) -> [(
    subview: Int, frame: Rect
  )] {
    placements(frames: frames, marker: markerFrame, lastFrames: [:])
  }

  /// The frame each element's views were placed at by
  /// `placements(frames:marker:lastFrames:)`, by key: the window's elements at `frames`, and
  /// the elements that left it and still have views at their frames in `lastFrames`; what the
  /// next pass takes as its `lastFrames`.
  ///
  /// - Complexity: O(*k* + *s*) for *k* elements and *s* subviews.
  func placedFrames(frames: [Rect], lastFrames: [Int: Rect]) -> [Int: Rect] {
    var placed = Dictionary(
      zip(keys, frames).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    for stray in strays {
      guard let key = stray.key, placed[key] == nil, let frame = lastFrames[key] else { continue }
      placed[key] = frame
    }
    return placed
  }

  /// The size of each element of the window, measured from its views among `subviews` as
  /// `HFlow` proposes them in a flow of `flow`'s settings for `proposal` (see
  /// ``SelfSizingFlowModel/sizes(of:at:flow:proposal:)``), as ``union(_:)`` of its views; views
  /// of no element of the window are not measured.
  ///
  /// - Complexity: O(*s*) measurements for *s* subviews.
  public func sizes<Subviews: RandomAccessCollection>(
    of subviews: Subviews, flow: FlowEngine, proposal: ProposedSize
  ) -> [Size] where Subviews.Element: FlowSubview, Subviews.Index == Int {
    elements.map { views in
      Self.union(
        views.map {
          flow.sizeAlone(
            subviews[subviews.index(subviews.startIndex, offsetBy: $0)], proposal: proposal)
        })
    }
  }
}
