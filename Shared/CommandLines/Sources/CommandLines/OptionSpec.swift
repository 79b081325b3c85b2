import HiddenCharacters

/// One option of a command, declared once: its name, the value it takes, what it does — and the
/// declaration is the parser, the refusal and the help line (see ``CommandLineSpec``). `Options`
/// is the type of the command's options, which the option sets.
///
/// ```swift
/// struct ServeOptions { var port: UInt16 = 8080; var quiet = false }
/// let port = OptionSpec<ServeOptions>.value(
///     "--port", "N", "listen on port N (0: any free one)", \.port, expected: "a port number"
/// ) { UInt16($0) }
/// let quiet = OptionSpec<ServeOptions>.flag("--quiet", "print nothing", \.quiet)
/// ```
public struct OptionSpec<Options> {
    /// How it is typed: `--data-dir`.
    public let name: String
    /// The placeholder of its value (`DIR`), or `nil` for a flag.
    public let valueName: String?
    /// What it does, in a sentence or two (the help wraps it).
    public let summary: String
    private let apply: (inout Options, String?) throws(CommandLineError) -> Void

    private init(
        _ name: String, valueName: String?, _ summary: String,
        apply: @escaping (inout Options, String?) throws(CommandLineError) -> Void
    ) {
        self.name = name
        self.valueName = valueName
        self.summary = summary
        self.apply = apply
    }

    /// An option that takes no value and sets `keyPath` to `value`: `--json` (an output format).
    public static func flag<Value>(
        _ name: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Value>, _ value: Value
    ) -> OptionSpec {
        OptionSpec(name, valueName: nil, summary) { options, _ in options[keyPath: keyPath] = value }
    }

    /// An option that takes no value and sets `keyPath` to `true`: `--restore`.
    public static func flag(_ name: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Bool>)
        -> OptionSpec
    {
        flag(name, summary, keyPath, true)
    }

    /// An option whose value, any text but an empty one, is kept in `keyPath`: `--script FILE`.
    public static func value(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, String?>
    ) -> OptionSpec {
        value(name, valueName, summary, keyPath, expected: "a value") { $0 }
    }

    /// An option whose value `parse` reads — `nil` refuses it, as not `expected` — into
    /// `keyPath`: `--latency MS`.
    public static func value<Value>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Value>,
        expected: String, parse: @escaping (String) -> Value?
    ) -> OptionSpec {
        OptionSpec(name, valueName: valueName, summary) { options, text throws(CommandLineError) in
            guard let text, !text.isEmpty else { throw CommandLineError("\(name) needs \(expected)") }
            guard let value = parse(text) else {
                throw CommandLineError("\(name) needs \(expected) (got '\(text.quotedInMessage)')")
            }
            options[keyPath: keyPath] = value
        }
    }

    /// An option whose value is a comma-separated list (`M1,M2`), kept in `keyPath`.
    public static func list(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, [String]?>
    ) -> OptionSpec {
        value(name, valueName, summary, keyPath, expected: "a list (A,B)") { text -> [String]?? in
            let items = text.split(separator: ",").map(String.init)
            return items.isEmpty ? .none : .some(items)
        }
    }

    /// An option whose value is one of `Choice`'s raw values, kept in `keyPath`; another is
    /// refused naming `what` it is and the ones there are (`unknown format 'x' (known: text,
    /// json)`).
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Choice>,
        what: String
    ) -> OptionSpec where Choice.RawValue == String {
        OptionSpec(name, valueName: valueName, summary) { options, text throws(CommandLineError) in
            options[keyPath: keyPath] = try chosen(text, of: Choice.self, name: name, what: what)
        }
    }

    /// The same, kept in an optional `keyPath` (`nil` until given).
    public static func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, _ valueName: String, _ summary: String, _ keyPath: WritableKeyPath<Options, Choice?>,
        what: String
    ) -> OptionSpec where Choice.RawValue == String {
        OptionSpec(name, valueName: valueName, summary) { options, text throws(CommandLineError) in
            options[keyPath: keyPath] = try chosen(text, of: Choice.self, name: name, what: what)
        }
    }

    private static func chosen<Choice: RawRepresentable & CaseIterable>(
        _ text: String?, of _: Choice.Type, name: String, what: String
    ) throws(CommandLineError) -> Choice where Choice.RawValue == String {
        let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
        guard let text, !text.isEmpty else { throw CommandLineError("\(name) needs a \(what) (\(known))") }
        guard let chosen = Choice(rawValue: text) else {
            throw CommandLineError("unknown \(what) '\(text.quotedInMessage)' (known: \(known))")
        }
        return chosen
    }

    /// The same option for a command whose options hold these at `keyPath`: one declaration
    /// shared by every command that takes it.
    public func within<Outer>(_ keyPath: WritableKeyPath<Outer, Options>) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(name, valueName: valueName, summary) {
            outer, text throws(CommandLineError) in
            try apply(&outer[keyPath: keyPath], text)
        }
    }

    /// Sets what the option says in `options`, from its `value` (`nil` for a flag).
    func set(in options: inout Options, value: String?) throws(CommandLineError) {
        try apply(&options, value)
    }

    /// How it is typed with its value: `--data-dir DIR`.
    var typed: String { name + (valueName.map { " " + $0 } ?? "") }
}
