#if canImport(SwiftUI)
  import SwiftUI

  /// Views a flow keeps on one line: each but the last stays on the line of the view after it
  /// (`flowKeepWithNext()`), so that they start a new line together when they do not fit the
  /// rest of a line, and are laid out as if not joined when they do not fit an empty one.
  ///
  /// ```swift
  /// HFlow(spacing: 8) {
  ///   FlowGroup {
  ///     Text("Name:")
  ///     TextField("Ada Lovelace", text: $name)
  ///   }
  ///   Toggle("Subscribed", isOn: $subscribed)
  /// }
  /// ```
  ///
  /// Its views are the flow's own subviews, spaced and aligned as the flow's others. It reads
  /// them through `Group(subviews:)`; on earlier systems, give each view but the last
  /// `.flowKeepWithNext()`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
  public struct FlowGroup<Content: View>: View {
    let content: Content

    /// A group of the views `content` builds, kept on one line.
    public init(@ViewBuilder content: () -> Content) {
      self.content = content()
    }

    /// The group's views, each but the last kept with the next.
    public var body: some View {
      Group(subviews: content) { subviews in
        ForEach(subviews) { subview in
          subview.flowKeepWithNext(subview.id != subviews.last?.id)
        }
      }
    }
  }
#endif
