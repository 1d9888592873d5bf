import SwiftFlowLayout
import SwiftUI

/// A check's screen: its figures, its actions, and the flow under check, whose frames are
/// sampled about every 16 milliseconds into `recorder` after `report` hands it the latest ones.
struct CheckPanel<Actions: View, Content: View>: View {
  let recorder: FrameRecorder
  let report: @MainActor () -> Void
  @ViewBuilder let actions: () -> Actions
  @ViewBuilder let content: () -> Content

  var body: some View {
    VStack(spacing: 8) {
      CheckFigures(recorder: recorder, report: report)
      HFlow(spacing: 8) {
        Button("Reset") { recorder.reset() }
        actions()
      }
      content()
        .onGeometryChange(for: CGRect.self) { proxy in
          proxy.frame(in: .global)
        } action: { frame in
          recorder.viewport = frame
        }
    }
  }
}

/// A check's figures, sampled about every 16 milliseconds (a task's sleep, not tied to the
/// display's frames): a view of their own, so that each sample updates them alone, never the
/// flow under check.
private struct CheckFigures: View {
  let recorder: FrameRecorder
  let report: @MainActor () -> Void
  /// Counts the samples shown, so that the figures update.
  @State private var shown = 0

  var body: some View {
    // Read, so that each sample updates the figures.
    _ = shown
    return Text(recorder.summary).padding(4)
      .task {
        while !Task.isCancelled {
          report()
          recorder.sample()
          shown += 1
          try? await Task.sleep(for: .milliseconds(16))
        }
      }
  }
}
