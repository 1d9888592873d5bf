#if canImport(SwiftUI)
  import SwiftUI

  /// What a lazy flow's window does for keyboard focus and VoiceOver: the focus binding its
  /// elements are focused with, the order VoiceOver reads them in, and the model's answers to
  /// keys and to elements appearing.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  struct LazyFlowFocus<ID: Hashable> {
    /// The binding of the focused element's identity, if the flow moves focus.
    var binding: FocusState<ID?>.Binding?
    /// How the elements take focus.
    var interaction = FlowFocusInteraction.keyboardAndPointer
    var readingOrder = FlowReadingOrder.logical

    /// The window's handling of keys: the model's answer, from the focused element, for a key,
    /// whether it goes to the flow's ends, and whether the flow is mirrored.
    struct Handlers {
      let key: (FlowKey, ID, _ toEnds: Bool, _ mirrored: Bool) -> KeyAnswer<ID>
      let appeared: (ID) -> Bool
      /// Whether keys move focus by the flow's moves: without, each key goes to the platform
      /// untouched, since `onMoveCommand` cannot hand one on.
      let movesFocus: Bool

      /// The handling of a flow whose model is `model`: `moved` runs when a key moved focus,
      /// so that the view updates for the lines the model brought into view.
      init<Model: LazyKeyboardModel>(model: Model, moved: @escaping () -> Void)
      where Model.ID == ID {
        key = { key, id, toEnds, mirrored in
          let answer = model.focus(after: key, from: id, mirrored: mirrored, toEnds: toEnds)
          if answer.handled { moved() }
          return answer
        }
        appeared = model.focusAppeared
        movesFocus = true
      }

      /// No handling: keys go on to the platform, and no element waits for focus.
      init() {
        key = { _, _, _, _ in .ignored }
        appeared = { _ in false }
        movesFocus = false
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension View {
    /// The view of a created element: with focus navigation, one view that takes focus as the
    /// focus's interaction says, where the platform allows (see `flowFocusable(_:taking:)`), once
    /// shown, and is focused with `focus`'s binding as `id`, however many views the element's
    /// content has, taking the focus a key moved to it once it is shown; read at its place in
    /// the reading order.
    @ViewBuilder
    func lazyFlowElement<ID: Hashable>(
      _ id: ID, index: Int, count: Int, isShown: Bool, focus: LazyFlowFocus<ID>,
      appeared: @escaping (ID) -> Bool
    ) -> some View {
      let priority = focus.readingOrder.sortPriority(ofElement: index, count: count)
      if let binding = focus.binding {
        ZStack(alignment: .topLeading) { self }
          .flowFocusable(isShown, taking: focus.interaction)
          .focused(binding, equals: id)
          .onAppear { if isShown, appeared(id) { binding.wrappedValue = id } }
          .onNewValue(of: isShown) { shown in
            if shown, appeared(id) { binding.wrappedValue = id }
          }
          .accessibilitySortPriority(priority ?? 0)
      } else if let priority {
        accessibilitySortPriority(priority)
      } else {
        self
      }
    }

    /// This view, focusable when `isFocusable`, taking focus as `interaction` says where the
    /// platform allows: with ``FlowFocusInteraction/keyboardAndPointer``, `.edit` interactions,
    /// which take focus on a tap, a click or a focus movement whether or not keyboard
    /// navigation is turned on, from iOS 17, macOS 14, tvOS 17 and visionOS 1; with
    /// ``FlowFocusInteraction/keyboardNavigation``, `.activate` interactions, only with it; as
    /// `focusable(_:)` makes it on macOS 13 and tvOS 16. iOS 16 has no API for it: there, as
    /// on macOS and iOS for a `Button`, a view takes keyboard focus only with Full Keyboard
    /// Access or keyboard navigation turned on. watchOS has no keys.
    @ViewBuilder
    func flowFocusable(_ isFocusable: Bool, taking interaction: FlowFocusInteraction)
      -> some View
    {
      #if os(watchOS)
        self
      #else
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, *) {
          focusable(
            isFocusable, interactions: interaction == .keyboardAndPointer ? .edit : .activate)
        } else {
          #if os(macOS) || os(tvOS)
            focusable(isFocusable)
          #else
            self
          #endif
        }
      #endif
    }

    /// A lazy flow's window, whose keys move `focus` by `handlers`, if they move focus.
    @ViewBuilder
    func lazyFlowKeys<ID: Hashable>(
      _ focus: LazyFlowFocus<ID>, mirrored: Bool, handlers: LazyFlowFocus<ID>.Handlers
    ) -> some View {
      if let binding = focus.binding, handlers.movesFocus {
        onFlowKeys { key, toEnds in
          guard let current = binding.wrappedValue else { return false }
          let answer = handlers.key(key, current, toEnds, mirrored)
          if let now = answer.focusNow { binding.wrappedValue = now }
          return answer.handled
        }
      } else {
        self
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension LazyHFlow {
    /// This flow with keyboard focus that moves as the eye expects across wrapped lines (see
    /// ``FlowContainerLayout/focusNavigation(_:ids:overflowID:readingOrder:content:)``): each element
    /// is focused with `focus` as its identity, and a key that moves focus to an element not
    /// created yet scrolls its line into view and moves focus once its view appears. Page Up
    /// and Page Down move by the lines in view. Each element takes focus as one view, as
    /// `interaction` says: by default with the system's default settings from iOS 17, macOS 14
    /// and tvOS 17, where a tap or a click takes focus too; with
    /// ``FlowFocusInteraction/keyboardNavigation``, only with Full Keyboard Access or keyboard
    /// navigation turned on, so that a tap leaves focus in a text field (see the article
    /// Keyboard and VoiceOver).
    ///
    /// In rows that scroll sideways (`LazyHFlow(_:id:rows:flow:size:content:)`), `focus`
    /// follows the focused element, and setting it focuses an element whose view is created;
    /// for one not created yet it does nothing, since a focus state that no view carries reads
    /// `nil`: scroll to the element first. The platform moves focus by its own rules, which
    /// scroll the rows.
    public func focusNavigation(
      _ focus: FocusState<ID?>.Binding, interaction: FlowFocusInteraction
    ) -> Self {
      var flow = self
      flow.focus.binding = focus
      flow.focus.interaction = interaction
      return flow
    }

    /// This flow with keyboard focus that moves across wrapped lines, its elements taking
    /// focus with the system's default settings (see
    /// ``focusNavigation(_:interaction:)`` with ``FlowFocusInteraction/keyboardAndPointer``).
    public func focusNavigation(_ focus: FocusState<ID?>.Binding) -> Self {
      focusNavigation(focus, interaction: .keyboardAndPointer)
    }

    /// This flow with its elements read in `order` by VoiceOver; ``FlowReadingOrder/logical``,
    /// the data's order, unless set.
    public func readingOrder(_ order: FlowReadingOrder) -> Self {
      var flow = self
      flow.focus.readingOrder = order
      return flow
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  extension LazyVFlow {
    /// This flow with keyboard focus that moves as
    /// ``LazyHFlow/focusNavigation(_:interaction:)`` moves it, its elements taking focus as
    /// `interaction` says.
    public func focusNavigation(
      _ focus: FocusState<ID?>.Binding, interaction: FlowFocusInteraction
    ) -> Self {
      var flow = self
      flow.focus.binding = focus
      flow.focus.interaction = interaction
      return flow
    }

    /// This flow with keyboard focus that moves across wrapped lines, its elements taking
    /// focus with the system's default settings (see
    /// ``focusNavigation(_:interaction:)`` with ``FlowFocusInteraction/keyboardAndPointer``).
    public func focusNavigation(_ focus: FocusState<ID?>.Binding) -> Self {
      focusNavigation(focus, interaction: .keyboardAndPointer)
    }

    /// This flow with its elements read in `order` by VoiceOver; ``FlowReadingOrder/logical``,
    /// the data's order, unless set.
    public func readingOrder(_ order: FlowReadingOrder) -> Self {
      var flow = self
      flow.focus.readingOrder = order
      return flow
    }
  }
#endif
