import FlowCollectionLayout
import FlowLayoutEngine
import SwiftFlowLayout
import SwiftUI

#if canImport(UIKit)
  import UIKit

  /// The collection view layout over 20,000 self-sizing tag cells, with the checks of the
  /// lazy flows' screen: a jump, a target near the end and an insertion above the view at a tap,
  /// the figures read from the cells' real frames as you drag, fling and rotate.
  @MainActor
  struct CollectionScreen: View {
    @State private var controller = TagsViewController()
    @State private var recorder = FrameRecorder()

    var body: some View {
      CheckPanel(
        recorder: recorder,
        report: {
          recorder.reportOnly(controller.visibleFrames())
        },
        actions: {
          Button("Jump") {
            recorder.reset()
            controller.scroll(toItem: Tags.sample.count / 2)
          }
          Button("Near the end") {
            recorder.reset()
            controller.scroll(toItem: Tags.sample.count - 3)
          }
          Button("Insert above") { controller.insertAbove() }
        },
        content: { TagsView(controller: controller) })
    }
  }

  /// The controller's view in SwiftUI.
  struct TagsView: UIViewControllerRepresentable {
    let controller: TagsViewController
    func makeUIViewController(context: Context) -> TagsViewController { controller }
    func updateUIViewController(_ controller: TagsViewController, context: Context) {}
  }

  /// A collection view of tags on `FlowCollectionViewLayout`, its cells sized by Auto Layout.
  final class TagsViewController: UIViewController, UICollectionViewDataSource {
    private var tags = Tags.sample
    /// Each tag's identity, which follows it through insertions.
    private var ids = Array(Tags.sample.indices)
    private var collection: UICollectionView?

    override func viewDidLoad() {
      super.viewDidLoad()
      let layout = FlowCollectionViewLayout()
      layout.flow = FlowEngine(itemSpacing: 8, lineSpacing: 8)
      layout.estimatedItemSize = CGSize(width: 80, height: 32)
      layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
      let collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
      collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      collection.register(TagCell.self, forCellWithReuseIdentifier: TagCell.identifier)
      collection.dataSource = self
      view.addSubview(collection)
      self.collection = collection
    }

    /// Scrolls the item at `item` to the top, as a scroll target does.
    func scroll(toItem item: Int) {
      collection?.scrollToItem(at: IndexPath(item: item, section: 0), at: .top, animated: false)
    }

    /// Three tags inserted just above the first cell on screen, in a batch update.
    func insertAbove() {
      guard let collection else { return }
      let first = collection.indexPathsForVisibleItems.map(\.item).min() ?? 0
      let position = max(first - 3, 0)
      collection.performBatchUpdates {
        for offset in 0..<3 {
          self.tags.insert("new \(self.ids.count)", at: position + offset)
          self.ids.insert(self.ids.count, at: position + offset)
        }
        collection.insertItems(
          at: (0..<3).map { IndexPath(item: position + $0, section: 0) })
      }
    }

    /// The frames in the window of the cells on screen, by their tags' identities.
    func visibleFrames() -> [(Int, CGRect)] {
      guard let collection else { return [] }
      return collection.visibleCells.compactMap { cell in
        collection.indexPath(for: cell).map { (ids[$0.item], cell.convert(cell.bounds, to: nil)) }
      }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { tags.count }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: TagCell.identifier, for: indexPath)
      (cell as? TagCell)?.label.text = tags[indexPath.item]
      return cell
    }
  }

  /// A cell of one label, inset by 8 points.
  final class TagCell: UICollectionViewCell {
    static let identifier = "tag"
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }
#else
  /// The collection view layout needs UIKit here; AppKit's has no screen in this gallery.
  @MainActor
  struct CollectionScreen: View {
    var body: some View {
      Text("The collection view screen runs on iOS, iPadOS and visionOS.")
    }
  }
#endif
