#if canImport(AppKit) && !canImport(UIKit)
  import AppKit

  /// Whether the user scrolls the scroll view a collection view is in, as AppKit's live-scroll
  /// notifications tell it: from `willStartLiveScrollNotification` to
  /// `didEndLiveScrollNotification` (a trackpad's gesture and its momentum, or the scroller
  /// dragged), and after a `didLiveScrollNotification` outside them (a mouse's wheel, which
  /// AppKit does not bracket) until ``forgetUnbracketedScroll()``. AppKit posts them on the
  /// main thread, where the main actor is assumed from macOS 10.15; before, nothing is known.
  @MainActor final class LiveScrolls {
    /// The scroll view observed.
    private(set) weak var scrollView: NSScrollView?
    /// Whether a live scroll is under way.
    private var isLive = false
    /// Whether the user scrolled without a live scroll around it since it was last forgotten.
    private var scrolledUnbracketed = false
    /// The observations, removed when this goes.
    private let observations = Observations()

    /// Whether the user scrolls, or scrolled with a mouse's wheel since it was last forgotten.
    var userIsScrolling: Bool { isLive || scrolledUnbracketed }

    /// Forgets a scroll made with a mouse's wheel: the scroll view's next move may be another's,
    /// such as a scroll to an item.
    func forgetUnbracketedScroll() {
      scrolledUnbracketed = false
    }

    /// Observes the live scrolls of `scrollView`.
    init(scrollView: NSScrollView) {
      self.scrollView = scrollView
      let center = NotificationCenter.default
      let observe = {
        (name: NSNotification.Name, note: @escaping @MainActor (LiveScrolls) -> Void) in
        center.addObserver(forName: name, object: scrollView, queue: nil) { [weak self] _ in
          guard #available(macOS 10.15, *) else { return }
          MainActor.assumeIsolated {
            if let self { note(self) }
          }
        }
      }
      observations.tokens = [
        observe(NSScrollView.willStartLiveScrollNotification) { $0.isLive = true },
        observe(NSScrollView.didEndLiveScrollNotification) { $0.isLive = false },
        observe(NSScrollView.didLiveScrollNotification) {
          if !$0.isLive { $0.scrolledUnbracketed = true }
        },
      ]
    }
  }

  /// Observers of the default notification center, removed when this is released.
  private final class Observations {
    var tokens: [any NSObjectProtocol] = []

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }
#endif
