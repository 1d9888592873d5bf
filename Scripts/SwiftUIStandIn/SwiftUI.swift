// A stand-in for SwiftUI's public API, written from Apple's documented signatures
// (../shared/swiftui-layout-api.md and developer.apple.com), so that the SwiftUI adapter
// type-checks on Linux, where SwiftUI does not exist. Only declarations: nothing here runs, and
// it is never shipped. Scripts/check-swiftui-adapter.sh compiles the adapter against it.
@_exported import Foundation

// MARK: Geometry and directions

public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical
}

public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

public struct HorizontalAlignment: Equatable, Sendable {
  let id: Int
  public static let leading = HorizontalAlignment(id: 0)
  public static let center = HorizontalAlignment(id: 1)
  public static let trailing = HorizontalAlignment(id: 2)
}

public struct VerticalAlignment: Equatable, Sendable {
  let id: Int
  public static let top = VerticalAlignment(id: 0)
  public static let center = VerticalAlignment(id: 1)
  public static let bottom = VerticalAlignment(id: 2)
  public static let firstTextBaseline = VerticalAlignment(id: 3)
  public static let lastTextBaseline = VerticalAlignment(id: 4)
}

// MARK: The Layout protocol

@frozen public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  { fatalError() }
}

public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing()
  public init() {}
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

public struct ViewDimensions: Equatable {
  public var width: CGFloat { 0 }
  public var height: CGFloat { 0 }
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

public struct LayoutSubview: Equatable {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions() }
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {}
  public var priority: Double { 0 }
  public var spacing: ViewSpacing { ViewSpacing() }
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}

public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public var layoutDirection: LayoutDirection { .leftToRight }
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview() }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { self }
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int { self }
}

public struct LayoutProperties: Sendable {
  public init() {}
  public var stackOrientation: Axis?
}

public protocol Animatable {}

@preconcurrency public protocol Layout: Animatable, Sendable {
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {}
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    StandInView()
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

@frozen public struct AnyLayout: Layout {
  public init<L: Layout>(_ layout: L) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  { .zero }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

public struct VStackLayout: Layout {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  { .zero }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

// MARK: Views, just enough for the adapter and its previews

public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError() }
}

/// Stands for every concrete view SwiftUI would return.
public struct StandInView: View {
  public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> StandInView { StandInView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> StandInView {
    StandInView()
  }
  public static func buildIf<Content: View>(_ content: Content?) -> StandInView { StandInView() }
  public static func buildEither<Content: View>(first: Content) -> StandInView { StandInView() }
  public static func buildEither<Content: View>(second: Content) -> StandInView { StandInView() }
}

public struct Text: View {
  public init(_ content: some StringProtocol) {}
  public var body: Never { fatalError() }
}

public struct Color: View, ShapeStyle, Sendable {
  public static let blue = Color()
  public func opacity(_ opacity: Double) -> Color { self }
  public var body: Never { fatalError() }
}

public protocol ShapeStyle {}
public protocol Shape: View {}

public struct Capsule: Shape {
  public init() {}
  public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  public init(_ title: some StringProtocol, action: @escaping () -> Void) {}
}

public struct VStack<Content: View>: View {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
}

public struct EnvironmentValues {
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
}

extension View {
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    StandInView()
  }
  public func padding(_ length: CGFloat) -> some View { StandInView() }
  public func background<V: View>(_ content: V) -> some View { StandInView() }
  public func clipShape<S: Shape>(_ shape: S) -> some View { StandInView() }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  { StandInView() }
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    StandInView()
  }
}
