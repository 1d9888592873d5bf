#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The platform's collection view: `UICollectionView`.
  public typealias FlowPlatformCollectionView = UICollectionView
  /// The platform's collection view layout: `UICollectionViewLayout`.
  public typealias FlowPlatformCollectionViewLayout = UICollectionViewLayout
  /// The platform's layout attributes: `UICollectionViewLayoutAttributes`.
  public typealias FlowPlatformLayoutAttributes = UICollectionViewLayoutAttributes
  /// The platform's invalidation context: `UICollectionViewLayoutInvalidationContext`.
  public typealias FlowPlatformInvalidationContext = UICollectionViewLayoutInvalidationContext
  /// The platform's batch update item: `UICollectionViewUpdateItem`.
  public typealias FlowPlatformUpdateItem = UICollectionViewUpdateItem
  /// The platform's collection view delegate: `UICollectionViewDelegate`.
  public typealias FlowPlatformCollectionViewDelegate = UICollectionViewDelegate
  /// The platform's edge insets: `UIEdgeInsets`.
  public typealias FlowPlatformEdgeInsets = UIEdgeInsets
#elseif canImport(AppKit)
  import AppKit

  /// The platform's collection view: `NSCollectionView`.
  public typealias FlowPlatformCollectionView = NSCollectionView
  /// The platform's collection view layout: `NSCollectionViewLayout`.
  public typealias FlowPlatformCollectionViewLayout = NSCollectionViewLayout
  /// The platform's layout attributes: `NSCollectionViewLayoutAttributes`.
  public typealias FlowPlatformLayoutAttributes = NSCollectionViewLayoutAttributes
  /// The platform's invalidation context: `NSCollectionViewLayoutInvalidationContext`.
  public typealias FlowPlatformInvalidationContext = NSCollectionViewLayoutInvalidationContext
  /// The platform's batch update item: `NSCollectionViewUpdateItem`.
  public typealias FlowPlatformUpdateItem = NSCollectionViewUpdateItem
  /// The platform's collection view delegate: `NSCollectionViewDelegate`.
  public typealias FlowPlatformCollectionViewDelegate = NSCollectionViewDelegate
  /// The platform's edge insets: `NSEdgeInsets`.
  public typealias FlowPlatformEdgeInsets = NSEdgeInsets
#endif

#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  import FlowLayoutEngine

  extension Rect {
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }
  }

  extension CGRect {
    init(_ rect: Rect) {
      self.init(
        origin: CGPoint(x: rect.minX, y: rect.minY),
        size: CGSize(width: rect.width, height: rect.height))
    }
  }

  extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }

  extension FlowItemPath {
    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, item: indexPath.item) }
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
  }
#endif
