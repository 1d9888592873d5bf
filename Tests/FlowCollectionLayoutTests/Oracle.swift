import FlowLayoutEngine

@testable import FlowCollectionLayout

/// A collection laid out whole, independently of the layout under test: each section's items
/// by `FlowEngine.layout` of their current sizes, stacked with headers, insets and footers as
/// `UICollectionViewFlowLayout` stacks them.
enum Oracle {
  /// The boxes a section's items are: their current sizes (measured, no longer than the line
  /// was when they were, else the estimate, or the delegate's) with their settings, those that
  /// grow or have a basis taking any length from their size up, and a forced break before each
  /// line the layout holds.
  static func boxes(of driver: CollectionDriver, section: Int) -> [BoxItem] {
    let sections = driver.layout.sections
    let held = Set(sections.indices.contains(section) ? sections[section].items.heldLineStarts : [])
    return driver.view.sections[section].enumerated().map { index, item in
      let size =
        !driver.layout.isSelfSizing
        ? item.truth
        : item.isMeasured ? (item.taken ?? item.truth) : driver.layout.estimatedItemSize
      let width = valid(size.width)
      let height = valid(size.height)
      let flexible = item.settings.grow > 0 || item.settings.basis != nil
      return BoxItem(
        width: width, height: height, maxWidth: flexible ? .infinity : nil,
        maxHeight: flexible ? .infinity : nil, grow: item.settings.grow,
        basis: item.settings.basis, alignment: item.settings.alignment,
        breakBefore: item.settings.breakBefore || held.contains(index),
        keepsWithNext: item.settings.keepsWithNext)
    }
  }

  static func valid(_ length: Double) -> Double { length.isFinite ? max(length, 0) : 0 }

  /// How long the lines are: the collection view's bounds less its content insets along them.
  static func lengthAlongLines(of driver: CollectionDriver) -> Double {
    let insets = driver.view.contentInsets.along(driver.axis)
    return max(driver.axis.main(driver.view.bounds.size) - insets.start - insets.end, 0)
  }

  /// The proposal each section's items get: the line length less the section insets.
  static func proposal(of driver: CollectionDriver) -> ProposedSize {
    let axis = driver.axis
    let inset = driver.layout.sectionInset.along(axis)
    let length = max(lengthAlongLines(of: driver) - inset.start - inset.end, 0)
    return axis.proposal(main: length, cross: nil)
  }

  /// Section `section`'s lines, laid out whole.
  static func sectionLines(of driver: CollectionDriver, section: Int) -> FlowLines {
    let flow = driver.layout.flow
    return FlowLines(
      flow: flow,
      result: flow.layout(boxes(of: driver, section: section), proposal: proposal(of: driver)))
  }

  /// Every element of the collection, with its frame in the content, and the content's length
  /// across the lines.
  static func elements(of driver: CollectionDriver) -> (
    elements: [FlowCollectionElement], length: Double
  ) {
    let axis = driver.axis
    let lineLength = lengthAlongLines(of: driver)
    let across = driver.layout.sectionInset.across(axis)
    let along = driver.layout.sectionInset.along(axis)
    var elements: [FlowCollectionElement] = []
    var position = 0.0
    for section in driver.view.sections.indices {
      let header = valid(driver.view.headers[section])
      if header > 0 {
        elements.append(
          FlowCollectionElement(
            kind: .header, path: FlowItemPath(section: section, item: 0),
            frame: axis.rect(mainStart: 0, crossStart: position, main: lineLength, cross: header)))
      }
      position += header + across.start
      let result = sectionLines(of: driver, section: section).result
      for line in result.lines {
        for index in line {
          let frame = result.frames[index]
          elements.append(
            FlowCollectionElement(
              kind: .item, path: FlowItemPath(section: section, item: index),
              frame: axis.rect(
                mainStart: along.start + axis.mainStart(frame),
                crossStart: position + axis.crossStart(frame), main: axis.main(frame.size),
                cross: axis.cross(frame.size))))
        }
      }
      position += axis.cross(result.size) + across.end
      let footer = valid(driver.view.footers[section])
      if footer > 0 {
        elements.append(
          FlowCollectionElement(
            kind: .footer, path: FlowItemPath(section: section, item: 0),
            frame: axis.rect(mainStart: 0, crossStart: position, main: lineLength, cross: footer)))
      }
      position += footer
    }
    return (elements, position)
  }

  /// The elements of `elements` whose frames share area with `rect`, as
  /// `CGRect.intersects(_:)` says: an empty frame shares none.
  static func elements(_ elements: [FlowCollectionElement], meeting rect: Rect)
    -> [FlowCollectionElement]
  {
    elements.filter { element in
      element.frame.minX < rect.maxX && element.frame.maxX > rect.minX
        && element.frame.minY < rect.maxY && element.frame.maxY > rect.minY
    }
  }
}
