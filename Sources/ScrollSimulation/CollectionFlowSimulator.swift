import FlowCollectionLayout
import FlowLayoutEngine

/// A collection view with `FlowCollectionViewLayout` and self-sizing cells, simulated frame by
/// frame: it calls ``FlowCollectionLayoutModel`` in the order UIKit documents for a layout and
/// for self-sizing cells, and records what the user sees.
///
/// Within a frame, in this order:
/// 1. The user's gesture moves the content offset (scrolling does not invalidate the layout).
/// 2. A scroll to an item (`scrollToItem(at:at:animated:)`) asks for the item's attributes
///    and moves the content offset to them; a batch update calls `prepare()`,
///    `prepare(forCollectionViewUpdates:)`, `targetContentOffset(forProposedContentOffset:)`
///    and `finalizeCollectionViewUpdates()`; a new width asks
///    `shouldInvalidateLayout(forBoundsChange:)` and applies the invalidation's content offset
///    adjustment.
/// 3. The layout pass: `prepare()`, then `layoutAttributesForElements(in:)` over the visible
///    rect and half a viewport beyond each edge (the rect UIKit asks for is larger than the
///    view; its size is not documented). Each item in view without a cell gets one, whose
///    `preferredLayoutAttributesFitting(_:)` gives its true size before it is displayed; a
///    size the layout should invalidate for is given to it, its content offset adjustment
///    applied, and the pass runs again until no cell asks.
/// 4. The frame is drawn: the items whose frames meet the visible rect.
///
/// Cells are sized only when they meet the visible rect, as UIKit creates cells for the
/// attributes in view; that UIKit sizes no cell beyond it is this simulation's reading, which
/// only a device can confirm.
public final class CollectionFlowSimulator {
  /// The layout's model.
  public private(set) var layout: FlowCollectionLayoutModel<SimulatedCollectionView>
  /// The collection view and its data.
  public let view: SimulatedCollectionView
  /// Items with a cell, sized to the view's content.
  var cells: Set<Int> = []

  /// A collection view `viewportLength` long across the lines and `length` along them, of one
  /// section of `elements`, laid out with `flow` from `estimate`.
  public init(
    elements: SimulatedElements, flow: FlowEngine, estimate: Size, length: Double,
    viewportLength: Double
  ) {
    view = SimulatedCollectionView(
      elements: elements,
      bounds: flow.axis.rect(
        mainStart: 0, crossStart: 0, main: length, cross: viewportLength))
    layout = FlowCollectionLayoutModel(source: view, flow: flow, estimatedItemSize: estimate)
    layout.prepare()
  }

  public var axis: FlowAxis { layout.flow.axis }

  var offset: Double { axis.crossStart(view.bounds) }
  var viewportLength: Double { axis.cross(view.bounds.size) }

  /// Runs one frame of `events` and returns what the user sees.
  public func frame(_ events: ScrollEvents) -> SimulatedFrame {
    var drawn = SimulatedFrame()
    // 1. The gesture.
    let before = offset
    scroll(to: offset + events.move)
    drawn.move = offset - before
    // 2. A scroll to an item, a batch update, a new width.
    if events.jumpsToMiddle {
      let middle = FlowItemPath(section: 0, item: view.elements.ids.count / 2)
      if let element = layout.element(ofItem: middle) {
        scroll(to: axis.crossStart(element.frame))
      }
    }
    if let (kind, distance) = events.edit {
      let first = firstItemInView() ?? 0
      let position = Swift.min(Swift.max(first + distance, 0), view.elements.ids.count - 1)
      let path = FlowItemPath(section: 0, item: position)
      switch kind {
      case .insert: view.elements.insert(at: position)
      case .remove: view.elements.remove(at: position)
      }
      cells = []
      layout.invalidate(everything: false, dataSourceCounts: true)
      layout.prepare()
      layout.prepare(forUpdates: [kind == .insert ? .insertItem(at: path) : .deleteItem(at: path)])
      let target = layout.targetContentOffset(forProposed: view.bounds.origin)
      scroll(to: crossLength(of: target))
      layout.finishUpdates()
    }
    if let width = events.width {
      var bounds = view.bounds
      bounds.size = axis.size(main: width, cross: viewportLength)
      if layout.shouldInvalidate(forBoundsChange: bounds) {
        view.bounds = bounds
        let invalidation = layout.invalidation(forBoundsChange: bounds)
        cells = []
        scroll(to: offset + crossLength(of: invalidation.contentOffsetAdjustment))
      }
    }
    // 3. The layout pass, with self-sizing cells.
    var visibleElements: [FlowCollectionElement] = []
    for _ in 0..<100 {
      layout.prepare()
      let visible = offset..<(offset + viewportLength)
      let margin = SelfSizingFlow.createdRange(around: visible)
      var asked = view.bounds
      axis.setCrossStart(margin.lowerBound, of: &asked)
      asked.size = axis.size(
        main: axis.main(view.bounds.size), cross: margin.upperBound - margin.lowerBound)
      visibleElements = layout.elements(in: asked).filter {
        $0.kind == .item && axis.frame($0.frame, meets: visible)
      }
      var invalidated = false
      for element in visibleElements where !cells.contains(element.path.item) {
        cells.insert(element.path.item)
        let size = view.elements.size(at: element.path.item)
        guard layout.shouldInvalidate(forPreferredSize: size, ofItem: element.path) else {
          continue
        }
        let invalidation = layout.invalidation(forPreferredSize: size, ofItem: element.path)
        scroll(to: offset + crossLength(of: invalidation.contentOffsetAdjustment))
        invalidated = true
        break
      }
      if !invalidated { break }
    }
    // 4. The frame.
    for element in visibleElements {
      var rect = element.frame
      axis.setCrossStart(axis.crossStart(rect) - offset, of: &rect)
      let id = view.elements.ids[element.path.item]
      drawn.visible[id] = rect
      if layout.shouldInvalidate(
        forPreferredSize: view.elements.size(at: element.path.item), ofItem: element.path)
      {
        drawn.estimated.insert(id)
      }
    }
    cells = cells.filter { item in visibleElements.contains { $0.path.item == item } }
    return drawn
  }

  /// Cells are sized, and changes laid out, before they are displayed: nothing in view waits.
  public var isSettling: Bool { false }

  /// The first item of the first line in view.
  func firstItemInView() -> Int? {
    layout.elements(in: view.bounds).first { $0.kind == .item }?.path.item
  }

  /// The cross-axis part of a content offset adjustment.
  func crossLength(of point: Point) -> Double {
    axis == .horizontal ? point.y : point.x
  }

  /// Moves the content offset to `start`, within the content.
  func scroll(to start: Double) {
    let end = Swift.max(axis.cross(layout.contentSize) - viewportLength, 0)
    axis.setCrossStart(Swift.min(Swift.max(start, 0), end), of: &view.bounds)
  }
}

extension CollectionFlowSimulator: FrameSimulator {}

/// A collection view as the layout sees it: one section of simulated elements and its bounds.
public final class SimulatedCollectionView: FlowCollectionSource {
  public var elements: SimulatedElements
  public var bounds: Rect

  init(elements: SimulatedElements, bounds: Rect) {
    self.elements = elements
    self.bounds = bounds
  }

  public var numberOfSections: Int { 1 }
  public func numberOfItems(inSection section: Int) -> Int { elements.ids.count }
  public func sizeOfItem(at path: FlowItemPath) -> Size { elements.size(at: path.item) }
  public func settingsOfItem(at path: FlowItemPath) -> FlowItemSettings { FlowItemSettings() }
  public func headerLength(inSection section: Int) -> Double { 0 }
  public func footerLength(inSection section: Int) -> Double { 0 }
  public var visibleRect: Rect { bounds }
}
