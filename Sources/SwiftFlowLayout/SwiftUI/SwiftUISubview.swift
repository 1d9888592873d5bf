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

    /// Each edge's preference is the distance to or from a plain view there (see
    /// ``FlowViewSpacing``).
    var spacing: SpacingPreferences { SpacingPreferences(SwiftUIViewSpacing(subview.spacing)) }

    /// SwiftUI's distance between the two views, as `HStack` and `VStack` space neighbours.
    func distance(to next: SwiftUISubview, along axis: FlowAxis) -> Double {
      SwiftUIViewSpacing(subview.spacing).distance(
        to: SwiftUIViewSpacing(next.subview.spacing), along: axis)
    }

    var breakBefore: Bool { subview[FlowLineBreakKey.self] }
    var keepsWithNext: Bool { subview[FlowKeepWithNextKey.self] }
    var grow: Double { Double(subview[FlowGrowKey.self]) }
    var basis: Double? { subview[FlowBasisKey.self].map(Double.init) }
    var alignment: ItemAlignment? { subview[FlowAlignmentKey.self] }
    var overflowCount: Int? { subview[FlowOverflowCountKey.self] }
    var isSeparator: Bool { subview[FlowSeparatorKey.self] }
    var collapseLineLimit: Int? { subview[FlowCollapseLineLimitKey.self] }

    func place(at origin: Point, proposal: ProposedSize) {
      subview.place(
        at: CGPoint(x: origin.x, y: origin.y), anchor: .topLeading,
        proposal: ProposedViewSize(proposal))
    }
  }

  /// SwiftUI's `ViewSpacing` as a ``FlowViewSpacing``: only type conversions.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct SwiftUIViewSpacing: FlowViewSpacing {
    var spacing: ViewSpacing

    init(_ spacing: ViewSpacing) { self.spacing = spacing }

    init() { self.init(ViewSpacing()) }

    func distance(to next: SwiftUIViewSpacing, along axis: FlowAxis) -> Double {
      Double(
        spacing.distance(to: next.spacing, along: axis == .horizontal ? .horizontal : .vertical))
    }

    mutating func formUnion(_ other: SwiftUIViewSpacing, along edge: FlowEdges.Edge) {
      let edges: Edge.Set =
        switch edge {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
      spacing.formUnion(other.spacing, edges: edges)
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
