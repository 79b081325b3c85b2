import HiddenCharacters

/// One command of a program of several (``CommandLineProgram``): the word that names it, its
/// ``CommandLineSpec``, and how its parsed options and operands make the program's `Command` —
/// or refuse, in one line (an operand missing, one too many).
///
/// ```swift
/// Subcommand("serve", ServeOptions.spec, from: ServeOptions()) { options, operands in
///     guard operands.isEmpty else { throw CommandLineError("serve takes no operand") }
///     return .serve(options)
/// }
/// ```
public struct Subcommand<Command> {
    /// The word that names it: `serve`.
    public let name: String
    /// What it does, on its line of the program's help.
    public let summary: String
    /// Its help, written from its declaration when it is asked for (a program that runs never
    /// writes it: a start wrote every command's help, a sixth of mosaic's start-up).
    public var help: String { writeHelp() }
    /// How it is typed: its spec's command (`mosaic serve`).
    let spelled: String
    /// Its options' names, and whether each takes a value.
    let options: [(name: String, takesValue: Bool)]
    private let make: ([String]) throws(CommandLineError) -> Command
    private let writeHelp: () -> String

    /// The command `name`, whose options and operands `spec` reads into `initial` and `make`
    /// turns into the program's command. Its line in the program's help is `summary`, or the
    /// spec's own.
    public init<Options>(
        _ name: String, _ spec: CommandLineSpec<Options>, from initial: Options, summary: String? = nil,
        make: @escaping (Options, [String]) throws(CommandLineError) -> Command
    ) {
        self.name = name
        self.summary = summary ?? spec.summary
        writeHelp = { spec.help }
        spelled = spec.command
        options = spec.options.map { ($0.name, $0.valueName != nil) }
        self.make = { arguments throws(CommandLineError) in
            let (options, operands) = try spec.parse(arguments, into: initial)
            return try make(options, operands)
        }
    }

    /// The command `name`, whose options `spec` reads into `initial` and `make` turns into the
    /// program's command; it takes no operand (one given is refused: `unexpected argument 'x'`).
    public init<Options>(
        _ name: String, _ spec: CommandLineSpec<Options>, from initial: Options, summary: String? = nil,
        make: @escaping (Options) throws(CommandLineError) -> Command
    ) {
        self.init(name, spec, from: initial, summary: summary) { options, operands throws(CommandLineError) in
            if let extra = operands.first {
                throw CommandLineError("unexpected argument '\(extra.quotedInMessage)'")
            }
            return try make(options)
        }
    }

    /// The command `arguments` (without its word) say.
    func command(_ arguments: [String]) throws(CommandLineError) -> Command {
        try make(arguments)
    }
}
