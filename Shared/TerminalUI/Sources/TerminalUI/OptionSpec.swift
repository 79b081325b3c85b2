/// One option of a program's command line, declared once: its name, the value it takes, what it
/// does — and the declaration is the parser, the refusal and the help line (see
/// ``CommandLineSpec``). `Options` is the type of the command's options, which the option sets.
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
    private let apply: (inout Options, String?) throws(CommandError) -> Void

    private init(
        _ name: String, valueName: String?, _ summary: String,
        apply: @escaping (inout Options, String?) throws(CommandError) -> Void
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
        OptionSpec(name, valueName: valueName, summary) { options, text throws(CommandError) in
            guard let text, !text.isEmpty else { throw .refused("\(name) needs \(expected)") }
            guard let value = parse(text) else { throw .refused("\(name) needs \(expected) (got '\(text)')") }
            options[keyPath: keyPath] = value
        }
    }

    /// The same option for a command whose options hold these at `keyPath`: one declaration
    /// shared by every command that takes it.
    public func within<Outer>(_ keyPath: WritableKeyPath<Outer, Options>) -> OptionSpec<Outer> {
        let apply = self.apply
        return OptionSpec<Outer>(name, valueName: valueName, summary) { outer, text throws(CommandError) in
            try apply(&outer[keyPath: keyPath], text)
        }
    }

    /// Sets what the option says in `options`, from its `value` (`nil` for a flag).
    func set(in options: inout Options, value: String?) throws(CommandError) {
        try apply(&options, value)
    }

    /// How the usage line shows it: `[--data-dir DIR]`.
    var usage: String { "[" + name + (valueName.map { " " + $0 } ?? "") + "]" }
}

extension OptionSpec {
    /// `--latency MS`: how long every service call takes, from 0 to 60 000 milliseconds, as over
    /// a slow network — declared here once for every program that takes it (the app, the demos).
    public static func latency(_ keyPath: WritableKeyPath<Options, Duration?>) -> OptionSpec {
        value(
            "--latency", "MS",
            "delay every service call by MS milliseconds (0–60000), as over a slow network: screens "
                + "show that they load, and stay usable",
            keyPath, expected: "a number of milliseconds from 0 to 60000"
        ) { text -> Duration?? in
            // (The value kept is optional: a refusal is the outer nil.)
            guard let milliseconds = Int(text), (0...60_000).contains(milliseconds) else { return .none }
            let latency: Duration? = .milliseconds(milliseconds)
            return latency
        }
    }
}
