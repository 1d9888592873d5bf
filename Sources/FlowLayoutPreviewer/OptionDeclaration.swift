import FlowLayoutEngine

/// One option of a subcommand, declared once: its name, the value it takes, what it does and its
/// default. The parser and the help text are both made from the declarations (see
/// ``OptionTable``), so an option is never spelled in two places.
struct OptionDeclaration<Options>: Sendable {
  /// The option as typed, such as `--item-spacing`.
  let name: String
  /// The value's placeholder in the help text, such as `<n>`; `nil` for a flag.
  let placeholder: String?
  /// What the option does, with its default, as the help text shows it.
  let abstract: String
  /// Sets the option in `options`, reading its value, if it takes one, from `reader`.
  let apply: @Sendable (inout Options, inout ArgumentReader) throws(PreviewerError) -> Void

  /// The option and its placeholder, as the help text and the usage line show them.
  var label: String { placeholder.map { "\(name) \($0)" } ?? name }
}

extension OptionDeclaration {
  /// An option without a value.
  static func flag(
    _ name: String, _ abstract: String, set: @escaping @Sendable (inout Options) -> Void
  ) -> Self {
    Self(name: name, placeholder: nil, abstract: abstract) { options, _ in set(&options) }
  }

  /// An option whose value is a length: a finite number ≥ 0.
  static func length(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Double?> & Sendable
  ) -> Self {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) in
      try reader.length(for: name)
    }
  }

  /// An option whose value is a whole number ≥ 0.
  static func count(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Int?> & Sendable
  ) -> Self {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) in
      try reader.count(for: name)
    }
  }

  /// An option whose value is a mark: text of one character or more.
  static func mark(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, String?> & Sendable
  ) -> Self {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) in
      try reader.mark(for: name)
    }
  }

  /// An option whose value is a point, written `x,y`.
  static func point(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Point?> & Sendable
  ) -> Self {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) in
      try reader.point(for: name)
    }
  }

  /// An option whose value is one of a setting's cases.
  static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Choice> & Sendable
  ) -> Self where Choice.RawValue == String {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) in
      try reader.choice(for: name)
    }
  }

  /// An option whose value is one of a setting's cases, for a setting that may be left unset.
  static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Choice?> & Sendable
  ) -> Self where Choice.RawValue == String {
    reading(name, placeholder, abstract, path) { reader throws(PreviewerError) -> Choice in
      try reader.choice(for: name)
    }
  }

  /// An option that sets `path` to the value `read` takes from the arguments.
  private static func reading<Value>(
    _ name: String, _ placeholder: String, _ abstract: String,
    _ path: WritableKeyPath<Options, Value> & Sendable,
    _ read: @escaping @Sendable (inout ArgumentReader) throws(PreviewerError) -> Value
  ) -> Self {
    Self(name: name, placeholder: placeholder, abstract: abstract) {
      options, reader throws(PreviewerError) in
      options[keyPath: path] = try read(&reader)
    }
  }
}

/// The cases of a setting, as the help text and the errors list them.
func caseList<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> String
where Choice.RawValue == String {
  Choice.allCases.map(\.rawValue).joined(separator: ", ")
}
