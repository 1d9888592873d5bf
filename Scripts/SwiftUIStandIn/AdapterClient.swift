// Code as an app writes it with the adapter, type-checked for every Apple platform by
// Scripts/check-swiftui-adapter.sh: the adapter's public API must be usable from a client built
// at SwiftPM's default deployment target (behind availability) and off the main actor where
// SwiftUI's own API is.
import SwiftFlowLayout
import SwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct TagCloud: View {
  let tags: [String]

  var body: some View {
    HFlow(alignment: .firstTextBaseline, spacing: 8, maxLines: 2) {
      ForEach(tags, id: \.self) { chip($0) }
    } overflow: { hidden in
      Text("+\(hidden) more")
    }
  }
}

/// Separators between neighbours, laid out by the flow in the same pass.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct SeparatedTags: View {
  let tags: [String]

  var body: some View {
    HFlow(spacing: 6)(tags, id: \.self) { tag in
      Text(tag)
    } separator: {
      Text("·")
    }
  }
}

/// Any content takes separators from iOS 18 and macOS 15 on.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct SeparatedContent: View {
  let tags: [String]

  var body: some View {
    VFlow {
      Text("First")
      ForEach(tags, id: \.self) { Text($0) }
    } separator: {
      Text("·").flowSeparator()
    }
  }
}

/// A label and its value kept on one line, from iOS 18 and macOS 15 on.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
struct LabelledValues: View {
  let values: [String]

  var body: some View {
    HFlow(spacing: 8) {
      ForEach(values, id: \.self) { value in
        FlowGroup {
          Text("Value:")
          Text(value)
        }
      }
    }
  }
}

/// SwiftUI's modifiers are `nonisolated`, so views can be built in any context; the flow's
/// modifiers must be too.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
func chip(_ tag: String) -> some View {
  Text(tag).flowLineBreak(tag.hasPrefix("#")).flowKeepWithNext(tag.hasSuffix(":")).flowGrow(1)
    .flowBasis(0).flowAlignment(.end)
    .flowOverflowIndicator(
      count: 1)
}

/// Layouts are `Sendable` values that can be made and switched anywhere.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
func layouts(engine: FlowEngine) -> [AnyLayout] {
  [
    AnyLayout(HFlow(engine)), AnyLayout(VFlow(alignment: .leading)),
    AnyLayout(FlowLayout(spacing: 4, lineBreaking: .balanced, minLines: 3)),
    AnyLayout(FlowLayout(itemAlignment: .center)),
    AnyLayout(HFlow(itemAlignment: .stretch, maxLines: 2)), AnyLayout(VStackLayout()),
  ]
}

/// Drag and drop asks a flow where a drop lands, off the main actor too.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
func insertionIndex(at location: CGPoint, sizes: [CGSize], width: CGFloat) -> Int {
  HFlow(spacing: 8).hitTester(sizes: sizes, proposal: ProposedViewSize(width: width, height: nil))
    .hit(at: Point(x: location.x, y: location.y)).insertionIndex
}

/// A chip with state of its own, which a lazy flow keeps while the chip moves between lines.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct SelectableChip: View {
  let title: String
  @State private var isSelected = false

  var body: some View {
    Button(isSelected ? "✓ " + title : title) { isSelected.toggle() }
  }
}

/// Thousands of tags, with only the rows in view created, scrolled to a chosen tag.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ManyTags: View {
  let tags: [String]
  @State private var selected: String?

  var body: some View {
    LazyHFlow(
      tags, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      scrollTarget: $selected
    ) { tag in
      CGSize(width: 12 + 8 * CGFloat(tag.count), height: 28)
    } content: { tag in
      SelectableChip(title: tag)
    }
    LazyVFlow(tags, id: \.self) { _ in
      CGSize(width: 80, height: 20)
    } content: {
      Text($0)
    }
  }
}

/// Messages whose sizes are known only once shown: laid out at an estimate, measured as their
/// rows are created, and scrolled to a chosen one.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ManyMessages: View {
  let messages: [String]
  @State private var selected: String?

  var body: some View {
    LazyHFlow(
      messages, id: \.self, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8),
      estimatedSize: CGSize(width: 120, height: 28), scrollTarget: $selected
    ) { message in
      SelectableChip(title: message).padding(8)
    }
    LazyVFlow(messages, id: \.self, estimatedSize: CGSize(width: 80, height: 20)) {
      Text($0)
    }
  }
}

/// Chips that arrow keys move focus across as the eye expects, with the overflow indicator
/// as the stop after the last chip shown, and lazy flows whose keys create what they reach.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct KeyboardChips: View {
  let tags: [String]
  @FocusState private var focused: String?

  var body: some View {
    HFlow(spacing: 8, maxLines: 2).focusNavigation(
      $focused, ids: tags, overflowID: "more", readingOrder: .logical
    ) {
      ForEach(tags, id: \.self) { tag in
        SelectableChip(title: tag).focused($focused, equals: tag)
      }
    }
    VFlow(spacing: 4).focusNavigation($focused, ids: tags, readingOrder: .visual) {
      ForEach(tags, id: \.self) { Text($0).focused($focused, equals: $0) }
    }
    LazyHFlow(tags, id: \.self) { _ in
      CGSize(width: 80, height: 28)
    } content: {
      SelectableChip(title: $0)
    }
    .focusNavigation($focused)
    LazyVFlow(tags, id: \.self, estimatedSize: CGSize(width: 80, height: 20)) {
      Text($0)
    }
    .focusNavigation($focused)
    .readingOrder(.visual)
  }
}

/// Filter chips in three rows that scroll sideways, and thousands of them lazily.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct FilterRows: View {
  let filters: [String]

  var body: some View {
    ScrollView(.horizontal) {
      HFlow(rows: 3, spacing: 8) {
        ForEach(filters, id: \.self) { Text($0) }
      }
    }
    ScrollView(.horizontal) {
      LazyHFlow(filters, id: \.self, rows: 2, flow: FlowEngine(itemSpacing: 8, lineSpacing: 8)) {
        CGSize(width: 12 + 8 * CGFloat($0.count), height: 28)
      } content: {
        SelectableChip(title: $0)
      }
    }
    ScrollView {
      VFlow(columns: 2, alignment: .leading) {
        ForEach(filters, id: \.self) { Text($0) }
      }
    }
  }
}

/// Tags collapsed to two lines with "+N more", expanded by a tap, collapsed again.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct ExpandableTags: View {
  let tags: [String]
  @State private var showsAll = false

  var body: some View {
    HFlow(spacing: 8, maxLines: 2)(isExpanded: $showsAll) {
      ForEach(tags, id: \.self) { Text($0) }
    } overflow: { hidden in
      Button("+\(hidden) more") { showsAll = true }
    } collapse: {
      Button("Show less") { showsAll = false }
    }
  }
}
