import SeededRandom
import Testing

@testable import FlowLayoutEngine

/// A box keeps a summary of the settings a layout's scan reads of every item, which lets the
/// scan read one byte per box instead of four settings; the summary must follow every change,
/// and the scan must answer as a read of every setting of every box does.
@Suite struct BoxItemTests {
  /// Each change of a setting away from its default, by name, and the summary it gives.
  static let changes: [(String, BoxItem.SettingsSummary, @Sendable (inout BoxItem) -> Void)] = [
    ("grow", .mayFlex, { $0.grow = 1 }), ("NaN grow", [], { $0.grow = .nan }),
    ("negative grow", [], { $0.grow = -1 }), ("basis", .mayFlex, { $0.basis = 0 }),
    ("alignment", .init(rawValue: OwnAlignments.own.rawValue), { $0.alignment = .start }),
    (
      "baseline", .init(rawValue: OwnAlignments([.own, .baseline]).rawValue),
      { $0.alignment = .lastTextBaseline }
    ),
    ("spacing", .ownSpacing, { $0.spacing.leading = 3 }),
    ("zero spacing", .ownSpacing, { $0.spacing = .zero }),
    ("grow and spacing", [.mayFlex, .ownSpacing], { ($0.grow, $0.spacing) = (2, .zero) }),
  ]

  @Test func theSummaryFollowsEverySetting() {
    // Limits, breaks and sizes are not among the settings the summary holds.
    var box = BoxItem(width: 10, height: 5, minWidth: 0, maxWidth: 20, breakBefore: true)
    #expect(box.summary == [])
    box.grow = -0.0
    #expect(box.summary == [])
    for (name, summary, change) in Self.changes {
      var changed = box
      change(&changed)
      #expect(changed.summary == summary, "\(name)")
      (changed.grow, changed.basis, changed.alignment, changed.spacing) = (0, nil, nil, .standard)
      #expect(changed.summary == [], "\(name), changed back")
    }
    #expect(BoxItem(width: 1, height: 1, grow: 1).summary == .mayFlex)
    #expect(BoxItem(width: 1, height: 1, basis: 1).summary == .mayFlex)
    #expect(
      BoxItem(width: 1, height: 1, alignment: .stretch).summary.alignments == [.own, .stretch])
    #expect(BoxItem(width: 1, height: 1, spacing: .zero).summary == .ownSpacing)
  }

  /// The scan, which reads boxes by their summaries, answers as a read of every setting does,
  /// with one box changed anywhere or none, and with boxes that all share other preferences.
  @Test(arguments: FlowAxis.allCases)
  func theScanAnswersAsAReadOfEveryBox(axis: FlowAxis) {
    var generator = SplitMix64(seed: 21)
    let plain = randomBoxes(count: 40, using: &generator)
    var cases = [
      plain, [],
      plain.map {
        var box = $0
        box.spacing = .zero
        return box
      },
    ]
    for base in [plain, cases[2]] {
      for (_, _, change) in Self.changes {
        for position in [0, 1, 20, 39] {
          var boxes = base
          change(&boxes[position])
          cases.append(boxes)
        }
      }
    }
    typealias Measurer = ItemMeasurer<[BoxItem]>
    for boxes in cases {
      for spacing in [boxes.first?.spacing, nil] {
        let summaries = Measurer.readSummaries(boxes, comparingSpacingWith: spacing)
        let read = Measurer.read(boxes, along: axis, comparingSpacingWith: spacing)
        #expect(summaries?.someMayFlex == read.someMayFlex)
        #expect(summaries?.alignments == read.alignments)
        #expect(summaries?.spacingDiffers == read.spacingDiffers)
      }
      let scan = Measurer.scan(boxes, along: axis, comparingSpacing: true)
      #expect(scan.firstMayFlex == boxes.firstIndex { $0.mayFlex(along: axis) })
    }
    #expect(ItemMeasurer<[ItemMeasurerTag]>.readSummaries([], comparingSpacingWith: nil) == nil)
  }
}

/// An item type other than ``BoxItem``, which has no summaries.
private struct ItemMeasurerTag: FlowItem {
  func dimensions(in proposal: ProposedSize) -> ItemDimensions {
    ItemDimensions(width: 1, height: 1)
  }
}
