/// Reads a session's commands from a line source: blank lines are skipped, a line that cannot
/// be parsed is handed to `onError` (and the session goes on), and the commands end with the
/// input or with `quit`.
///
/// ```swift
/// var reader = CommandReader(StandardInput(), prompt: "mosaic> ") { error in report(error) }
/// while let command = reader.next() { … }
/// ```
public struct CommandReader<Source: LineSource> {
    private var source: Source
    private let prompt: String?
    private let onError: (CommandError) -> Void

    /// Reads from `source`, showing `prompt` (when given) before each line.
    public init(_ source: Source, prompt: String? = nil, onError: @escaping (CommandError) -> Void) {
        self.source = source
        self.prompt = prompt
        self.onError = onError
    }

    /// The next command, or `nil` at the end of input or at `quit`.
    public mutating func next() -> Command? {
        while true {
            if let prompt {
                print(prompt, terminator: "")
                Terminal.flushOutput()
            }
            guard let line = source.nextLine() else {
                if prompt != nil { print("") }
                return nil
            }
            switch Self.read(line, onError: onError) {
            case .command(let command): return command
            case .quit: return nil
            case .nothing: continue
            }
        }
    }

    /// What one line asks for.
    public enum Reading: Sendable, Hashable {
        /// A command to run.
        case command(Command)
        /// The session should end.
        case quit
        /// Nothing: a blank line, or one handed to `onError`.
        case nothing
    }

    /// Reads one line: a command, `quit`, or nothing (a blank line, or a line that cannot be
    /// parsed, whose error goes to `onError`).
    public static func read(_ line: String, onError: (CommandError) -> Void) -> Reading {
        do throws(CommandError) {
            let command = try Command(parsing: line)
            // `exit` and `q` leave too, as in shells and REPLs; like every command that takes
            // no argument, they refuse one (`quit now` does not quit).
            guard ["quit", "exit", "q"].contains(command.name) else { return .command(command) }
            guard command.arguments.isEmpty else { throw .unexpectedArguments(command.name) }
            return .quit
        } catch .empty {
            return .nothing
        } catch {
            onError(error)
            return .nothing
        }
    }
}
