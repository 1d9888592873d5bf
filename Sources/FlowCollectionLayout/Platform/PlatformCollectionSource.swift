#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  import FlowLayoutEngine
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// A ``FlowCollectionSource`` that answers from a layout's collection view and its delegate.
  /// The layout calls its model on the main actor only, where the collection view lives; the
  /// conformance checks that it is so.
  @MainActor
  final class PlatformCollectionSource: @preconcurrency FlowCollectionSource {
    /// The layout whose collection view this answers for; the layout owns the source.
    unowned let layout: FlowCollectionViewLayout

    init(layout: FlowCollectionViewLayout) { self.layout = layout }

    var delegate: (any FlowCollectionViewDelegateLayout)? {
      layout.collectionView?.delegate as? any FlowCollectionViewDelegateLayout
    }

    var numberOfSections: Int { layout.collectionView?.numberOfSections ?? 0 }

    func numberOfItems(inSection section: Int) -> Int {
      layout.collectionView?.numberOfItems(inSection: section) ?? 0
    }

    func sizeOfItem(at path: FlowItemPath) -> Size {
      guard let view = layout.collectionView, let delegate else {
        return Size(width: 50, height: 50)
      }
      return Size(delegate.collectionView(view, layout: layout, sizeForItemAt: path.indexPath))
    }

    func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings {
      guard let view = layout.collectionView, let delegate else { return FlowItemSettings() }
      return delegate.collectionView(view, layout: layout, settingsForItemAt: path.indexPath)
    }

    func headerLength(inSection section: Int) -> Double {
      guard let view = layout.collectionView, let delegate else { return 0 }
      return Double(delegate.collectionView(view, layout: layout, headerLengthInSection: section))
    }

    func footerLength(inSection section: Int) -> Double {
      guard let view = layout.collectionView, let delegate else { return 0 }
      return Double(delegate.collectionView(view, layout: layout, footerLengthInSection: section))
    }

    var visibleRect: Rect {
      #if canImport(UIKit)
        Rect(layout.collectionView?.bounds ?? .zero)
      #else
        Rect(layout.collectionView?.visibleRect ?? .zero)
      #endif
    }

    var contentInsets: FlowInsets {
      #if canImport(UIKit)
        let insets = layout.collectionView?.adjustedContentInset ?? .zero
      #else
        let insets =
          layout.collectionView?.enclosingScrollView?.contentInsets
          ?? NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
      #endif
      return FlowInsets(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }
#endif
