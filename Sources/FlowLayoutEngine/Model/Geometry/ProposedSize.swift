/// The size a container offers an item or is offered by its parent, with SwiftUI's meaning of each
/// dimension.
///
/// - `nil`: unspecified; answer with your ideal size (a flow puts everything on one line).
/// - `0`: answer with your smallest size (a flow puts one item on each line).
/// - `.infinity`: answer with your largest size (a flow puts everything on one line).
/// - Any other value: fit into it if you can (a flow wraps its lines at it).
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or `nil` for unspecified.
  public var width: Double?
  /// The proposed height, or `nil` for unspecified.
  public var height: Double?

  /// Creates a proposal from a width and a height, either of which may be unspecified.
  @inlinable public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of exactly `size`.
  @inlinable public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions unspecified: asks for the ideal size.
  @inlinable public static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
  /// Both dimensions zero: asks for the smallest size.
  @inlinable public static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
  /// Both dimensions infinite: asks for the largest size.
  @inlinable public static var infinity: ProposedSize {
    ProposedSize(width: .infinity, height: .infinity)
  }
}
