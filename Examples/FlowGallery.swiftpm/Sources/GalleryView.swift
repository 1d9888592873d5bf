import SwiftFlowLayout
import SwiftUI

/// The list of screens: a flow of chips, keyboard focus, expand and collapse, rows that scroll
/// sideways, the two lazy flows, the collection view layout, and the checks.
struct GalleryView: View {
  @State private var path: [GalleryScreen] = []

  var body: some View {
    NavigationStack(path: $path) {
      List {
        ForEach(GalleryScreen.allCases, id: \.self) { screen in
          NavigationLink(screen.title, value: screen)
        }
      }
      .navigationTitle("Flows")
      .navigationDestination(for: GalleryScreen.self) { screen in
        screen.view(path: $path)
      }
    }
  }
}

/// A screen of the gallery.
enum GalleryScreen: String, CaseIterable, Hashable {
  case chips, keyboard, expand, sideways, sized, lazyKeyboard, selfSizing, collection, checks
  case away

  var title: String {
    switch self {
    case .chips: "Chips in an HFlow"
    case .keyboard: "Keyboard focus in an HFlow"
    case .expand: "Expand and collapse"
    case .sideways: "Rows that scroll sideways"
    case .lazyKeyboard: "Keyboard focus in a LazyHFlow"
    case .sized: "Sized LazyHFlow, 20,000 tags"
    case .selfSizing: "Self-sizing LazyHFlow, 20,000 tags"
    case .collection: "FlowCollectionViewLayout, 20,000 tags"
    case .checks: "Checks"
    case .away: "Pushed over a flow"
    }
  }

  @MainActor @ViewBuilder
  func view(path: Binding<[GalleryScreen]>) -> some View {
    switch self {
    case .chips:
      ScrollView {
        HFlow(spacing: 8) {
          ForEach(Tags.sample.prefix(60), id: \.self) { Chip(text: $0) }
        }
        .padding()
      }
    case .keyboard:
      KeyboardScreen()
    case .expand:
      ExpandScreen()
    case .sideways:
      SidewaysScreen()
    case .lazyKeyboard:
      LazyKeyboardScreen()
    case .sized:
      ScrollView {
        LazyHFlow(Tags.sample, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)) {
          Chip.size(of: $0)
        } content: {
          Chip(text: $0)
        }
        .padding()
      }
    case .selfSizing:
      LazyHFlow(
        Tags.sample, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
        estimatedSize: CGSize(width: 80, height: 32)
      ) {
        Chip(text: $0)
      }
    case .collection:
      CollectionScreen()
    case .checks:
      ChecksView(path: path)
    case .away:
      Text("Another screen over the flow")
    }
  }
}

/// A tag as a rounded chip, darker while highlighted (focused, on the keyboard screens).
struct Chip: View {
  let text: String
  var isHighlighted = false

  var body: some View {
    Text(text)
      .padding(8)
      .background(Color.blue.opacity(isHighlighted ? 0.45 : 0.15))
      .clipShape(Capsule())
  }

  /// The chip's size for a sized flow: 14-point text of about 8.4 points a character, and its
  /// padding.
  static func size(of text: String) -> CGSize {
    CGSize(width: 16 + 8.4 * CGFloat(text.count), height: 33)
  }
}

/// The gallery's tags.
enum Tags {
  /// 20,000 tags of one to four words, the same at every launch.
  static let sample: [String] = {
    let words = [
      "swift", "flow", "layout", "chip", "tag", "wrap", "line", "kolor", "mooi", "très", "可以",
      "grand", "piękny", "klein", "rouge", "📦", "zielony", "groen", "bleu", "长",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<20_000).map { index in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let count = Int(state >> 62) + 1
      let text = (0..<count).map { word in
        words[Int((state >> UInt64(8 * word + 8)) % UInt64(words.count))]
      }
      return text.joined(separator: " ") + " \(index)"
    }
  }()
}
