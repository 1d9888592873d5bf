import FlowLayoutEngine
import SwiftUI

/// The frames of the elements on screen, as their views report them, sampled once a display
/// frame into the frames that the package's simulators draw (`SimulatedFrame`), so that a
/// check on a device gives the simulators' figures, by the same rules
/// (`LayoutShiftFigures`), from the views' real frames.
///
/// The scroll's own move between two samples is the move most elements in view share (their
/// median); an element that moved otherwise was shifted. A view created again for an element
/// that was on screen in the sample before lost its state.
@MainActor
final class FrameRecorder {
  /// The samples since the last reset.
  private(set) var frames: [SimulatedFrame] = []
  /// The views' state lost since the last reset.
  private(set) var lost = 0
  /// The part of the window the flow shows.
  var viewport = CGRect.zero
  /// The latest frame each element's view reported, in the window, by identity.
  private var latest: [Int: CGRect] = [:]
  /// The birth of each element's view: a new one is a view created again.
  private var births: [Int: Int] = [:]
  /// The births given so far.
  private var born = 0

  /// A new birth, for a view created.
  func birth() -> Int {
    born += 1
    return born
  }

  /// The view of element `id` is at `frame` in the window.
  func report(_ id: Int, frame: CGRect) {
    latest[id] = frame
  }

  /// The views on screen are exactly `frames`, each element's at its frame in the window: those
  /// of the cells a collection view shows, the others gone.
  func reportOnly(_ frames: [(Int, CGRect)]) {
    latest = Dictionary(frames, uniquingKeysWith: { _, last in last })
  }

  /// The view of element `id` is gone: its last frame no longer counts as on screen.
  func disappeared(_ id: Int) {
    latest[id] = nil
  }

  /// The view of element `id`, born `birth`, appeared: a view created again while its element
  /// was on screen lost its state.
  func appeared(_ id: Int, birth: Int) {
    if let known = births[id], known != birth, frames.last?.visible[id] != nil { lost += 1 }
    births[id] = birth
  }

  /// Samples the frames on screen.
  func sample() {
    var frame = SimulatedFrame()
    for (id, rect) in latest where rect.intersects(viewport) {
      frame.visible[id] = Rect(
        x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
        height: Double(rect.height))
    }
    if let previous = frames.last {
      let moves = frame.visible.compactMap { id, rect in
        previous.visible[id].map { rect.minY - $0.minY }
      }.sorted()
      frame.move = moves.isEmpty ? 0 : -moves[moves.count / 2]
    }
    frames.append(frame)
  }

  /// Forgets the samples and the views' state lost, to start a check.
  func reset() {
    frames = []
    lost = 0
  }

  /// The figures of the samples, as `flowlayout-bench --layout-shift` prints them.
  var summary: String {
    var figures = LayoutShiftFigures(frames: frames, axis: .horizontal)
    figures.lost = lost
    return figures.description
  }
}
