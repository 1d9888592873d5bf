import Dispatch

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Shows chips full-screen and lays them out again whenever the terminal is resized (SIGWINCH)
/// or the user adds a chip (+) or removes the last (-), until the user presses q or Ctrl-C. The
/// terminal's settings and screen are restored on exit.
struct LiveReflow {
  /// The chips shown, changed by key presses on the serial queue that handles every event.
  final class Chips: @unchecked Sendable {
    var tags: [String]
    /// How many chips were added so far, which numbers the next.
    var added = 0

    init(_ tags: [String]) { self.tags = tags }
  }

  let chips: Chips

  init(tags: [String]) {
    chips = Chips(tags)
  }

  /// Runs until the user quits, then restores the terminal and returns.
  func run() {
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    // The alternate screen keeps the user's scrollback; the cursor is hidden while drawing.
    show("\u{1B}[?1049h\u{1B}[?25l")
    draw()

    // Resizes and key presses are handled on one serial queue; this thread waits for the quit.
    let events = DispatchQueue(label: "flowlayout.live-reflow")
    let quit = DispatchSemaphore(value: 0)
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: events)
    resize.setEventHandler { draw() }
    resize.resume()
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: events)
    input.setEventHandler {
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count <= 0 || byte == UInt8(ascii: "q") || byte == 3 {
        input.cancel()
        resize.cancel()
        quit.signal()
      } else if byte == UInt8(ascii: "+") {
        chips.added += 1
        chips.tags.append("\(demoTags[(chips.added - 1) % demoTags.count]) +\(chips.added)")
        draw()
      } else if byte == UInt8(ascii: "-"), !chips.tags.isEmpty {
        chips.tags.removeLast()
        draw()
      }
    }
    input.resume()
    quit.wait()
    // Let a draw already under way finish before restoring the screen.
    events.sync {}
    tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    show("\u{1B}[?25h\u{1B}[?1049l")
  }

  private func draw() {
    let width = terminalSize().columns
    let picture = Previewer.terminalPicture(chips.tags, width: Double(width), colored: true)
    let status =
      "\u{1B}[2m\(chips.tags.count) chips, \(width) columns · resize to reflow · + adds a chip,"
      + " - removes one · q quits\u{1B}[0m"
    // Raw mode keeps output processing, so the terminal still starts each line at column 1.
    show("\u{1B}[H\u{1B}[2J" + picture + "\n" + status)
  }

  private func show(_ text: String) {
    writeAll(text, to: STDOUT_FILENO)
  }
}

/// The size of the terminal on standard output, or 80 × 24 when it is not a terminal.
func terminalSize() -> (columns: Int, rows: Int) {
  var size = winsize()
  if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
    return (Int(size.ws_col), Int(size.ws_row))
  }
  return (80, 24)
}
