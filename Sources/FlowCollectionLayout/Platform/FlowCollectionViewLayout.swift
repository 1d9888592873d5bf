#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
  import FlowLayoutEngine
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  /// A collection view layout that flows items into lines, as `HFlow` does, with every setting
  /// of the engine: a `UICollectionViewLayout` on iOS, tvOS, visionOS and Mac Catalyst, an
  /// `NSCollectionViewLayout` on macOS.
  ///
  /// Sections follow each other across the lines: each a header spanning the lines' length,
  /// its items in ``sectionInset``, and a footer. With an ``estimatedItemSize``, items are
  /// self-sizing: they start at the estimate and take the size their cells measure, and the
  /// first line in view stays where it is on screen as they do. Without one, the delegate
  /// (``FlowCollectionViewDelegateLayout``) gives each item's size. Its logic is
  /// ``FlowCollectionLayoutModel``'s; this class maps the platform's types onto it.
  open class FlowCollectionViewLayout: FlowPlatformCollectionViewLayout {
    /// The flow of each section's items; every setting of the engine applies. A new flow keeps
    /// the first line in view where it is on screen.
    public var flow: FlowEngine {
      get { model.flow }
      set { invalidateLayout(changingSettings: { $0.flow = newValue }) }
    }

    /// The size items start at before their cells measure themselves; `.zero` (the default)
    /// for items sized by the delegate. A new estimate keeps the first line in view where it
    /// is on screen.
    public var estimatedItemSize: CGSize = .zero {
      didSet {
        let size = Size(estimatedItemSize)
        invalidateLayout(changingSettings: { $0.estimatedItemSize = size })
      }
    }

    /// The space around each section's items, inside its header and footer. New insets keep
    /// the first line in view where it is on screen.
    public var sectionInset = FlowPlatformEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) {
      didSet {
        let insets = FlowInsets(
          top: Double(sectionInset.top), left: Double(sectionInset.left),
          bottom: Double(sectionInset.bottom), right: Double(sectionInset.right))
        invalidateLayout(changingSettings: { $0.sectionInset = insets })
      }
    }

    /// The longest an item is along its lines: the line's length less ``sectionInset``. A cell
    /// whose content wraps fits itself, in `preferredLayoutAttributesFitting(_:)`, to the
    /// shorter of its content's length on one line and this, not to the frame it is given,
    /// which is ``estimatedItemSize`` before it measured (see
    /// ``FlowCollectionLayoutModel/maximumItemLength``).
    public var maximumItemLength: CGFloat { CGFloat(model.maximumItemLength) }

    /// The layout's logic, over the collection view and its delegate.
    private lazy var model = FlowCollectionLayoutModel(
      source: PlatformCollectionSource(layout: self))

    #if canImport(AppKit) && !canImport(UIKit)
      /// The live scrolls of the scroll view the collection view is in, which say when the user
      /// scrolls.
      private var liveScrolls: LiveScrolls?
    #endif

    /// Brings the layout to the collection view's items and bounds (see
    /// ``FlowCollectionLayoutModel/prepare()``).
    open override func prepare() {
      super.prepare()
      #if canImport(AppKit) && !canImport(UIKit)
        // AppKit does not mirror layouts: the engine runs the lines the other way itself.
        model.isRightToLeftInterface =
          collectionView?.userInterfaceLayoutDirection == .rightToLeft
        if let scrollView = collectionView?.enclosingScrollView,
          liveScrolls?.scrollView !== scrollView
        {
          liveScrolls = LiveScrolls(scrollView: scrollView)
        }
      #endif
      model.prepare()
    }

    /// The size of all the content, estimated past the lines read (see
    /// ``FlowCollectionLayoutModel/readContentSize()``).
    open override var collectionViewContentSize: CGSize {
      let size = model.readContentSize()
      return CGSize(width: size.width, height: size.height)
    }

    #if canImport(UIKit)
      /// The headers, items and footers that meet `rect`, in O(log *L* + *k*).
      open override func layoutAttributesForElements(in rect: CGRect)
        -> [FlowPlatformLayoutAttributes]?
      {
        model.elements(in: Rect(rect)).map(attributes(for:))
      }
    #else
      /// The headers, items and footers that meet `rect`, in O(log *L* + *k*).
      open override func layoutAttributesForElements(in rect: CGRect)
        -> [FlowPlatformLayoutAttributes]
      {
        model.elements(in: Rect(rect)).map(attributes(for:))
      }
    #endif

    /// The item at `indexPath`, hidden when no line shows it (see
    /// ``FlowCollectionLayoutModel/element(ofItem:)``); `nil` only for an index path that is not
    /// one of the collection's.
    open override func layoutAttributesForItem(at indexPath: IndexPath)
      -> FlowPlatformLayoutAttributes?
    {
      #if canImport(AppKit) && !canImport(UIKit)
        // A scroll to the item may follow: a mouse's wheel before it is not part of it.
        liveScrolls?.forgetUnbracketedScroll()
      #endif
      return model.element(ofItem: FlowItemPath(indexPath)).map(attributes(for:))
    }

    /// The header or footer of the section at `indexPath`, hidden when it has no length; `nil`
    /// only for a section that is not one of the collection's.
    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> FlowPlatformLayoutAttributes? {
      let kind: FlowCollectionElement.Kind =
        elementKind == FlowPlatformCollectionView.elementKindSectionHeader ? .header : .footer
      return model.supplementaryElement(kind, ofSection: indexPath.section).map(attributes(for:))
    }

    // MARK: Invalidation

    /// Whether new bounds invalidate the layout: a new length along the lines does, and so does
    /// a scroll whose lines change the content size (see
    /// ``FlowCollectionLayoutModel/shouldInvalidate(readingLinesAround:)``).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      noteContentSizeHeld()
      noteWhatScrolls()
      return model.shouldInvalidate(readingLinesAround: Rect(newBounds))
    }

    /// Notes whether the user scrolls the collection view and whether an animated content
    /// offset change is under way, which end a scroll to an item (see
    /// ``FlowCollectionLayoutModel/userIsScrolling``): from the scroll view's state in UIKit,
    /// from its live-scroll notifications in AppKit, which says nothing of animations.
    private func noteWhatScrolls() {
      #if canImport(UIKit)
        guard let collectionView else { return }
        model.userIsScrolling =
          collectionView.isTracking || collectionView.isDragging || collectionView.isDecelerating
        if #available(iOS 17.4, tvOS 17.4, visionOS 1.1, *) {
          model.isScrollAnimating = collectionView.isScrollAnimating
        }
      #else
        model.userIsScrolling = liveScrolls?.userIsScrolling ?? false
      #endif
    }

    /// Lays the sections out for the new length along the lines and the lines read, moves the
    /// content offset so that the first line in view stays in place, and gives the new content
    /// size.
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> FlowPlatformInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      noteContentSizeHeld()
      apply(model.invalidation(forBoundsChange: Rect(newBounds)), to: context)
      return context
    }

    /// Whether a cell's measured size, fitted to the frame it was given, differs from the size
    /// its item is laid out at; a header's or a footer's never changes the layout (see
    /// ``FlowCollectionLayoutModel/shouldInvalidate(forPreferredSize:fitting:of:at:)``).
    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: FlowPlatformLayoutAttributes,
      withOriginalAttributes originalAttributes: FlowPlatformLayoutAttributes
    ) -> Bool {
      guard let (kind, path) = Self.element(of: preferredAttributes) else { return false }
      return model.shouldInvalidate(
        forPreferredSize: Size(preferredAttributes.size), fitting: Size(originalAttributes.size),
        of: kind, at: path)
    }

    /// Records a cell's measured size: the context invalidates the elements that moved, and
    /// moves the content offset so that the first line in view stays in place.
    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: FlowPlatformLayoutAttributes,
      withOriginalAttributes originalAttributes: FlowPlatformLayoutAttributes
    ) -> FlowPlatformInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      if let (kind, path) = Self.element(of: preferredAttributes), kind == .item {
        noteContentSizeHeld()
        apply(
          model.invalidation(
            forPreferredSize: Size(preferredAttributes.size),
            fitting: Size(originalAttributes.size), ofItem: path),
          to: context)
      }
      return context
    }

    /// Takes note of a reload or of new data source counts before invalidating.
    open override func invalidateLayout(with context: FlowPlatformInvalidationContext) {
      model.invalidate(
        everything: context.invalidateEverything,
        dataSourceCounts: context.invalidateDataSourceCounts)
      super.invalidateLayout(with: context)
    }

    // MARK: Batch updates

    /// Applies a batch update as edits of the sections' flows (see
    /// ``FlowCollectionLayoutModel/prepare(forUpdates:)``).
    open override func prepare(forCollectionViewUpdates updateItems: [FlowPlatformUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      model.prepare(forUpdates: updateItems.compactMap(Self.update(of:)))
    }

    /// Forgets what the last batch update inserted and deleted.
    open override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      model.finishUpdates()
    }

    /// An inserted item fades in where it goes.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
      -> FlowPlatformLayoutAttributes?
    {
      model.initialElement(forAppearingItem: FlowItemPath(itemIndexPath)).map(attributes(for:))
        ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    /// A deleted item fades out where it was.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
      -> FlowPlatformLayoutAttributes?
    {
      model.finalElement(forDisappearingItem: FlowItemPath(itemIndexPath)).map(attributes(for:))
        ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    /// After an update, the content offset that keeps the first line in view in place.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      let offset = model.targetContentOffset(forProposed: Point(proposedContentOffset))
      return CGPoint(x: offset.x, y: offset.y)
    }

    // MARK: Moving items

    #if canImport(UIKit)
      /// Whether the system mirrors the layout for right-to-left interfaces: it does, as it
      /// does UIKit's own layouts.
      open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

      /// The direction the layout is written for, which UIKit mirrors in the opposite
      /// direction: left to right, as `UICollectionViewFlowLayout`'s, whatever the app's
      /// development region, so that lines are mirrored exactly in right-to-left interfaces.
      open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        .leftToRight
      }

      /// Where a dragged item goes: the hit tester's insertion index at `position`.
      open override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
      ) -> IndexPath {
        model.targetPath(forMovingItem: FlowItemPath(previousIndexPath), at: Point(position))
          .indexPath
      }

      /// The dragged item, centred on the finger, in front of the others.
      open override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
      ) -> FlowPlatformLayoutAttributes {
        model.movingElement(at: FlowItemPath(indexPath), position: Point(position))
          .map(attributes(for:))
          ?? super.layoutAttributesForInteractivelyMovingItem(
            at: indexPath, withTargetPosition: position)
      }
    #else
      /// The gap a dragged item would be dropped in, before the item that
      /// ``FlowCollectionLayoutModel/targetPath(forMovingItem:at:)`` finds, with its frame.
      open override func layoutAttributesForDropTarget(at pointInCollectionView: CGPoint)
        -> FlowPlatformLayoutAttributes?
      {
        let path = model.targetPath(
          forMovingItem: FlowItemPath(section: -1, item: 0), at: Point(pointInCollectionView))
        return layoutAttributesForInterItemGap(before: path.indexPath)
      }

      /// The gap before the item at `indexPath`, whose frame is where AppKit draws the drop
      /// indicator: between that item and the one before it on their line (see
      /// ``FlowCollectionLayoutModel/interItemGapFrame(before:)``).
      open override func layoutAttributesForInterItemGap(before indexPath: IndexPath)
        -> FlowPlatformLayoutAttributes?
      {
        let attributes = FlowPlatformLayoutAttributes(forInterItemGapBefore: indexPath)
        attributes.frame = CGRect(model.interItemGapFrame(before: FlowItemPath(indexPath)))
        return attributes
      }
    #endif

    // MARK: Keyboard focus

    /// Where focus goes from the item at `indexPath` on `key`, by the engine's moves over the
    /// lines (see ``FlowCollectionLayoutModel/itemPath(after:from:mirrored:toEnds:visible:)``);
    /// `nil` when it stays. Page keys move by the lines in the collection view's bounds that no
    /// bar covers (inside `adjustedContentInset`, or the scroll view's `contentInsets`).
    public func indexPath(after key: FlowKey, from indexPath: IndexPath, toEnds: Bool = false)
      -> IndexPath?
    {
      model.itemPath(
        after: key, from: FlowItemPath(indexPath), mirrored: isMirrored, toEnds: toEnds,
        visible: visibleRange
      )?.indexPath
    }

    #if canImport(UIKit)
      /// The item the focus engine is sent to instead of the one it proposed, for its next
      /// update only, and only while the item is in view, where it has a cell: answer it from
      /// the delegate's `indexPathForPreferredFocusedView(in:)` (see
      /// ``FlowCollectionLayoutModel/preferredFocus(visible:)``).
      public var preferredFocusIndexPath: IndexPath? {
        model.preferredFocus(visible: visibleRange)?.indexPath
      }

      /// Whether the focus engine may move focus as `context` proposes, for the delegate's
      /// `collectionView(_:shouldUpdateFocusIn:)` to answer: it may when an arrow moves focus
      /// where the engine's moves go, when they lead to an item out of view, or when the flow
      /// has nothing to say (no item had focus, a tab or a move out of the collection).
      /// Otherwise it may not, and focus is sent to the item the moves reach
      /// (``preferredFocusIndexPath``) once this update is over. The collection view's
      /// `remembersLastFocusedIndexPath` must be `false` for the preferred item to be asked.
      public func shouldUpdateFocus(in context: UICollectionViewFocusUpdateContext) -> Bool {
        let allowed = model.shouldUpdateFocus(
          from: context.previouslyFocusedIndexPath.map(FlowItemPath.init),
          to: context.nextFocusedIndexPath.map(FlowItemPath.init),
          key: FlowKey(heading: context.focusHeading), mirrored: isMirrored,
          visible: visibleRange)
        if !allowed {
          // A request, which the focus engine carries out once this update is refused.
          collectionView?.setNeedsFocusUpdate()
        }
        return allowed
      }

      /// Whether UIKit shows the layout mirrored: right to left, it flips the engine's
      /// left-to-right lines.
      private var isMirrored: Bool {
        collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
      }
    #else
      /// AppKit does not mirror layouts; the engine lays lines out right to left itself.
      private var isMirrored: Bool { false }
    #endif

    /// The range across the lines that the collection view shows: its bounds in UIKit, where
    /// it scrolls itself, its visible rectangle in AppKit, where a scroll view scrolls it.
    private var visibleRange: Range<Double> {
      #if canImport(UIKit)
        let shown = collectionView?.bounds ?? .zero
      #else
        let shown = collectionView?.visibleRect ?? .zero
      #endif
      return model.crossRange(of: Rect(shown))
    }

    // MARK: Mapping

    /// The kind and path of the element `attributes` describe: an item for a cell, a header or
    /// a footer for a supplementary view of those kinds; `nil` for anything else (a decoration,
    /// AppKit's gap between items) and for AppKit's attributes without an index path.
    private static func element(of attributes: FlowPlatformLayoutAttributes)
      -> (kind: FlowCollectionElement.Kind, path: FlowItemPath)?
    {
      #if canImport(UIKit)
        let indexPath: IndexPath? = attributes.indexPath
        let isItem = attributes.representedElementCategory == .cell
        let isSupplementary = attributes.representedElementCategory == .supplementaryView
      #else
        let indexPath = attributes.indexPath
        let isItem = attributes.representedElementCategory == .item
        let isSupplementary = attributes.representedElementCategory == .supplementaryView
      #endif
      guard let indexPath else { return nil }
      let path = FlowItemPath(indexPath)
      if isItem { return (.item, path) }
      guard isSupplementary else { return nil }
      switch attributes.representedElementKind {
      case FlowPlatformCollectionView.elementKindSectionHeader: return (.header, path)
      case FlowPlatformCollectionView.elementKindSectionFooter: return (.footer, path)
      default: return nil
      }
    }

    /// The platform's attributes of `element`.
    private func attributes(for element: FlowCollectionElement) -> FlowPlatformLayoutAttributes {
      let indexPath = element.path.indexPath
      let attributes: FlowPlatformLayoutAttributes
      switch element.kind {
      case .item:
        #if canImport(UIKit)
          attributes = FlowPlatformLayoutAttributes(forCellWith: indexPath)
        #else
          attributes = FlowPlatformLayoutAttributes(forItemWith: indexPath)
        #endif
      case .header:
        attributes = FlowPlatformLayoutAttributes(
          forSupplementaryViewOfKind: FlowPlatformCollectionView.elementKindSectionHeader,
          with: indexPath)
      case .footer:
        attributes = FlowPlatformLayoutAttributes(
          forSupplementaryViewOfKind: FlowPlatformCollectionView.elementKindSectionFooter,
          with: indexPath)
      }
      attributes.frame = CGRect(element.frame)
      attributes.alpha = CGFloat(element.alpha)
      attributes.zIndex = element.zIndex
      attributes.isHidden = element.isHidden
      return attributes
    }

    /// Changes the model's settings by `change` and invalidates the layout with what moved
    /// (see ``FlowCollectionLayoutModel/invalidation(changingSettings:)``).
    private func invalidateLayout(
      changingSettings change: (inout FlowCollectionLayoutModel<PlatformCollectionSource>) -> Void
    ) {
      let context = FlowPlatformInvalidationContext()
      noteContentSizeHeld()
      apply(model.invalidation(changingSettings: change), to: context)
      invalidateLayout(with: context)
    }

    /// Gives the model the content size the collection view scrolls within, its scroll view's
    /// `contentSize`, so that a read of ``collectionViewContentSize`` by other code is not taken
    /// for the collection view's (see ``FlowCollectionLayoutModel/scrollsWithin(contentSize:)``).
    /// An `NSCollectionView` documents no such size apart from its frame, which its clip view
    /// may make larger than the content, so AppKit's layout goes by its reads alone.
    private func noteContentSizeHeld() {
      #if canImport(UIKit)
        if let collectionView { model.scrollsWithin(contentSize: Size(collectionView.contentSize)) }
      #endif
    }

    /// Puts what `invalidation` says moved into `context`.
    private func apply(
      _ invalidation: FlowInvalidation, to context: FlowPlatformInvalidationContext
    ) {
      let kinds = (
        header: FlowPlatformCollectionView.elementKindSectionHeader,
        footer: FlowPlatformCollectionView.elementKindSectionFooter
      )
      let headers = invalidation.headers.map { IndexPath(item: 0, section: $0) }
      let footers = invalidation.footers.map { IndexPath(item: 0, section: $0) }
      #if canImport(UIKit)
        context.invalidateItems(at: invalidation.items.map(\.indexPath))
        if !headers.isEmpty {
          context.invalidateSupplementaryElements(ofKind: kinds.header, at: headers)
        }
        if !footers.isEmpty {
          context.invalidateSupplementaryElements(ofKind: kinds.footer, at: footers)
        }
      #else
        context.invalidateItems(at: Set(invalidation.items.map(\.indexPath)))
        if !headers.isEmpty {
          context.invalidateSupplementaryElements(ofKind: kinds.header, at: Set(headers))
        }
        if !footers.isEmpty {
          context.invalidateSupplementaryElements(ofKind: kinds.footer, at: Set(footers))
        }
      #endif
      let offset = invalidation.contentOffsetAdjustment
      let size = invalidation.contentSizeAdjustment
      context.contentOffsetAdjustment = CGPoint(x: offset.x, y: offset.y)
      context.contentSizeAdjustment = CGSize(width: size.width, height: size.height)
    }

    /// The engine's form of a batch update's item, or `nil` for one that changes nothing.
    private static func update(of item: FlowPlatformUpdateItem) -> FlowCollectionUpdate? {
      let before = item.indexPathBeforeUpdate
      let after = item.indexPathAfterUpdate
      // A section's update has no item.
      let isSection = (before ?? after).map { $0.item == NSNotFound } ?? false
      switch (item.updateAction, before, after) {
      case (.insert, _, let path?):
        return isSection ? .insertSection(path.section) : .insertItem(at: FlowItemPath(path))
      case (.delete, let path?, _):
        return isSection ? .deleteSection(path.section) : .deleteItem(at: FlowItemPath(path))
      case (.reload, let from?, let to?):
        return isSection
          ? .reloadSection(to.section) : .reloadItem(from: FlowItemPath(from), to: FlowItemPath(to))
      case (.move, let from?, let to?):
        return isSection
          ? .moveSection(from: from.section, to: to.section)
          : .moveItem(from: FlowItemPath(from), to: FlowItemPath(to))
      default:
        return nil
      }
    }
  }
#endif
