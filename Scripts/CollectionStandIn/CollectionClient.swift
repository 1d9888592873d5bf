// A client of FlowCollectionViewLayout outside the package, as the collection view article shows it: a
// collection view of tags on the layout, self-sizing, with a delegate that gives an item
// settings of its own and sections headers. It type-checks against the stand-ins for every
// platform that has the layout (Scripts/check-swiftui-adapter.sh).
import FlowCollectionLayout
import FlowLayoutEngine

#if canImport(UIKit)
  import UIKit
#else
  import AppKit
#endif

@MainActor
final class TagsDelegate: FlowCollectionViewDelegateLayout {
  func collectionView(
    _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
    settingsForItemAt indexPath: IndexPath
  ) -> FlowItemSettings {
    // The first tag of each section fills its line.
    indexPath.item == 0 ? FlowItemSettings(grow: 1) : FlowItemSettings()
  }

  func collectionView(
    _ collectionView: FlowPlatformCollectionView, layout: FlowCollectionViewLayout,
    headerLengthInSection section: Int
  ) -> CGFloat { 32 }
}

@MainActor
func makeTagsLayout() -> FlowCollectionViewLayout {
  let layout = FlowCollectionViewLayout()
  layout.flow = FlowEngine(itemSpacing: 8, lineSpacing: 8, justification: .start)
  layout.estimatedItemSize = CGSize(width: 80, height: 32)
  layout.sectionInset = FlowPlatformEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  return layout
}

#if canImport(UIKit)
  /// Arrow keys and a remote move focus across the tags' wrapped lines by the flow's moves:
  /// the delegate lets the focus engine's own moves through only where they agree.
  @MainActor
  final class TagsFocusDelegate: NSObject, UICollectionViewDelegate {
    let layout: FlowCollectionViewLayout

    init(layout: FlowCollectionViewLayout) { self.layout = layout }

    func collectionView(
      _ collectionView: UICollectionView,
      shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
      layout.shouldUpdateFocus(in: context)
    }

    func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
      layout.preferredFocusIndexPath
    }
  }
#else
  /// Arrow keys move the selection across the tags' wrapped lines by the flow's moves.
  @MainActor
  final class TagsCollectionView: NSCollectionView {
    override func moveDown(_ sender: Any?) { move(.down) }
    override func moveUp(_ sender: Any?) { move(.up) }
    override func moveLeft(_ sender: Any?) { move(.left) }
    override func moveRight(_ sender: Any?) { move(.right) }

    private func move(_ key: FlowKey) {
      guard let layout = collectionViewLayout as? FlowCollectionViewLayout,
        let current = selectionIndexPaths.first,
        let next = layout.indexPath(after: key, from: current)
      else { return }
      selectionIndexPaths = [next]
    }
  }
#endif
