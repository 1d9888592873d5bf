#if canImport(SwiftUI)
  import SwiftUI

  /// A SwiftUI subview as a ``FlowSubview``: only type conversions.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SwiftUISubview: FlowSubview {
    let subview: LayoutSubview

    func dimensions(in proposal: ProposedSize) -> ItemDimensions {
      let dimensions = subview.dimensions(in: ProposedViewSize(proposal))
      return ItemDimensions(
        size: Size(width: Double(dimensions.width), height: Double(dimensions.height)),
        firstTextBaseline: dimensions[explicit: .firstTextBaseline].map(Double.init),
        lastTextBaseline: dimensions[explicit: .lastTextBaseline].map(Double.init))
    }

    /// SwiftUI does not expose a subview's spacing per edge, only distances between spacings;
    /// the distance to or from a neighbour with no preferences is the preference of that edge.
    var spacing: SpacingPreferences {
      let own = subview.spacing
      return SpacingPreferences(
        top: Double(ViewSpacing.zero.distance(to: own, along: .vertical)),
        leading: Double(ViewSpacing.zero.distance(to: own, along: .horizontal)),
        bottom: Double(own.distance(to: .zero, along: .vertical)),
        trailing: Double(own.distance(to: .zero, along: .horizontal)))
    }

    /// SwiftUI's distance between the two views, as `HStack` and `VStack` space neighbours.
    func distance(to next: SwiftUISubview, along axis: FlowAxis) -> Double {
      Double(
        subview.spacing.distance(
          to: next.subview.spacing, along: axis == .horizontal ? .horizontal : .vertical))
    }

    var breakBefore: Bool { subview[FlowLineBreakKey.self] }
    var grow: Double { Double(subview[FlowGrowKey.self]) }
    var basis: Double? { subview[FlowBasisKey.self].map(Double.init) }
    var alignment: ItemAlignment? { subview[FlowAlignmentKey.self] }
    var overflowCount: Int? { subview[FlowOverflowCountKey.self] }
    var isSeparator: Bool { subview[FlowSeparatorKey.self] }

    func place(at origin: Point, proposal: ProposedSize) {
      subview.place(
        at: CGPoint(x: origin.x, y: origin.y), anchor: .topLeading,
        proposal: ProposedViewSize(proposal))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension LayoutSubviews {
    /// The subviews as ``FlowSubview``s, without copying them.
    var flowSubviews: LazyMapCollection<LayoutSubviews, SwiftUISubview> {
      lazy.map(SwiftUISubview.init)
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension ProposedViewSize {
    init(_ proposal: ProposedSize) {
      self.init(
        width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension ProposedSize {
    init(_ proposal: ProposedViewSize) {
      self.init(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
  }
#endif
