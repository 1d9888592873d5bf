import Dispatch
import FlowLayoutEngine

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
  /// The chips shown and their layout, changed by key presses on the serial queue that handles
  /// every event: an added or removed chip breaks again only the last lines, and a new width
  /// every line.
  final class Chips: @unchecked Sendable {
    private(set) var tags: [String]
    private var layout: IncrementalFlow<Chip>
    /// How many chips were added so far, which numbers the next.
    private var added = 0

    init(_ tags: [String], width: Double) {
      self.tags = tags
      layout = IncrementalFlow(
        flow: RenderOptions().resolvedFlow, items: tags.map(ChipStyle.terminal.item(for:)),
        proposal: ProposedSize(width: width, height: nil))
    }

    /// Adds a chip at the end, named after a demo tag and numbered.
    func add() {
      added += 1
      let tag = "\(demoTags[(added - 1) % demoTags.count]) +\(added)"
      tags.append(tag)
      layout.apply(.insert(ChipStyle.terminal.item(for: tag), at: layout.count))
    }

    /// Removes the last chip, if there is one.
    func removeLast() {
      guard !tags.isEmpty else { return }
      tags.removeLast()
      layout.apply(.remove(at: layout.count - 1))
    }

    /// Where the chips go.
    func result() -> FlowResult { layout.result() }

    /// Lays the chips out for a terminal `width` columns wide.
    func resize(to width: Double) {
      layout.propose(ProposedSize(width: width, height: nil))
    }
  }

  let chips: Chips

  init(tags: [String]) {
    chips = Chips(tags, width: Double(terminalSize().columns))
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
        chips.add()
        draw()
      } else if byte == UInt8(ascii: "-") {
        chips.removeLast()
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
    chips.resize(to: Double(width))
    let picture = Previewer.terminalPicture(chips.tags, result: chips.result(), colored: true)
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
