import FlowLayoutEngine

extension Invocation {
  /// Parses the arguments that follow the program name.
  ///
  /// With no arguments, the invocation is the demo. A subcommand comes first; `-h`/`--help` and
  /// `--version` are accepted anywhere.
  ///
  /// - Throws: ``PreviewerError/usage(_:)`` for an unknown subcommand or option, a missing or
  ///   invalid value, or an unexpected argument.
  public static func parse(_ arguments: [String]) throws(PreviewerError) -> Invocation {
    var arguments = arguments[...]
    let subcommand = arguments.first.flatMap(Subcommand.init(rawValue:))
    if subcommand != nil { arguments.removeFirst() }
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(subcommand) }
    if arguments.contains("--version") { return .version }
    if subcommand == nil, let first = arguments.first {
      if first == "help" {
        let topic = arguments.dropFirst().first
        guard let topic else { return .help(nil) }
        guard let subcommand = Subcommand(rawValue: topic) else {
          throw .usage("unknown subcommand '\(topic)'")
        }
        return .help(subcommand)
      }
      if !first.hasPrefix("-") { throw .usage("unknown subcommand '\(first)'") }
    }
    var reader = ArgumentReader(arguments: arguments)
    switch subcommand ?? .demo {
    case .demo: return .demo(try reader.demoOptions())
    case .render: return .render(try reader.renderOptions())
    case .layout: return .layout(try reader.layoutOptions())
    }
  }
}

/// Reads options and their values from the front of an argument list.
struct ArgumentReader {
  var arguments: ArraySlice<String>

  mutating func demoOptions() throws(PreviewerError) -> DemoOptions {
    var options = DemoOptions()
    while let argument = arguments.popFirst() {
      guard try apply(argument, from: OptionTable.demo, to: &options) else {
        throw unexpected(argument)
      }
    }
    return options
  }

  mutating func renderOptions() throws(PreviewerError) -> RenderOptions {
    var options = RenderOptions()
    while let argument = arguments.popFirst() {
      if try apply(argument, from: OptionTable.render, to: &options) {
        options.givenOptions.append(argument)
        continue
      }
      if argument == "--" {
        options.tags += arguments.popAll()
      } else if argument.hasPrefix("-"), argument.count > 1 {
        throw unexpected(argument)
      } else {
        options.tags.append(argument)
      }
    }
    return options
  }

  mutating func layoutOptions() throws(PreviewerError) -> LayoutOptions {
    var options = LayoutOptions()
    while let argument = arguments.popFirst() {
      if try apply(argument, from: OptionTable.layout, to: &options) { continue }
      if argument.hasPrefix("-"), argument != "-" { throw unexpected(argument) }
      guard options.file == nil else { throw .usage("unexpected argument '\(argument)'") }
      options.file = argument == "-" ? nil : argument
    }
    return options
  }

  /// Applies `argument` if `table` declares it, reading its value; returns whether it did.
  private mutating func apply<Options>(
    _ argument: String, from table: [OptionDeclaration<Options>], to options: inout Options
  ) throws(PreviewerError) -> Bool {
    guard let declaration = table.first(where: { $0.name == argument }) else { return false }
    try declaration.apply(&options, &self)
    return true
  }

  mutating func value(for option: String) throws(PreviewerError) -> String {
    guard let value = arguments.popFirst() else { throw .usage("missing value for '\(option)'") }
    return value
  }

  mutating func length(for option: String) throws(PreviewerError) -> Double {
    let text = try value(for: option)
    guard let number = Self.length(text) else {
      throw .usage("invalid value '\(text)' for '\(option)'; expected a number ≥ 0")
    }
    return number
  }

  /// `text` as a length, a finite number ≥ 0; `nil` for anything else.
  static func length(_ text: some StringProtocol) -> Double? {
    guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
    return number
  }

  mutating func mark(for option: String) throws(PreviewerError) -> String {
    let text = try value(for: option)
    guard !text.isEmpty else {
      throw .usage("invalid value '' for '\(option)'; expected a mark of one character or more")
    }
    return text
  }

  mutating func point(for option: String) throws(PreviewerError) -> Point {
    let text = try value(for: option)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite,
      y.isFinite
    else {
      throw .usage("invalid value '\(text)' for '\(option)'; expected a point x,y")
    }
    return Point(x: x, y: y)
  }

  mutating func count(for option: String) throws(PreviewerError) -> Int {
    let text = try value(for: option)
    guard let count = Int(text), count >= 0 else {
      throw .usage("invalid value '\(text)' for '\(option)'; expected a whole number ≥ 0")
    }
    return count
  }

  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    for option: String
  ) throws(PreviewerError) -> Choice where Choice.RawValue == String {
    let text = try value(for: option)
    guard let choice = Choice(rawValue: text) else {
      throw .usage(
        "invalid value '\(text)' for '\(option)'; expected one of \(caseList(Choice.self))")
    }
    return choice
  }

  private func unexpected(_ argument: String) -> PreviewerError {
    argument.hasPrefix("-")
      ? .usage("unknown option '\(argument)'") : .usage("unexpected argument '\(argument)'")
  }
}

extension ArraySlice {
  fileprivate mutating func popAll() -> [Element] {
    defer { removeAll() }
    return Array(self)
  }
}
