import FlowLayoutEngine

/// What a ``FlowCollectionLayoutModel`` asks of its collection view and of the collection
/// view's delegate: the sections and items the data source holds now, the sizes and settings
/// the delegate answers, and the part of the content in view.
///
/// `FlowCollectionViewLayout` answers it from a `UICollectionView` or an `NSCollectionView`;
/// tests answer it with a fake collection view.
public protocol FlowCollectionSource: AnyObject {
  /// How many sections the collection view shows.
  var numberOfSections: Int { get }
  /// How many items section `section` holds.
  func numberOfItems(inSection section: Int) -> Int
  /// The size of the item at `path`, for a layout whose items are not self-sizing.
  func sizeOfItem(at path: FlowItemPath) -> Size
  /// The settings of the item at `path`: growth, basis, own alignment and forced break.
  func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings
  /// How long section `section`'s header is across the lines (its height in a flow of rows);
  /// 0 for none.
  func headerLength(inSection section: Int) -> Double
  /// How long section `section`'s footer is across the lines; 0 for none.
  func footerLength(inSection section: Int) -> Double
  /// The part of the content in view: the collection view's bounds.
  var visibleRect: Rect { get }
  /// The insets of the content within the scroll view, as the system adjusts them for bars and
  /// the safe area (`adjustedContentInset`): at the top, the scroll view rests at
  /// `-contentInsets.top`; along the lines, they shorten the lines.
  var contentInsets: FlowInsets { get }
}

extension FlowCollectionSource {
  /// No insets, for a source that has none.
  public var contentInsets: FlowInsets { .zero }
}
