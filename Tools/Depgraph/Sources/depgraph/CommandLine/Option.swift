/// One option of a subcommand, declared once: its name, its value, what it does — and the
/// declaration is the parser, the refusal and the help line. (depgraph's own small copy of the
/// idea TerminalUI's `OptionSpec` carries: depgraph is released alone and depends on nothing.)
struct Option<Options> {
    /// How it is typed: `--format`.
    let name: String
    /// The placeholder of its value (`FORMAT`), or `nil` for a flag.
    let valueName: String?
    /// What it does; `\n` breaks the help's line.
    let summary: String
    let apply: (inout Options, String) throws(UsageError) -> Void

    /// An option that takes no value and sets `keyPath` to `value`.
    static func flag<Value>(
        _ name: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Value>, _ value: Value
    ) -> Option {
        Option(name: name, valueName: nil, summary: summary) { options, _ in options[keyPath: keyPath] = value
        }
    }

    /// An option that takes no value and sets `keyPath` to `true`.
    static func flag(_ name: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Bool>) -> Option {
        flag(name, summary, keyPath, true)
    }

    /// An option whose value `parse` reads into `keyPath`, or refuses with the line it throws.
    static func value<Value>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Value>,
        parse: @escaping (String) throws(UsageError) -> Value
    ) -> Option {
        Option(name: name, valueName: valueName, summary: summary) { options, text throws(UsageError) in
            options[keyPath: keyPath] = try parse(text)
        }
    }

    /// An option whose value, any text, is kept in `keyPath`.
    static func text(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, String?>
    ) -> Option {
        value(name, valueName, summary, keyPath) { $0 }
    }

    /// A comma-separated list (`M1,M2`), kept in `keyPath`.
    static func list(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, [String]?>
    ) -> Option {
        value(name, valueName, summary, keyPath) { $0.split(separator: ",").map(String.init) }
    }

    /// One of `Choice`'s raw values, kept in `keyPath`; another is refused naming `what` it is and
    /// the ones there are.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Choice>,
        what: String
    ) -> Option where Choice.RawValue == String {
        value(name, valueName, summary, keyPath) { text throws(UsageError) in try chosen(text, what: what) }
    }

    /// One of `Choice`'s raw values, kept in `keyPath` (`nil` until given).
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Choice?>,
        what: String
    ) -> Option where Choice.RawValue == String {
        value(name, valueName, summary, keyPath) { text throws(UsageError) in try chosen(text, what: what) }
    }

    private static func chosen<Choice: RawRepresentable & CaseIterable>(_ text: String, what: String)
        throws(UsageError) -> Choice where Choice.RawValue == String
    {
        guard let chosen = Choice(rawValue: text) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("unknown \(what) '\(text)' (known: \(known))")
        }
        return chosen
    }

    /// The same option for a subcommand whose options hold these at `keyPath`.
    func within<Outer>(_ keyPath: WritableKeyPath<Outer, Options>) -> Option<Outer> {
        let apply = self.apply
        return Option<Outer>(name: name, valueName: valueName, summary: summary) {
            outer, text throws(UsageError) in
            try apply(&outer[keyPath: keyPath], text)
        }
    }

    /// How the help lists it: `--format FORMAT`.
    var typed: String { name + (valueName.map { " " + $0 } ?? "") }
}

/// A command line depgraph cannot run, said in one line.
struct UsageError: Error, Equatable {
    let message: String

    init(_ message: String) { self.message = message }
}
