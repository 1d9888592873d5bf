import FlowCollectionLayout
import FlowLayoutEngine
import SwiftUI

#if canImport(UIKit)
  import UIKit

  /// The collection view layout over 20,000 self-sizing tag cells.
  struct CollectionScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> TagsViewController { TagsViewController() }
    func updateUIViewController(_ controller: TagsViewController, context: Context) {}
  }

  /// A collection view of tags on `FlowCollectionViewLayout`, its cells sized by Auto Layout.
  final class TagsViewController: UIViewController, UICollectionViewDataSource {
    private var tags = Tags.sample

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
  struct CollectionScreen: View {
    var body: some View {
      Text("The collection view screen runs on iOS, iPadOS and visionOS.")
    }
  }
#endif
