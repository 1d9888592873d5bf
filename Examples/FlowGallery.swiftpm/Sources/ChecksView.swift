import SwiftFlowLayout
import SwiftUI

/// The checks of the lazy flows on the real framework: each action is one of the simulators'
/// sessions, and the figures are read from the views' real frames by a ``FrameRecorder``.
///
/// Jumps, an insertion above the view and a push and a pop run at a tap; a drag, a fling up and
/// a rotation are the user's to make while the figures count.
@MainActor
struct ChecksView: View {
  let path: Binding<[GalleryScreen]>
  @State private var tags = Tags.sample
  @State private var target: String?
  @State private var selfSizing = true
  @State private var recorder = FrameRecorder()
  @ScaledMetric(relativeTo: .body) private var fontSize = Chip.standardFontSize

  var body: some View {
    CheckPanel(
      recorder: recorder, report: {},
      actions: {
        Button(selfSizing ? "Self-sizing" : "Sized") {
          selfSizing.toggle()
          recorder.reset()
        }
        Button("Jump") { jump(to: tags.count / 2) }
        Button("Near the end") { jump(to: tags.count - 3) }
        Button("Insert above") { insertAbove() }
        Button("Push and pop") { pushAndPop() }
      },
      content: {
        VStack {
          Text("Drag, fling up and rotate: the figures count as you go.")
          flow
        }
      })
  }

  /// The flow under check, of checked chips.
  @ViewBuilder
  private var flow: some View {
    let engine = FlowEngine(itemSpacing: 8, lineSpacing: 8)
    if selfSizing {
      LazyHFlow(
        tags, id: \.self, flow: engine, estimatedSize: CGSize(width: 80, height: 32),
        scrollTarget: $target
      ) { tag in
        CheckedChip(tag: tag, recorder: recorder)
      }
    } else {
      ScrollView {
        LazyHFlow(tags, id: \.self, flow: engine, scrollTarget: $target) {
          Chip.size(of: $0, fontSize: fontSize)
        } content: { tag in
          CheckedChip(tag: tag, recorder: recorder)
        }
      }
    }
  }

  /// A scroll target: the element at `position`.
  private func jump(to position: Int) {
    recorder.reset()
    target = tags[position]
  }

  /// Three tags inserted just above the first chip on screen.
  private func insertAbove() {
    let first = recorder.frames.last?.visible.min { $0.value.minY < $1.value.minY }?.key ?? 0
    let position = max((tags.firstIndex { CheckedChip.id(of: $0) == first } ?? 0) - 3, 0)
    tags.insert(contentsOf: (0..<3).map { "new \($0) \(tags.count)" }, at: position)
  }

  /// Another screen pushed over the flow, and popped a second later, if the user has not gone
  /// back from it already.
  private func pushAndPop() {
    path.wrappedValue.append(.away)
    Task {
      try? await Task.sleep(for: .seconds(1))
      if path.wrappedValue.last == .away { path.wrappedValue.removeLast() }
    }
  }
}

/// A chip that reports its frame in the window and its creation to a recorder.
struct CheckedChip: View {
  let tag: String
  let recorder: FrameRecorder
  @State private var birth: Int?

  var body: some View {
    let id = Self.id(of: tag)
    Chip(text: tag)
      .onGeometryChange(for: CGRect.self) { proxy in
        proxy.frame(in: .global)
      } action: { frame in
        recorder.report(id, frame: frame)
      }
      .onAppear {
        let birth = birth ?? recorder.birth()
        self.birth = birth
        recorder.appeared(id, birth: birth)
      }
      .onDisappear { recorder.disappeared(id) }
  }

  /// The identity a tag is recorded by.
  static func id(of tag: String) -> Int { tag.hashValue }
}
