import FlowLayoutEngine
import Testing

@testable import SwiftFlowLayout

/// A lazy flow learns where its scroll view aligns the scroll marker from where its requests
/// land, and from nothing else.
@Suite struct MarkerEdgeTests {
  let insets = ScrollInsets(start: 131, end: 74)
  let resting: ClosedRange<Double> = -131...9_000

  /// Until a landing shows otherwise, the marker goes the start inset past the start wanted:
  /// the scroll view is taken to align it with its safe area.
  @Test func theMarkerIsTakenToAlignWithTheSafeArea() {
    #expect(MarkerEdge().lead(insets: insets) == 131)
  }

  /// A landing off by exactly the start inset shows the other reading: the request is made
  /// again, and later markers go where that reading aligns them.
  @Test func aLandingOffByTheInsetShowsTheReading() {
    var edge = MarkerEdge()
    edge.requested(start: 2_000, reason: .anchor, insets: insets)
    // Aligned with the bounds, the marker placed 131 past 2,000 shows the range from 2,131.
    #expect(edge.landed(at: 2_131, insets: insets, resting: resting) == 2_000)
    #expect(edge.lead(insets: insets) == 0)
    // And back, the other way.
    edge.requested(start: 3_000, reason: .anchor, insets: insets)
    #expect(edge.landed(at: 2_869, insets: insets, resting: resting) == 3_000)
    #expect(edge.lead(insets: insets) == 131)
  }

  /// A scroll view may align the marker with its safe area alone, leaving the content margins
  /// out: where the flow reads the safe area apart from the margins (91 of the 131 points), a
  /// landing off by the margin shows that reading too, and the request is made again. (Once
  /// only the bounds and the whole start inset were readings: every correction under margins
  /// landed 40 points off, and nothing was learned.)
  @Test func aLandingOffByTheMarginShowsTheSafeAreasReading() {
    var edge = MarkerEdge()
    edge.requested(start: 2_000, reason: .anchor, insets: insets)
    // Aligned with the safe area's start, the marker placed 131 past 2,000 shows the range
    // from 2,040.
    #expect(edge.landed(at: 2_040, insets: insets, safeArea: 91, resting: resting) == 2_000)
    #expect(edge.lead(insets: insets) == 91)
    // Not read apart, the margin's landing is taken for the user's own scroll.
    var unread = MarkerEdge()
    unread.requested(start: 2_000, reason: .anchor, insets: insets)
    #expect(unread.landed(at: 2_040, insets: insets, resting: resting) == nil)
  }

  /// A landing where the request asked, or one the user's own scroll moved on, teaches
  /// nothing; and only the first range reported after a request is its landing.
  @Test func otherLandingsTeachNothing() {
    var edge = MarkerEdge()
    edge.requested(start: 2_000, reason: .anchor, insets: insets)
    #expect(edge.landed(at: 2_000, insets: insets, resting: resting) == nil)
    edge.requested(start: 2_000, reason: .anchor, insets: insets)
    #expect(edge.landed(at: 2_020, insets: insets, resting: resting) == nil)
    #expect(edge.landed(at: 2_131, insets: insets, resting: resting) == nil)
    #expect(edge.lead(insets: insets) == 131)
  }

  /// A scroll target, set while the view is at rest, shows the lead whatever it is, and stays
  /// where it landed, unless it landed at an end of where the scroll view rests, which may
  /// have stopped it short.
  @Test func aTargetsLandingShowsTheLeadAwayFromTheEnds() {
    var edge = MarkerEdge()
    let unknown = ScrollInsets()
    edge.requested(start: 5_000, reason: .target, insets: unknown)
    // The target stays where the platform put it: nothing is asked again.
    #expect(edge.landed(at: 4_909, insets: unknown, resting: resting) == nil)
    #expect(edge.lead(insets: unknown) == 91)
    var stopped = MarkerEdge()
    stopped.requested(start: 8_950, reason: .target, insets: unknown)
    #expect(stopped.landed(at: 9_000, insets: unknown, resting: resting) == nil)
    stopped.requested(start: 100, reason: .target, insets: unknown)
    #expect(stopped.landed(at: 50, insets: unknown, resting: nil) == nil)
    #expect(stopped.lead(insets: unknown) == 0)
  }
}
