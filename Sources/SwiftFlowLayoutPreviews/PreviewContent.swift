#if canImport(SwiftUI)
  import SwiftFlowLayout
  import SwiftUI

  /// The views the previews show: chips, text-like runs justified like a paragraph, a
  /// right-to-left flow, and a flow that switches with a stack.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  enum PreviewContent {
    static let tags = [
      "SwiftUI", "Layout", "FlowLayout", "sizeThatFits", "placeSubviews", "Een flowlayout bouwen",
      "Układ przepływowy", "流式布局", "Mise en page fluide", "étiquettes", "🏷️ tags",
    ]

    static func chip(_ tag: String) -> some View {
      Text(tag)
        .padding(8)
        .background(Color.blue.opacity(0.2))
        .clipShape(Capsule())
    }

    struct Chips: View {
      var body: some View {
        HFlow(spacing: 8, lineSpacing: 8, maxLines: 2) {
          ForEach(PreviewContent.tags, id: \.self) { PreviewContent.chip($0) }
        } overflow: { hidden in
          Text("+\(hidden) more")
        }
        .padding()
      }
    }

    struct JustifiedText: View {
      static let words =
        "A flow layout places items left to right and starts a new line when the next one would not fit"
        .split(separator: " ").map(String.init)

      var body: some View {
        HFlow(
          alignment: .firstTextBaseline, spacing: 4, lineSpacing: 4,
          justification: .spaceBetween, lastLineJustification: .start,
          lineBreaking: .minimumRaggedness
        ) {
          ForEach(Array(JustifiedText.words.enumerated()), id: \.offset) { Text($0.element) }
        }
        .padding()
      }
    }

    struct RightToLeft: View {
      var body: some View {
        HFlow(spacing: 8, lineSpacing: 8) {
          ForEach(["تخطيط", "انسيابي", "وسوم", "SwiftUI", "عربي"], id: \.self) {
            PreviewContent.chip($0)
          }
        }
        .environment(\.layoutDirection, .rightToLeft)
        .padding()
      }
    }

    struct Switching: View {
      @State private var isFlow = true

      var body: some View {
        let layout =
          isFlow
          ? AnyLayout(HFlow(spacing: 8, lineSpacing: 8))
          : AnyLayout(VStackLayout(alignment: .leading))
        VStack {
          Button(isFlow ? "Show as a stack" : "Show as a flow") { isFlow.toggle() }
          layout {
            ForEach(PreviewContent.tags, id: \.self) { PreviewContent.chip($0) }
          }
        }
        .padding()
      }
    }
  }
#endif
