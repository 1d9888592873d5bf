/// A failure of the command-line previewer, with the exit code it ends the process with.
public enum PreviewerError: Error, Equatable, Sendable {
  /// The command line is wrong: exit code 64 (`EX_USAGE`); the usage line follows the message.
  case usage(String)
  /// The input data is wrong: exit code 65 (`EX_DATAERR`).
  case badData(String)
  /// Anything else, such as an unreadable file: exit code 1.
  case failure(String)

  public var message: String {
    switch self {
    case .usage(let message), .badData(let message), .failure(let message): message
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .badData: 65
    case .failure: 1
    }
  }
}
