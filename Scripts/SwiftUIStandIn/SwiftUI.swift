// A stand-in for SwiftUI's public API, written from Apple's documented declarations
// (developer.apple.com), so that the SwiftUI adapter type-checks for Apple platforms on Linux,
// where SwiftUI does not exist. Only declarations: nothing here runs, and it is never shipped.
// Scripts/check-swiftui-adapter.sh compiles the adapter against it for each Apple platform.
//
// Availability and isolation are declared as the SDKs declare them, because they are part of the
// API: the `Layout` family needs iOS 16, macOS 13, tvOS 16 and watchOS 9; views, alignments and
// geometry iOS 13, macOS 10.15, tvOS 13 and watchOS 6. From the iOS 18 and macOS 15 SDKs on,
// `View` is isolated to the main actor, SwiftUI's own modifiers are `nonisolated`, and `Layout`
// is `Sendable`.
@_exported import CoreGraphics

// MARK: Geometry and directions

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal
  case vertical

  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  let id: ObjectIdentifier
  public init(_ id: any AlignmentID.Type) { self.id = ObjectIdentifier(id) }
  public static let leading = HorizontalAlignment(StandInGuide.self)
  public static let center = HorizontalAlignment(StandInGuide.self)
  public static let trailing = HorizontalAlignment(StandInGuide.self)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  let id: ObjectIdentifier
  public init(_ id: any AlignmentID.Type) { self.id = ObjectIdentifier(id) }
  public static let top = VerticalAlignment(StandInGuide.self)
  public static let center = VerticalAlignment(StandInGuide.self)
  public static let bottom = VerticalAlignment(StandInGuide.self)
  public static let firstTextBaseline = VerticalAlignment(StandInGuide.self)
  public static let lastTextBaseline = VerticalAlignment(StandInGuide.self)
}

/// Stands for the identifiers of SwiftUI's own guides.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum StandInGuide: AlignmentID {
  public static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions: Equatable {
  public var width: CGFloat { 0 }
  public var height: CGFloat { 0 }
  public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
  public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

// MARK: The Layout protocol

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
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
  { size }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing()
  public init() {}
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 0 }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutProperties: Sendable {
  public init() {}
  public var stackOrientation: Axis?
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct AnyLayout: Layout {
  public init<L: Layout>(_ layout: L) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  { .zero }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen public struct VStackLayout: Layout {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
    -> CGSize
  { .zero }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void
  ) {}
}

// MARK: Views, just enough for the adapter and its previews
//
// Conformances to `View` are declared in extensions, so that only `body` is isolated to the main
// actor, as in the SDK, and not the views' initializers.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public var body: Never { fatalError() }
}

/// Stands for every concrete view SwiftUI would return.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct StandInView {
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension StandInView: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
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
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text {
  public init(_ content: some StringProtocol) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: ShapeStyle, Hashable {
  public static let blue = Color()
  public static let clear = Color()
  public func opacity(_ opacity: Double) -> Color { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  public nonisolated init() {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Content: View {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  public var body: Never { fatalError() }
  public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct Subview: Identifiable {
  public struct ID: Hashable {}
  public var id: ID { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Subview: View {
  public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct SubviewsCollection: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(position: Int) -> Subview { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct GroupElementsOfContent<Subviews: View, Content: View> {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension GroupElementsOfContent: View {
  public var body: Never { fatalError() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
extension Group {
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: View where Label: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  public init(_ title: some StringProtocol, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content> {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) where Content: View {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

// MARK: Content margins

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement: Sendable {
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View { StandInView() }
}

// MARK: Text styles and sizes that scale with Dynamic Type

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, headline, subheadline, body, callout, footnote, caption
  }
  public static let body = Font()
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public static func system(size: CGFloat) -> Font { Font() }
}

// Not `Sendable`: Apple marks the conformance unavailable.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint> {
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func font(_ font: Font?) -> some View { StandInView() }
  nonisolated public func lineLimit(_ number: Int?) -> some View { StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { StandInView() }
  nonisolated public func padding(_ length: CGFloat) -> some View { StandInView() }
  nonisolated public func opacity(_ opacity: Double) -> some View { StandInView() }
  nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View { StandInView() }
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { StandInView() }
  nonisolated public func previewDisplayName(_ value: String?) -> some View { StandInView() }
}

// A modifier's conformance is declared in an extension, as a view's is, so that only `body` is
// isolated to the main actor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ViewModifier_Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent()
  }
  nonisolated public func disabled(_ disabled: Bool) -> some View { StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 16.0, watchOS 6.0, *)
extension View {
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void)
    -> some View
  { StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
  public static let `default` = Animation()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { try body() }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyTransition {
  public static var identity: AnyTransition { AnyTransition() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func transition(_ t: AnyTransition) -> some View { StandInView() }
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V)
    -> some View
  { StandInView() }
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    StandInView()
  }
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    StandInView()
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { StandInView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View { StandInView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value)
    -> some View
  { StandInView() }
}

// MARK: Lazy stacks, scrolling and geometry, for the lazy flows

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let center = Alignment(horizontal: .center, vertical: .center)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension GeometryProxy {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { nil }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace() }
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen public struct Transaction {
  public init() {}
}

// These name visionOS as Apple's documentation does: without an SDK, this compiler would
// otherwise take iOS's release numbers for visionOS's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Transaction {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var scrollPositionUpdatePreservesVelocity: Bool {
    get { false }
    set {}
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result { try body() }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R { try body() }

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum CoordinateSpace {
  case global
  case local
  case named(AnyHashable)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content: View> {
  public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ZStack<Content: View> {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ZStack: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { StandInView() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyVStack<Content> {
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Never? = nil, @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyVStack: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content> {
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: Never? = nil, @ViewBuilder content: () -> Content
  ) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension LazyHStack: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen public struct ScrollViewReader<Content: View> {
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ScrollViewReader: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { StandInView() }
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { StandInView() }
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { StandInView() }
}

// `onChange(of:perform:)` is deprecated from iOS 17, macOS 14, tvOS 17, watchOS 10 and visionOS 1,
// where the forms with the old and new values or with none replace it. visionOS takes iOS's
// availability, but this compiler has no SDK to map iOS 17 to visionOS 1, so for visionOS the
// declarations say directly what the SDK does: the new forms at every release, the old one
// deprecated at every release.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  #if os(visionOS)
    @available(
      *, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead."
    )
  #else
    @available(
      iOS, introduced: 14.0, deprecated: 17.0,
      message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
      macOS, introduced: 11.0, deprecated: 14.0,
      message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
      tvOS, introduced: 14.0, deprecated: 17.0,
      message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
      watchOS, introduced: 7.0, deprecated: 10.0,
      message: "Use `onChange` with a two or zero parameter action closure instead."
    )
  #endif
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View { StandInView() }
}

#if os(visionOS)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
#else
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
#endif
extension View {
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { StandInView() }
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { StandInView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View { StandInView() }
}

// MARK: Apps and navigation, for the gallery app (Examples/FlowGallery.swiftpm)

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  public static func main() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ title: some StringProtocol, value: P?) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func navigationTitle(_ title: some StringProtocol) -> some View {
    StandInView()
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { StandInView() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View { StandInView() }
}

#if canImport(UIKit)
  import UIKit

  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
  where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  }

  @available(iOS 13.0, tvOS 13.0, *)
  extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @MainActor
  public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
  > {}
#endif

// MARK: Focus, keys and accessibility order, for keyboard navigation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value> {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen @propertyWrapper public struct FocusState<Value: Hashable> {
  @frozen @propertyWrapper public struct Binding {
    public init(projectedValue: FocusState<Value>.Binding) {}
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  public init<T: Hashable>() where Value == T? {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { StandInView() }
}

@available(iOS 17.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { StandInView() }
}

// Focus interactions; SwiftUI declares them from iOS 17, macOS 14, tvOS 17, watchOS 10 and
// visionOS 1. Without an SDK this compiler reads iOS's release numbers as visionOS's, so there they
// are declared as available as the views they modify.
#if os(visionOS)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static var automatic: FocusInteractions { [activate, edit] }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    nonisolated public func focusable(
      _ isFocusable: Bool = true, interactions: FocusInteractions
    ) -> some View { StandInView() }
  }
#else
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct FocusInteractions: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static var automatic: FocusInteractions { [activate, edit] }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  extension View {
    nonisolated public func focusable(
      _ isFocusable: Bool = true, interactions: FocusInteractions
    ) -> some View { StandInView() }
  }
#endif

// A key; Apple's SDK declares it from tvOS 17, unavailable on watchOS, and Hashable (so usable in
// a Set or a switch) only from iOS 17, macOS 14 and tvOS 17, later than the struct itself. Both
// are on visionOS from its first release, which is said here in visionOS's own numbers, since
// this compiler, without an SDK, does not map iOS's to them.
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct KeyEquivalent: Sendable {
  public static let upArrow = KeyEquivalent()
  public static let downArrow = KeyEquivalent()
  public static let leftArrow = KeyEquivalent()
  public static let rightArrow = KeyEquivalent()
  public static let home = KeyEquivalent()
  public static let end = KeyEquivalent()
  public static let pageUp = KeyEquivalent()
  public static let pageDown = KeyEquivalent()
  public static let space = KeyEquivalent()
  public static let `return` = KeyEquivalent()
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension KeyEquivalent: Hashable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let control = EventModifiers(rawValue: 1 << 2)
}

// Key presses; SwiftUI declares them unavailable on watchOS, where the adapter does not use
// them. visionOS has them from its first release; without an SDK this compiler reads iOS's
// release numbers as visionOS's, so there they are declared as available as the views they
// modify.
#if !os(watchOS)
  #if os(visionOS)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public struct KeyPress: Sendable {
      public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
      }
      public enum Result: Hashable, Sendable {
        case handled, ignored
      }
      public let key: KeyEquivalent
      public let modifiers: EventModifiers
    }

    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    extension View {
      nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
      ) -> some View { StandInView() }
    }
  #else
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public struct KeyPress: Sendable {
      public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
      }
      public enum Result: Hashable, Sendable {
        case handled, ignored
      }
      public let key: KeyEquivalent
      public let modifiers: EventModifiers
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    extension View {
      nonisolated public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
      ) -> some View { StandInView() }
    }
  #endif
#endif

// A Mac's arrow keys and a Siri Remote's edges; SwiftUI declares these unavailable on iOS,
// watchOS and visionOS, which the adapter reaches only under the same platform conditions.
#if os(macOS) || os(tvOS)
  @available(macOS 10.15, tvOS 13.0, *)
  public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right
  }

  @available(macOS 10.15, tvOS 13.0, *)
  extension View {
    nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?)
      -> some View
    { StandInView() }
  }
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
  public static let contain = AccessibilityChildBehavior()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  { StandInView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AccessibilityChildBehavior {
  public static let ignore = AccessibilityChildBehavior()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    StandInView()
  }
}
