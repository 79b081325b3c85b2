import HiddenCharacters

/// A command line a program refuses, said in one line: what was wrong with it
/// (`unknown option '--prot'`, `--port needs a port number (got 'x')`), and which command's help
/// says how to write it.
public struct CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, quoting the arguments as they were given.
    public let description: String
    /// The command whose help says how (`mosaic serve`), when known.
    public var helpCommand: String?

    /// A refusal that says `description`, pointing at `helpCommand`'s help.
    public init(_ description: String, helpCommand: String? = nil) {
        self.description = description
        self.helpCommand = helpCommand
    }

    /// The refusal as a program prints it on standard error: one line whatever the arguments
    /// held (each control or hidden character shown as `?`), naming the help —
    /// `error: unknown option '--prot' (see 'mosaic serve --help')`.
    public var line: String {
        "error: " + description.hiddenShownAsQuestionMarks
            + (helpCommand.map { " (see '\($0.hiddenShownAsQuestionMarks) --help')" } ?? "")
    }
}
