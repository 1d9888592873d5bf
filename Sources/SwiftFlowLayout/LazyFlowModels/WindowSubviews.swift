import FlowLayoutEngine

/// What each subview of a lazy flow's window layout shows: an element's view, marked with the
/// element's position in the window, or the scroll marker.
///
/// An element's content is a view builder, so an element may be shown by no view (an `if` that
/// is false) or by several; the layout reads each subview's role rather than pairing subviews
/// with elements by position.
public enum WindowSubviewRole: Hashable, Sendable {
  /// A view of the element at this position in the window (see ``CreatedElement``).
  case element(Int)
  /// The marker the scroll view is asked to scroll to.
  case marker
}

/// The subviews of a lazy flow's window, grouped by what they show.
///
/// Each view of an element goes at the element's frame, proposed its size, as views in a
/// `ZStack`; an element is measured as the union of its views' sizes (their widest and tallest),
/// and an element with no view measures zero. Subviews without a role, or with a position past
/// the window, are placed nowhere.
public struct WindowSubviews: Equatable, Sendable {
  /// The subviews of each element of the window, by position in the window.
  public var elements: [[Int]]
  /// The subview of the scroll marker, if there is one.
  public var marker: Int?

  /// The groups of subviews whose roles are `roles`, in a window of `count` elements.
  ///
  /// - Complexity: O(*s* + *count*) for *s* subviews.
  public init(roles: some Sequence<WindowSubviewRole?>, count: Int) {
    elements = Array(repeating: [], count: Swift.max(count, 0))
    marker = nil
    for (subview, role) in roles.enumerated() {
      switch role {
      case .element(let position) where elements.indices.contains(position):
        elements[position].append(subview)
      case .marker where marker == nil:
        marker = subview
      default:
        continue
      }
    }
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

  /// Where each subview goes: an element's views at the element's frame among `frames` (in
  /// window order), the marker at `marker`; each is proposed its frame's size.
  ///
  /// - Complexity: O(*s*) for *s* subviews.
  public func placements(frames: [Rect], marker markerFrame: Rect) -> [(
    subview: Int, frame: Rect
  )] {
    var placements: [(subview: Int, frame: Rect)] = []
    for (position, subviews) in zip(elements.indices, elements) where position < frames.count {
      for subview in subviews { placements.append((subview, frames[position])) }
    }
    if let marker { placements.append((marker, markerFrame)) }
    return placements
  }

  /// The size of each element of the window, measured from its views among `subviews` as
  /// `HFlow` proposes them in a flow of `flow`'s settings for `proposal` (see
  /// ``SelfSizingFlowModel/sizes(of:at:flow:proposal:)``), as ``union(_:)`` of its views.
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
