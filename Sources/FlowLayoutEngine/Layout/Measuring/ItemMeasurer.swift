/// Asks a flow's items for their dimensions in main and cross terms, by its measuring rules.
@usableFromInline
struct ItemMeasurer<Items: RandomAccessCollection> where Items.Element: FlowItem {
  @usableFromInline let items: Items
  @usableFromInline let rules: MeasuringRules

  /// Reads every item's alignment and flexibility once, for whether any has its own alignment,
  /// whether any aligns on a baseline or stretches, whether any grows or has a basis, and whether
  /// any keeps with the next; and, where the items' spacing preferences are read, whether they
  /// all share them.
  ///
  /// - Complexity: O(*n*); the compiler drops the reads for item types whose alignment is always
  ///   `nil` and which never grow or have a basis, and compares spacing preferences only for
  ///   ``BoxItem``s (see ``FlowItem/gapsFollowPreferences``).
  @inlinable
  init(items: Items, flow: FlowEngine) {
    self.items = items
    let scan = Self.scan(items, along: flow.axis, comparingSpacing: Self.readsSharedSpacing(flow))
    var flexible = false
    if let first = scan.firstMayFlex {
      for item in items[first...] where MeasuringRules.isFlexible(item, along: flow.axis) {
        flexible = true
        break
      }
    }
    let readsBaselines =
      flow.axis == .horizontal
      && (flow.itemAlignment.baseline != nil || scan.alignments.contains(.baseline))
    rules = MeasuringRules(
      flow: flow, readsBaselines: readsBaselines,
      readsOwnAlignments: scan.alignments.contains(.own),
      stretchesSomeItems: scan.alignments.contains(.stretch) || flow.itemAlignment == .stretch,
      readsFlexibility: flexible, keepsItemsTogether: scan.someKeepWithNext,
      sharedSpacingOf: scan.allShareSpacing ? items.first : nil)
  }

  /// Whether the items' spacing preferences are compared for whether all share them: where
  /// `flow` reads them and they alone decide the gaps (see ``FlowItem/gapsFollowPreferences``).
  @inlinable
  static func readsSharedSpacing(_ flow: FlowEngine) -> Bool {
    Items.Element.gapsFollowPreferences && (flow.itemSpacing == nil || flow.lineSpacing == nil)
  }

  /// One read of the items before the layout: what their own alignments hold (see
  /// ``OwnAlignments``); where the first item is that may grow or have a basis (see
  /// ``FlowItem/mayFlex(along:)``), so that the exact test runs only from there, if anywhere;
  /// whether some item keeps with the next; and, if `comparingSpacing`, whether all items share
  /// their spacing preferences, so that their gaps, and their spacing towards other lines, are
  /// the same.
  ///
  /// ``BoxItem``s are read by their summaries (see ``readSummaries(_:comparingSpacingWith:)``).
  ///
  /// - Complexity: O(*n*).
  @inlinable
  static func scan(_ items: Items, along axis: FlowAxis, comparingSpacing: Bool)
    -> (
      firstMayFlex: Items.Index?, alignments: OwnAlignments, someKeepWithNext: Bool,
      allShareSpacing: Bool
    )
  {
    let firstSpacing = comparingSpacing ? items.first?.spacing : nil
    let summary =
      readSummaries(items, comparingSpacingWith: firstSpacing)
      ?? read(items, along: axis, comparingSpacingWith: firstSpacing)
    let firstMayFlex = summary.someMayFlex ? items.firstIndex { $0.mayFlex(along: axis) } : nil
    return (
      firstMayFlex, summary.alignments, summary.someKeepWithNext,
      firstSpacing != nil && !summary.spacingDiffers
    )
  }

  /// Reads `items` for ``scan(_:along:comparingSpacing:)``, with no branch per item: whether
  /// some may grow or have a basis, what their own alignments hold, whether some keeps with the
  /// next, and whether some item's spacing preferences differ from `spacing`, if given.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  static func read(
    _ items: Items, along axis: FlowAxis, comparingSpacingWith spacing: SpacingPreferences?
  ) -> ItemsSummary {
    var spacingDiffers: UInt64 = 0
    var someMayFlex: UInt8 = 0
    var someKeepWithNext: UInt8 = 0
    var alignments = OwnAlignments()
    for item in items {
      if let spacing { spacingDiffers |= item.spacing.bitDifference(from: spacing) }
      someMayFlex |= item.mayFlex(along: axis) ? 1 : 0
      someKeepWithNext |= item.keepsWithNext ? 1 : 0
      alignments.formUnion(OwnAlignments(item.alignment))
    }
    return ItemsSummary(
      someMayFlex: someMayFlex != 0, alignments: alignments,
      someKeepWithNext: someKeepWithNext != 0, spacingDiffers: spacingDiffers != 0)
  }

  /// ``read(_:along:comparingSpacingWith:)`` for ``BoxItem``s, from one byte per box
  /// (``BoxItem/summary``): boxes that all keep the standard preferences share them, and only
  /// otherwise are the preferences compared. `nil` for other item types, without reading them
  /// (a test of the type, which the compiler answers when it specializes the layout). Reading
  /// every setting of every box instead cost greedy layout of 1,000 `BoxItem`s 88 instructions
  /// per item where a flag per box cost 67; the byte now costs 57 (see
  /// `Documentation/PerformanceLog.md`).
  ///
  /// - Complexity: O(*n*).
  @inlinable
  static func readSummaries(_ items: Items, comparingSpacingWith spacing: SpacingPreferences?)
    -> ItemsSummary?
  {
    guard Items.Element.self == BoxItem.self else { return nil }
    var summary = BoxItem.SettingsSummary()
    for item in items { summary.formUnion((item as! BoxItem).summary) }
    var spacingDiffers = false
    if let spacing, summary.contains(.ownSpacing) {
      spacingDiffers = items.contains { $0.spacing.bitDifference(from: spacing) != 0 }
    }
    return ItemsSummary(
      someMayFlex: summary.contains(.mayFlex), alignments: summary.alignments,
      someKeepWithNext: summary.contains(.keepsWithNext), spacingDiffers: spacingDiffers)
  }

  /// The item at `offset` from the start of the collection.
  @inlinable
  func item(_ offset: Int) -> Items.Element {
    items[items.index(items.startIndex, offsetBy: offset)]
  }

  /// The answer of the item at `offset` to a proposal given in main and cross terms.
  @inlinable
  func measure(_ offset: Int, main: Double?, cross: Double?) -> ItemMeasurement {
    rules.measure(item(offset), main: main, cross: cross)
  }
}

/// What a read of all items found (see ``ItemMeasurer/scan(_:along:comparingSpacing:)``).
@usableFromInline
struct ItemsSummary {
  @usableFromInline var someMayFlex: Bool
  @usableFromInline var alignments: OwnAlignments
  @usableFromInline var someKeepWithNext: Bool
  @usableFromInline var spacingDiffers: Bool

  @inlinable
  init(
    someMayFlex: Bool, alignments: OwnAlignments, someKeepWithNext: Bool, spacingDiffers: Bool
  ) {
    self.someMayFlex = someMayFlex
    self.alignments = alignments
    self.someKeepWithNext = someKeepWithNext
    self.spacingDiffers = spacingDiffers
  }
}

/// How a flow asks an item for its dimensions in main and cross terms, applying the input policy
/// to every answer: what measuring depends on besides the item.
@usableFromInline
struct MeasuringRules: Sendable {
  @usableFromInline let axis: FlowAxis
  /// The flow's alignment of items across their lines.
  @usableFromInline let itemAlignment: ItemAlignment
  /// Whether some item aligns on a baseline, so that baselines are read: never in a column,
  /// where baselines do not apply.
  @usableFromInline let readsBaselines: Bool
  /// Whether some item has its own alignment, so that items' alignments are read.
  @usableFromInline let readsOwnAlignments: Bool
  /// Whether some item may stretch: by its own alignment or the flow's.
  @usableFromInline let stretchesSomeItems: Bool
  /// Whether some item grows or has a basis, so that items' flexibility is read.
  @usableFromInline let readsFlexibility: Bool
  /// Whether some item keeps with the next (see ``FlowItem/keepsWithNext``), so that lines
  /// break by runs of items; never in the streaming loop, which does not serve them.
  @usableFromInline let keepsItemsTogether: Bool
  /// The gap between neighbours, or `nil` to use their spacing preferences: the flow's item
  /// spacing, or the gap between items that all share their preferences.
  @usableFromInline let itemSpacing: Double?
  /// The spacing preferences towards other lines that every item shares, with the input policy
  /// applied, or `nil` to read each item's.
  @usableFromInline let sharedLineSpacing: (before: Double, after: Double)?
  /// The item separator's length along the line, or `nil` for none.
  @usableFromInline let separatorMain: Double?
  /// The gap between neighbours when it does not come from their preferences: the item spacing,
  /// on both sides of the separator when there is one.
  @usableFromInline let fixedGap: Double
  /// Whether each item's spacing preferences are read for the gaps between items (not when the
  /// flow sets the spacing or all items share their preferences), and whether the gaps between
  /// lines come from the items' preferences (each item's, or ``sharedLineSpacing``).
  @usableFromInline let readsItemSpacing: Bool
  @usableFromInline let readsLineSpacing: Bool
  /// Whether empty items collapse (see ``FlowEngine/collapsesEmptyItems``); never in the
  /// streaming loop, which does not serve them.
  @usableFromInline let collapsesEmptyItems: Bool

  /// The rules for `flow`, with what the scan of the items found; `shared` is an item whose
  /// spacing preferences every item shares, if the gaps depend on nothing else.
  @inlinable
  init<Item: FlowItem>(
    flow: FlowEngine, readsBaselines: Bool, readsOwnAlignments: Bool, stretchesSomeItems: Bool,
    readsFlexibility: Bool, keepsItemsTogether: Bool, sharedSpacingOf shared: Item?
  ) {
    axis = flow.axis
    itemAlignment = flow.itemAlignment
    self.readsBaselines = readsBaselines
    self.readsOwnAlignments = readsOwnAlignments
    self.stretchesSomeItems = stretchesSomeItems
    self.readsFlexibility = readsFlexibility
    self.keepsItemsTogether = keepsItemsTogether
    itemSpacing =
      flow.itemSpacing.map(sanitizedLength)
      ?? shared.map { $0.preferredGap(before: $0, along: flow.axis) }
    sharedLineSpacing =
      flow.lineSpacing == nil ? shared?.spacing.sanitizedLineSpacing(along: flow.axis) : nil
    separatorMain = flow.itemSeparator.map { sanitizedLength(flow.axis.main($0)) }
    let spacing = itemSpacing ?? 0
    fixedGap = separatorMain.map { spacing + $0 + spacing } ?? spacing
    readsItemSpacing = itemSpacing == nil
    readsLineSpacing = flow.lineSpacing == nil
    collapsesEmptyItems = flow.collapsesEmptyItems
  }

  /// The rules as a loop specialized for `Axis`, `Flexibility` and `Spacing` sees them: the
  /// same, with what the specialization knows as constants the compiler can fold, and without
  /// baselines, which such loops never serve.
  @inlinable @inline(__always)
  init<Axis: StaticAxis, Flexibility: FlexibilitySource, Spacing: SpacingSource>(
    specializing rules: Self, along _: Axis.Type, flexibility _: Flexibility.Type,
    spacing _: Spacing.Type
  ) {
    axis = Axis.axis
    itemAlignment = rules.itemAlignment
    readsBaselines = false
    readsOwnAlignments = rules.readsOwnAlignments
    stretchesSomeItems = rules.stretchesSomeItems
    readsFlexibility = Flexibility.readsFlexibility
    keepsItemsTogether = false
    itemSpacing = rules.itemSpacing
    sharedLineSpacing = rules.sharedLineSpacing
    separatorMain = rules.separatorMain
    fixedGap = rules.fixedGap
    readsItemSpacing = Spacing.readsItemPreferences
    readsLineSpacing = Spacing.readsLinePreferences
    collapsesEmptyItems = false
  }

  /// Where `item` sits across its line: its own alignment, or the flow's.
  @inlinable @inline(__always)
  func alignment<Item: FlowItem>(of item: Item) -> ItemAlignment {
    (readsOwnAlignments ? item.alignment.map(resolved) : nil) ?? resolved(itemAlignment)
  }

  /// `alignment` as it applies along the flow's axis: in a column, where baselines do not apply,
  /// a baseline alignment is ``ItemAlignment/start``.
  @inlinable @inline(__always)
  func resolved(_ alignment: ItemAlignment) -> ItemAlignment {
    axis == .vertical && alignment.baseline != nil ? .start : alignment
  }

  /// The baseline `item` lines up with the other items of its line by, or `nil`.
  @inlinable @inline(__always)
  func baseline<Item: FlowItem>(of item: Item) -> Baseline? {
    readsBaselines ? (item.alignment ?? itemAlignment).baseline : nil
  }

  /// `item`'s spacing preferences towards the lines before and after its own, with the input
  /// policy applied. Shared preferences exist only for ``FlowItem/gapsFollowPreferences`` types;
  /// testing the type first lets the compiler drop the test for every other type, whose constant
  /// preferences it can then fold (without it, greedy layout of the minimal item cost about 10%
  /// more).
  @inlinable @inline(__always)
  func lineSpacing<Item: FlowItem>(of item: Item) -> (before: Double, after: Double) {
    if Item.gapsFollowPreferences, let sharedLineSpacing { return sharedLineSpacing }
    return item.spacing.sanitizedLineSpacing(along: axis)
  }

  /// The answer of `item` to a proposal given in main and cross terms.
  @inlinable @inline(__always)
  func measure<Item: FlowItem>(_ item: Item, main: Double?, cross: Double?) -> ItemMeasurement {
    let answer = item.dimensions(in: axis.proposal(main: main, cross: cross))
    let (mainLength, crossLength) = sanitizedLengths(
      axis.main(answer.size), axis.cross(answer.size))
    var baselineOffset = crossLength
    if let baseline = baseline(of: item),
      let value = sanitizedBaseline(
        baseline == .first ? answer.firstTextBaseline : answer.lastTextBaseline)
    {
      baselineOffset = value
    }
    return ItemMeasurement(main: mainLength, cross: crossLength, baseline: baselineOffset)
  }

  /// How `item`'s length along the line may change (see ``Flexibility``), its `ideal` length
  /// known, and, for an item with a basis, its answer to a zero length, which gave its least
  /// length; `nil` for an item that neither grows nor has a basis, which keeps its ideal length
  /// and is not asked for more. Transparent: marked `@inline(__always)`, it stayed a call in
  /// loops over `BoxItem`s, which then cost 130 instructions per item instead of 57.
  @usableFromInline @_transparent
  func flexibility<Item: FlowItem>(of item: Item, ideal: Double)
    -> (flexibility: Flexibility, least: ItemMeasurement?)?
  {
    guard readsFlexibility else { return nil }
    let settings = Self.flexibilitySettings(of: item, along: axis)
    guard Self.isFlexible(settings) else { return nil }
    return flexibility(of: item, grow: settings.grow, basis: settings.basis, ideal: ideal)
  }

  /// Whether `item` grows or has a basis, so that its length along a line of `axis` may change
  /// (see ``flexibility(of:ideal:)``).
  @inlinable @inline(__always)
  static func isFlexible<Item: FlowItem>(_ item: Item, along axis: FlowAxis) -> Bool {
    isFlexible(flexibilitySettings(of: item, along: axis))
  }

  /// The rule for which items are flexible: those that grow or have a basis.
  @inlinable @inline(__always)
  static func isFlexible(_ settings: (grow: Double, basis: Double?)) -> Bool {
    settings.grow > 0 || settings.basis != nil
  }

  /// Whether `item` grows into its line's free space: its weight is positive (the rule
  /// ``Flexibility/grows`` applies to a measured item).
  @inlinable @inline(__always)
  static func grows<Item: FlowItem>(_ item: Item) -> Bool { weight(of: item) > 0 }

  /// `item`'s weight (see ``weight(of:)``) and its basis along a line of `axis`, with the input
  /// policy applied: the settings that make it flexible.
  @inlinable @inline(__always)
  static func flexibilitySettings<Item: FlowItem>(of item: Item, along axis: FlowAxis)
    -> (grow: Double, basis: Double?)
  {
    (weight(of: item), item.basis(along: axis).flatMap(sanitizedBasis))
  }

  /// The rule for an item's share of its line's free space: its ``FlowItem/grow`` with the input
  /// policy applied; the item grows when it is positive.
  @inlinable @inline(__always)
  static func weight<Item: FlowItem>(of item: Item) -> Double { sanitizedLength(item.grow) }

  /// ``flexibility(of:ideal:)`` for an item that grows or has a basis. Inlined: it is only
  /// reached where some item is flexible (the streaming loop has a specialization for them), and
  /// there usually for most items.
  @inlinable @inline(__always)
  func flexibility<Item: FlowItem>(of item: Item, grow: Double, basis: Double?, ideal: Double)
    -> (flexibility: Flexibility, least: ItemMeasurement?)
  {
    guard let basis else {
      let flexibility = Flexibility(
        grow: grow, base: ideal, minMain: ideal, maxMain: maximumMain(of: item, floor: ideal))
      return (flexibility, nil)
    }
    let least = measure(item, main: 0, cross: nil)
    let flexibility = Flexibility(
      grow: grow, base: basis, minMain: least.main,
      maxMain: maximumMain(of: item, floor: least.main))
    return (flexibility, least)
  }

  /// The longest `item` may grow along the main axis: its answer to an infinite proposal, and
  /// never less than `floor`.
  @inlinable
  func maximumMain<Item: FlowItem>(of item: Item, floor: Double) -> Double {
    let answer = item.dimensions(in: axis.proposal(main: .infinity, cross: nil))
    return sanitizedMaximum(axis.main(answer.size), floor: floor)
  }
}
