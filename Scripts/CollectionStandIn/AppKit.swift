// A stand-in for the part of AppKit that FlowCollectionViewLayout uses, written from Apple's
// documented declarations (developer.apple.com/documentation/appkit), with their availability
// and their isolation to the main actor, so that the layout type-checks for macOS on Linux
// (Scripts/check-collection-layout.sh). Only declarations: nothing here runs, and it is never
// shipped.
@_exported import Foundation

public typealias NSRect = CGRect
public typealias NSPoint = CGPoint
public typealias NSSize = CGSize

@available(macOS 10.10, *)
public struct NSEdgeInsets: Hashable, Sendable {
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
}

@available(macOS 10.5, *)
public enum NSUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

@MainActor open class NSResponder: NSObject {
  open func moveUp(_ sender: Any?) {}
  open func moveDown(_ sender: Any?) {}
  open func moveLeft(_ sender: Any?) {}
  open func moveRight(_ sender: Any?) {}
}

@MainActor open class NSView: NSResponder {
  open var visibleRect: NSRect { .zero }
  open var enclosingScrollView: NSScrollView? { nil }
  @available(macOS 10.8, *)
  open var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection { .leftToRight }
}

@MainActor open class NSScrollView: NSView {
  @available(macOS 10.10, *)
  open var contentInsets: NSEdgeInsets {
    get { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    set {}
  }
  // Constants of the C header (`NSScrollViewWillStartLiveScrollNotification` and the others),
  // which Swift imports as class properties of a Sendable type.
  @available(macOS 10.9, *)
  nonisolated public static let willStartLiveScrollNotification = NSNotification.Name(
    "NSScrollViewWillStartLiveScrollNotification")
  @available(macOS 10.9, *)
  nonisolated public static let didLiveScrollNotification = NSNotification.Name(
    "NSScrollViewDidLiveScrollNotification")
  @available(macOS 10.9, *)
  nonisolated public static let didEndLiveScrollNotification = NSNotification.Name(
    "NSScrollViewDidEndLiveScrollNotification")
}

@available(macOS 10.11, *)
public enum NSCollectionElementCategory: Int, Sendable {
  case item, supplementaryView, decorationView, interItemGap
}

@available(macOS 10.5, *)
@MainActor public protocol NSCollectionViewDelegate: AnyObject {}

@available(macOS 10.5, *)
@MainActor open class NSCollectionView: NSView {
  public typealias SupplementaryElementKind = String
  @available(macOS 10.11, *)
  open var collectionViewLayout: NSCollectionViewLayout? {
    get { nil }
    set {}
  }
  @available(macOS 10.11, *)
  open var selectionIndexPaths: Set<IndexPath> {
    get { [] }
    set {}
  }
  @available(macOS 10.11, *)
  public static let elementKindSectionHeader: SupplementaryElementKind =
    "UICollectionElementKindSectionHeader"
  @available(macOS 10.11, *)
  public static let elementKindSectionFooter: SupplementaryElementKind =
    "UICollectionElementKindSectionFooter"
  @available(macOS 10.11, *)
  public enum UpdateAction: Int, Sendable {
    case insert, delete, reload, move, none
  }
  weak open var delegate: (any NSCollectionViewDelegate)?
  @available(macOS 10.11, *)
  open var numberOfSections: Int { 0 }
  @available(macOS 10.11, *)
  open func numberOfItems(inSection section: Int) -> Int { 0 }
}

@available(macOS 10.11, *)
@MainActor open class NSCollectionViewLayoutAttributes: NSObject {
  public override init() {}
  public convenience init(forItemWith indexPath: IndexPath) { self.init() }
  public convenience init(
    forSupplementaryViewOfKind elementKind: NSCollectionView.SupplementaryElementKind,
    with indexPath: IndexPath
  ) { self.init() }
  public convenience init(forInterItemGapBefore indexPath: IndexPath) { self.init() }
  open var frame: NSRect {
    get { .zero }
    set {}
  }
  open var size: NSSize {
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
  open var indexPath: IndexPath?
  open var representedElementCategory: NSCollectionElementCategory { .item }
  open var representedElementKind: String? { nil }
}

@available(macOS 10.11, *)
@MainActor open class NSCollectionViewLayoutInvalidationContext: NSObject {
  public override init() {}
  open var invalidateEverything: Bool { false }
  open var invalidateDataSourceCounts: Bool { false }
  open func invalidateItems(at indexPaths: Set<IndexPath>) {}
  open func invalidateSupplementaryElements(
    ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPaths: Set<IndexPath>
  ) {}
  open var contentOffsetAdjustment: NSPoint {
    get { .zero }
    set {}
  }
  open var contentSizeAdjustment: NSSize {
    get { .zero }
    set {}
  }
}

@available(macOS 10.11, *)
@MainActor open class NSCollectionViewUpdateItem: NSObject {
  open var indexPathBeforeUpdate: IndexPath? { nil }
  open var indexPathAfterUpdate: IndexPath? { nil }
  open var updateAction: NSCollectionView.UpdateAction { .none }
}

@available(macOS 10.11, *)
@MainActor open class NSCollectionViewLayout: NSObject {
  public override init() {}
  open var collectionView: NSCollectionView? { nil }
  open func prepare() {}
  open var collectionViewContentSize: NSSize { .zero }
  open func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
    []
  }
  open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
    nil
  }
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  ) -> NSCollectionViewLayoutAttributes? { nil }
  open func layoutAttributesForDropTarget(at pointInCollectionView: NSPoint)
    -> NSCollectionViewLayoutAttributes?
  { nil }
  open func layoutAttributesForInterItemGap(before indexPath: IndexPath)
    -> NSCollectionViewLayoutAttributes?
  { nil }
  open func invalidateLayout() {}
  open func invalidateLayout(with context: NSCollectionViewLayoutInvalidationContext) {}
  open func shouldInvalidateLayout(forBoundsChange newBounds: NSRect) -> Bool { false }
  open func invalidationContext(forBoundsChange newBounds: NSRect)
    -> NSCollectionViewLayoutInvalidationContext
  { NSCollectionViewLayoutInvalidationContext() }
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
  ) -> Bool { false }
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: NSCollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: NSCollectionViewLayoutAttributes
  ) -> NSCollectionViewLayoutInvalidationContext { NSCollectionViewLayoutInvalidationContext() }
  open func prepare(forCollectionViewUpdates updateItems: [NSCollectionViewUpdateItem]) {}
  open func finalizeCollectionViewUpdates() {}
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> NSCollectionViewLayoutAttributes?
  { nil }
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> NSCollectionViewLayoutAttributes?
  { nil }
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: NSPoint)
    -> NSPoint
  { proposedContentOffset }
}
