/// A command line a program refuses, said in one line: what was wrong with it
/// (`unknown option '--prot'`, `--port needs a port number (got 'x')`).
public struct CommandLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String

    /// A refusal that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}
