#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  import FlowLayoutEngine
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// What a ``FlowCollectionViewLayout`` asks the collection view's delegate: each item's size
  /// (for a layout without an estimated size), its settings, and each section's header and
  /// footer. Every method has a default: 50×50 items without settings of their own, and no
  /// headers or footers.
  @MainActor
  public protocol FlowCollectionViewDelegateLayout: FlowPlatformCollectionViewDelegate {
    /// The size of the item at `indexPath`, for a layout whose items are not self-sizing.
    func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The item's growth, basis, own alignment and forced break.
    func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      settingsForItemAt indexPath: IndexPath
    ) -> FlowItemSettings
    /// How long section `section`'s header is across the lines (its height in a flow of rows);
    /// 0 for none.
    func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      headerLengthInSection section: Int
    ) -> CGFloat
    /// How long section `section`'s footer is across the lines; 0 for none.
    func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      footerLengthInSection section: Int
    ) -> CGFloat
  }

  extension FlowCollectionViewDelegateLayout {
    /// 50×50 points.
    public func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 50, height: 50) }
    /// No settings of its own.
    public func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      settingsForItemAt indexPath: IndexPath
    ) -> FlowItemSettings { FlowItemSettings() }
    /// No header.
    public func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      headerLengthInSection section: Int
    ) -> CGFloat { 0 }
    /// No footer.
    public func collectionView(
      _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
      footerLengthInSection section: Int
    ) -> CGFloat { 0 }
  }
#endif
