import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line every feature demo takes: `[--latency MS] [ARGUMENT…]`, and `--help`. With
/// `--latency`, the demo delays every service call by MS milliseconds, so loading, closing a
/// screen during its load and late results can be seen.
///
/// ```swift
/// let arguments = DemoArguments.parse(about: "Profile alone", arguments: "[HANDLE]")
/// let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
/// ```
public struct DemoArguments: Sendable, Hashable {
    /// How long every service call takes, when given.
    public var latency: Duration?
    /// The arguments that are not options, in order.
    public var positional: [String] = []
    /// Whether `--help` (or `-h`) was asked for.
    public var wantsHelp = false

    /// Parses `arguments` (without the program name).
    public init(parsing arguments: [String]) throws(CommandError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h":
                wantsHelp = true
            case "--latency":
                guard let value = remaining.popFirst() else {
                    throw .missingArgument("MS", usage: "--latency MS")
                }
                guard let milliseconds = Int(value), (0...60_000).contains(milliseconds) else {
                    throw .invalidArgument(value, expected: "a number of milliseconds from 0 to 60000")
                }
                latency = .milliseconds(milliseconds)
            default:
                guard !argument.hasPrefix("-") else { throw .refused("unknown option '\(argument)'") }
                positional.append(argument)
            }
        }
    }

    /// The help of the demo `program`, which runs `about` and takes `arguments` after its options.
    public static func help(program: String, about: String, arguments: String = "") -> String {
        """
        \(program): \(about), on in-memory sample data.
        usage: \(usage(program: program, arguments: arguments))

          --latency MS  make every service call take MS milliseconds (0 to 60000): watch
                        screens load, and leave them mid-load
          -h, --help    show this help

        Type a screen's commands, or help. \(eventLines)
        """
    }

    /// What a demo's `event:` lines are.
    static let eventLines =
        "Lines that start with \"event:\" are the events the screen emits: the app routes them "
        + "to other features' screens; a demo only shows them."

    private static func usage(program: String, arguments: String) -> String {
        "\(program) [--latency MS]" + (arguments.isEmpty ? "" : " \(arguments)")
    }

    /// The process's arguments. `--help` prints the demo's help (what it runs: `about`, and the
    /// `arguments` it takes) and exits with 0; a wrong argument prints one `error:` line and the
    /// usage, and exits with 2.
    public static func parse(about: String, arguments: String = "") -> DemoArguments {
        let program =
            CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "demo") } ?? "demo"
        do {
            let parsed = try DemoArguments(parsing: Array(CommandLine.arguments.dropFirst()))
            if parsed.wantsHelp {
                print(help(program: program, about: about, arguments: arguments))
                exit(0)
            }
            return parsed
        } catch {
            Terminal.writeError(
                "error: \(Sanitizer.sanitize(error.description))\n"
                    + "usage: \(usage(program: program, arguments: arguments)) (try '\(program) --help')\n")
            exit(2)
        }
    }
}
