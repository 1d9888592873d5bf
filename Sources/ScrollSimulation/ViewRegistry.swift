import FlowLayoutEngine

/// The views of a lazy flow's `ForEach`, by the key it gives each, as SwiftUI keeps them: a view
/// whose key was in the body before keeps its state, any other is created with state of its own.
struct ViewRegistry {
  /// The element each view's state was created for, by key.
  private var states: [Int: Int] = [:]
  /// The frame each view had in the last body, by key.
  private var frames: [Int: Rect] = [:]
  /// The keys of the last body drawn on screen: a view created again for one of them, while
  /// its element stayed in the window, lost its state.
  private var lastPresented: Set<Int> = []
  /// What became of the views in the bodies of the frame being run.
  private(set) var figures = ViewFigures()

  /// Starts counting a new frame.
  mutating func startFrame() {
    figures = ViewFigures()
  }

  /// A body that creates a view keyed `key`, showing `element`, at `frame`, for each of
  /// `created`.
  mutating func body(_ created: [(key: Int, element: Int, frame: Rect)]) {
    figures.largestWindow = Swift.max(figures.largestWindow, created.count)
    var newStates: [Int: Int] = [:]
    var newFrames: [Int: Rect] = [:]
    for (key, element, frame) in created {
      if let state = states[key] {
        figures.kept += 1
        if frames[key] != frame { figures.moved += 1 }
        if state != element { figures.misplaced += 1 }
        newStates[key] = state
      } else {
        figures.created += 1
        if lastPresented.contains(key) { figures.lost += 1 }
        newStates[key] = element
      }
      newFrames[key] = frame
    }
    states = newStates
    frames = newFrames
  }

  /// The last body's views are on screen.
  mutating func presented() {
    lastPresented = Set(states.keys)
  }
}
