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
  case chips, keyboard, expand, sideways, sized, selfSizing, rightToLeft, collection, checks
  case away

  var title: String {
    switch self {
    case .chips: "Chips in an HFlow"
    case .keyboard: "Keyboard focus in an HFlow"
    case .expand: "Expand and collapse"
    case .sideways: "Rows that scroll sideways"
    case .sized: "Sized LazyHFlow, 20,000 tags, keyboard focus"
    case .selfSizing: "Self-sizing LazyHFlow, 20,000 tags"
    case .rightToLeft: "Self-sizing LazyVFlow, right to left"
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
    case .sized:
      SizedTagsScreen()
    case .selfSizing:
      LazyHFlow(
        Tags.sample, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
        estimatedSize: CGSize(width: 80, height: 32)
      ) {
        Chip(text: $0)
      }
    case .rightToLeft:
      RightToLeftScreen()
    case .collection:
      CollectionScreen()
    case .checks:
      ChecksView(path: path)
    case .away:
      Text("Another screen over the flow")
    }
  }
}

/// A tag as a rounded chip on one line, darker while highlighted (focused, on the keyboard
/// screens). Its text is 14 points at the default text size and scales with Dynamic Type, as
/// `size(of:fontSize:)` does for the sized flows.
struct Chip: View {
  let text: String
  var isHighlighted = false
  @ScaledMetric(relativeTo: .body) private var fontSize = Chip.standardFontSize

  /// The chip's text size at the default text size.
  static let standardFontSize = 14.0

  var body: some View {
    Text(text)
      .font(.system(size: fontSize))
      .lineLimit(1)
      .padding(8)
      .background(Color.blue.opacity(isHighlighted ? 0.45 : 0.15))
      .clipShape(Capsule())
  }

  /// The chip's size for a sized flow, its text `fontSize` points (the screen's own
  /// `@ScaledMetric` of ``standardFontSize``, so that it scales with the chip's): a line of text 1.2
  /// times the font size high, a character 0.6 of it wide, or 1.25 for an ideograph, a Hangul
  /// syllable or an emoji, which take a full square, and 8 points of padding around.
  static func size(of text: String, fontSize: Double) -> CGSize {
    let ems = text.reduce(0.0) { $0 + (isWide($1) ? 1.25 : 0.6) }
    return CGSize(
      width: 16 + (ems * fontSize).rounded(.up), height: 16 + (1.2 * fontSize).rounded(.up))
  }

  /// Whether `character` takes a full square: East Asian wide text, or an emoji presented as
  /// one.
  private static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
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
