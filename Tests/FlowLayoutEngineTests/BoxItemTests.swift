import Testing

@testable import FlowLayoutEngine

/// A box keeps a flag of whether its settings are the defaults, which lets a layout read one flag
/// per box instead of four settings; the flag must follow every change, and the layout's scan
/// must answer as if it had read every box.
@Suite struct BoxItemTests {
  /// Each change of a setting away from its default, by name.
  static let changes: [(String, @Sendable (inout BoxItem) -> Void)] = [
    ("grow", { $0.grow = 1 }), ("NaN grow", { $0.grow = .nan }),
    ("negative grow", { $0.grow = -1 }),
    ("basis", { $0.basis = 0 }), ("alignment", { $0.alignment = .start }),
    ("spacing", { $0.spacing.leading = 3 }), ("zero spacing", { $0.spacing = .zero }),
  ]

  @Test func theDefaultSettingsFlagFollowsEverySetting() {
    // Limits, breaks and sizes are not among the settings the flag sums up.
    var box = BoxItem(width: 10, height: 5, minWidth: 0, maxWidth: 20, breakBefore: true)
    #expect(box.keepsDefaultSettings)
    box.grow = -0.0
    #expect(box.keepsDefaultSettings)
    for (name, change) in Self.changes {
      var changed = box
      change(&changed)
      #expect(!changed.keepsDefaultSettings, "\(name)")
      (changed.grow, changed.basis, changed.alignment, changed.spacing) = (0, nil, nil, .standard)
      #expect(changed.keepsDefaultSettings, "\(name), changed back")
    }
    #expect(!BoxItem(width: 1, height: 1, grow: 1).keepsDefaultSettings)
    #expect(!BoxItem(width: 1, height: 1, basis: 1).keepsDefaultSettings)
    #expect(!BoxItem(width: 1, height: 1, alignment: .end).keepsDefaultSettings)
    #expect(!BoxItem(width: 1, height: 1, spacing: .zero).keepsDefaultSettings)
  }

  /// The scan, which reads only the first box when all keep their defaults, answers as a read
  /// of every box does, with one changed box anywhere or none.
  @Test(arguments: FlowAxis.allCases)
  func theScanAnswersAsAReadOfEveryBox(axis: FlowAxis) {
    var generator = SplitMix64(seed: 21)
    let plain = randomBoxes(count: 40, using: &generator)
    var cases = [plain, []]
    for (_, change) in Self.changes {
      for position in [0, 1, 20, 39] {
        var boxes = plain
        change(&boxes[position])
        cases.append(boxes)
      }
    }
    for boxes in cases {
      typealias Measurer = ItemMeasurer<[BoxItem]>
      let scan = Measurer.scan(boxes, along: axis, comparingSpacing: true)
      let read = Measurer.read(boxes, along: axis, comparingSpacingWith: boxes.first?.spacing)
      #expect(Measurer.allKeepDefaultSettings(boxes) == (boxes == plain || boxes.isEmpty))
      #expect(scan.firstMayFlex == boxes.firstIndex { Measurer.mayFlex($0, along: axis) })
      #expect(scan.alignments == read.alignments)
      #expect(scan.allShareSpacing == (!boxes.isEmpty && !read.spacingDiffers))
    }
  }
}
