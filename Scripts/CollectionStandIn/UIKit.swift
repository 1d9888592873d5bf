// A stand-in for the part of UIKit that FlowCollectionViewLayout uses, written from Apple's
// documented declarations (developer.apple.com/documentation/uikit), with their availability and
// their isolation to the main actor, so that the layout type-checks for iOS, tvOS, visionOS and
// Mac Catalyst on Linux (Scripts/check-collection-layout.sh). Only declarations: nothing here
// runs, and it is never shipped.
@_exported import Foundation

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIView: NSObject {
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  public override init() {}
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  open var bounds: CGRect { .zero }
  open var autoresizingMask: AutoresizingMask {
    get { [] }
    set {}
  }
  open func addSubview(_ view: UIView) {}
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { true }
    set {}
  }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class NSLayoutConstraint: NSObject {
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UILabel: UIView {
  open var text: String? {
    get { nil }
    set {}
  }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIViewController: NSObject {
  public override init() {}
  open var view: UIView! { nil }
  open func viewDidLoad() {}
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewCell: UIView {
  open var contentView: UIView { UIView() }
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIScrollView: UIView {
  open var contentSize: CGSize = .zero
  open var isTracking: Bool { false }
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }
  @available(iOS 17.4, tvOS 17.4, visionOS 1.1, *)
  open var isScrollAnimating: Bool { false }
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var adjustedContentInset: UIEdgeInsets { .zero }
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UIScrollViewDelegate: AnyObject {}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionView: UIScrollView {
  @available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  weak open var delegate: (any UICollectionViewDelegate)?
  weak open var dataSource: (any UICollectionViewDataSource)?
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { nil }
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
  }
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
  open var indexPathsForVisibleItems: [IndexPath] { [] }
  open var visibleCells: [UICollectionViewCell] { [] }
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
  open func insertItems(at indexPaths: [IndexPath]) {}
  open var numberOfSections: Int { 0 }
  open func numberOfItems(inSection section: Int) -> Int { 0 }
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  public override init() {}
  public convenience init(forCellWith indexPath: IndexPath) { self.init() }
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  { self.init() }
  open var frame: CGRect {
    get { .zero }
    set {}
  }
  open var center: CGPoint {
    get { .zero }
    set {}
  }
  open var size: CGSize {
    get { .zero }
    set {}
  }
  open var alpha: CGFloat {
    get { 1 }
    set {}
  }
  open var zIndex: Int {
    get { 0 }
    set {}
  }
  open var isHidden: Bool {
    get { false }
    set {}
  }
  open var indexPath: IndexPath {
    get { IndexPath(item: 0, section: 0) }
    set {}
  }
  open var representedElementCategory: UICollectionView.ElementCategory { .cell }
  open var representedElementKind: String? { nil }
}

@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
  public override init() {}
  open var invalidateEverything: Bool { false }
  open var invalidateDataSourceCounts: Bool { false }
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func invalidateItems(at indexPaths: [IndexPath]) {}
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath])
  {}
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open var contentOffsetAdjustment: CGPoint {
    get { .zero }
    set {}
  }
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open var contentSizeAdjustment: CGSize {
    get { .zero }
    set {}
  }
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewUpdateItem: NSObject {
  public enum Action: Int, Sendable {
    case insert, delete, reload, move, none
  }
  open var indexPathBeforeUpdate: IndexPath? { nil }
  open var indexPathAfterUpdate: IndexPath? { nil }
  open var updateAction: Action { .none }
}

@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewLayout: NSObject {
  public override init() {}
  open var collectionView: UICollectionView? { nil }
  open func prepare() {}
  open var collectionViewContentSize: CGSize { .zero }
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }
  open func invalidateLayout() {}
  @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
  @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  { UICollectionViewLayoutInvalidationContext() }
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }
  @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext { UICollectionViewLayoutInvalidationContext() }
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  open func finalizeCollectionViewUpdates() {}
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  @available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  { proposedContentOffset }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open func targetIndexPath(
    forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
  ) -> IndexPath { previousIndexPath }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  open func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> UICollectionViewLayoutAttributes { UICollectionViewLayoutAttributes() }
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}

// MARK: Focus, for moving focus by the flow's moves

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
public struct UIFocusHeading: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIFocusHeading(rawValue: 1 << 0)
  public static let down = UIFocusHeading(rawValue: 1 << 1)
  public static let left = UIFocusHeading(rawValue: 1 << 2)
  public static let right = UIFocusHeading(rawValue: 1 << 3)
  public static let next = UIFocusHeading(rawValue: 1 << 4)
  public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UIFocusUpdateContext: NSObject {
  open var focusHeading: UIFocusHeading { [] }
}

@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
  open var previouslyFocusedIndexPath: IndexPath? { nil }
  open var nextFocusedIndexPath: IndexPath? { nil }
}

extension UIView {
  @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    .leftToRight
  }
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  public func setNeedsFocusUpdate() {}
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  public func updateFocusIfNeeded() {}
}

extension UICollectionView {
  @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
  public var remembersLastFocusedIndexPath: Bool {
    get { false }
    set {}
  }
}
