import FlowLayoutEngine
import Testing

/// An item that answers with whatever values a test gives it, valid or not.
struct HostileItem: FlowItem {
  var width: Double
  var height: Double
  var maximumWidth = Double.nan
  var firstTextBaseline: Double? = nil
  var grow = 0.0
  var spacing = SpacingPreferences.standard

  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    let width = proposal.width == .infinity ? maximumWidth : self.width
    return ItemDimensions(
      size: Size(width: width, height: height), firstTextBaseline: firstTextBaseline,
      lastTextBaseline: firstTextBaseline)
  }
}

/// Every rule of Documentation/InputPolicy.md, one test each. Whatever goes in, every output is
/// finite and every item is placed once.
@Suite struct InputPolicyTests {
  static let hostileValues: [Double] = [.nan, .infinity, -.infinity, -1, -0.0, 1e300]

  func expectFinite(_ result: FlowResult, itemCount: Int) {
    #expect(result.frames.count == itemCount)
    #expect(result.size.width.isFinite && result.size.height.isFinite)
    for frame in result.frames {
      #expect(frame.minX.isFinite && frame.minY.isFinite)
      #expect(frame.width.isFinite && frame.height.isFinite && frame.width >= 0)
    }
  }

  @Test(arguments: hostileValues)
  func invalidItemSizesBecomeZeroAndHugeOnesAreCapped(value: Double) {
    let items = [HostileItem(width: value, height: value), HostileItem(width: 10, height: 10)]
    let result = FlowEngine(itemSpacing: 1).layout(
      items, proposal: ProposedSize(width: 100, height: nil))
    expectFinite(result, itemCount: 2)
    let expected = value == 1e300 ? 1e15 : 0
    #expect(result.frames[0].size == Size(width: expected, height: expected))
  }

  @Test(arguments: hostileValues)
  func invalidSpacingsBecomeZero(value: Double) {
    let items = (0..<4).map { _ in BoxItem(width: 10, height: 10) }
    let result = FlowEngine(itemSpacing: value, lineSpacing: value)
      .layout(items, proposal: ProposedSize(width: 25, height: nil))
    expectFinite(result, itemCount: 4)
    if value != 1e300 {
      #expect(result.frames.map(\.minX) == [0, 10, 0, 10])
      #expect(result.frames.map(\.minY) == [0, 0, 10, 10])
    }
  }

  @Test(arguments: hostileValues)
  func invalidSpacingPreferencesBecomeZero(value: Double) {
    let items = (0..<2).map { _ in
      HostileItem(width: 10, height: 10, spacing: SpacingPreferences(all: value))
    }
    let result = FlowEngine().layout(items, proposal: .unspecified)
    expectFinite(result, itemCount: 2)
    if value != 1e300 { #expect(result.frames[1].minX == 10) }
  }

  /// An invalid preference is zero on its own side only: the facing valid one still applies.
  @Test(arguments: hostileValues)
  func invalidSpacingPreferenceLeavesTheFacingOne(value: Double) {
    let items = [
      HostileItem(
        width: 10, height: 10,
        spacing: SpacingPreferences(top: 0, leading: 0, bottom: 0, trailing: value)),
      HostileItem(
        width: 10, height: 10,
        spacing: SpacingPreferences(top: 0, leading: 6, bottom: 0, trailing: 0)),
    ]
    let result = FlowEngine().layout(items, proposal: .unspecified)
    expectFinite(result, itemCount: 2)
    #expect(result.frames[1].minX == (value == 1e300 ? 1e15 + 10 : 16))
  }

  @Test(arguments: hostileValues)
  func invalidGrowWeightsBecomeZero(value: Double) {
    let items = [HostileItem(width: 10, height: 10, maximumWidth: .infinity, grow: value)]
    let result = FlowEngine().layout(items, proposal: ProposedSize(width: 100, height: nil))
    expectFinite(result, itemCount: 1)
    #expect(result.frames[0].width == (value == 1e300 ? 100 : 10))
  }

  /// A basis that is not a number or infinite means none; a negative one is zero; a huge one is
  /// capped, and the item is held at its greatest length (here its ideal width, 10).
  @Test(arguments: hostileValues)
  func invalidBasesFollowThePolicy(value: Double) {
    var box = BoxItem(width: 10, height: 10, minWidth: 0, maxWidth: .infinity)
    box.basis = value
    let result = FlowEngine().layout([box], proposal: ProposedSize(width: 100, height: nil))
    expectFinite(result, itemCount: 1)
    let expected: Double = value.isFinite ? (value > 0 ? 100 : 0) : 10
    #expect(result.frames[0].width == expected, "\(value)")
  }

  /// An item answering NaN for its largest size cannot grow; one answering infinity grows freely.
  @Test func invalidMaximumSizesMeanNoGrowth() {
    let stuck = [HostileItem(width: 10, height: 10, maximumWidth: .nan, grow: 1)]
    let free = [HostileItem(width: 10, height: 10, maximumWidth: .infinity, grow: 1)]
    let proposal = ProposedSize(width: 100, height: nil)
    #expect(FlowEngine().layout(stuck, proposal: proposal).frames[0].width == 10)
    #expect(FlowEngine().layout(free, proposal: proposal).frames[0].width == 100)
  }

  @Test func aNaNProposalIsUnspecifiedAndANegativeOneIsZero() {
    let items = (0..<3).map { _ in BoxItem(width: 10, height: 10) }
    let flow = FlowEngine()
    #expect(flow.layout(items, proposal: ProposedSize(width: .nan, height: .nan)).lines.count == 1)
    #expect(flow.layout(items, proposal: ProposedSize(width: -5, height: -5)).lines.count == 3)
  }

  @Test(arguments: hostileValues)
  func invalidBoundsFallBackToTheSizeThatFits(value: Double) {
    let items = (0..<3).map { _ in BoxItem(width: 10, height: 10) }
    let flow = FlowEngine(
      itemSpacing: 0, justification: .spaceAround, layoutDirection: .rightToLeft)
    let bounds = Rect(x: value, y: value, width: value, height: value)
    let result = flow.layout(items, proposal: .unspecified, bounds: bounds)
    expectFinite(result, itemCount: 3)
    if value.isNaN || value.isInfinite || value < 0 {
      #expect(result.size == Size(width: 30, height: 10))
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func invalidBaselinesAreAbsent(value: Double) {
    let items = [
      HostileItem(width: 10, height: 10, firstTextBaseline: value),
      HostileItem(width: 10, height: 30, firstTextBaseline: 20),
    ]
    let result = FlowEngine(itemAlignment: .firstTextBaseline).layout(items, proposal: .unspecified)
    #expect(result.frames[0].minY == 10)  // its bottom edge sits on the other's baseline
  }

  /// A baseline far beyond any item is kept within ±10¹⁵ points, so that the line it sets stays
  /// a length the engine can place items in: every item inside the container.
  @Test(arguments: [1e300, -1e300])
  func hugeBaselinesAreKeptWithinTheLongestLength(value: Double) {
    let items = [
      HostileItem(width: 10, height: 10, firstTextBaseline: value),
      HostileItem(width: 10, height: 30, firstTextBaseline: 20),
    ]
    let result = FlowEngine(itemAlignment: .firstTextBaseline).layout(items, proposal: .unspecified)
    #expect(result.size.height <= 3e15)
    for frame in result.frames {
      #expect(frame.minY >= 0 && frame.maxY <= result.size.height)
    }
  }

  @Test func contradictoryBoxesTakeTheirMinimum() {
    let box = BoxItem(width: 50, height: 10, minWidth: 40, maxWidth: 20)
    #expect(box.dimensions(in: ProposedSize(width: 30, height: nil)).size.width == 40)
    #expect(box.dimensions(in: .infinity).size.width == 40)
  }

  /// An item whose answers contradict each other (wider for a narrower proposal, different each
  /// time) still gets exactly one finite frame.
  @Test func inconsistentItemsAreStillPlacedOnce() {
    final class Erratic: FlowItem, @unchecked Sendable {
      var calls = 0.0
      func dimensions(in proposal: ProposedSize) -> ItemDimensions {
        calls += 1
        return ItemDimensions(width: (proposal.width ?? 10) * 3 + calls, height: calls)
      }
    }
    let items = (0..<50).map { _ in Erratic() }
    for proposal in [ProposedSize.zero, .unspecified, ProposedSize(width: 40, height: 40)] {
      let result = FlowEngine(itemAlignment: .stretch, lineAlignment: .stretch)
        .layout(items, proposal: proposal)
      expectFinite(result, itemCount: 50)
      #expect(result.lines.reduce(0) { $0 + $1.count } == 50)
    }
  }
}
