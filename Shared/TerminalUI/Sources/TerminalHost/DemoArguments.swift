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

    private init() {}

    /// The demo `program`'s command line, taking `arguments` after its options.
    static func spec(program: String, arguments: String = "") -> CommandLineSpec<DemoArguments> {
        CommandLineSpec(
            program, "Type a screen's commands, or help. \(eventLines)", options: [.latency(\.latency)],
            operands: arguments)
    }

    /// Parses `arguments` (without the program name).
    public init(parsing arguments: [String]) throws(CommandError) {
        do {
            let (parsed, operands) = try Self.spec(program: "demo").parse(arguments, into: DemoArguments())
            self = parsed
            positional = operands
        } catch {
            throw .refused(String(describing: error))
        }
    }

    /// The help of the demo `program`, which runs `about` and takes `arguments` after its options.
    public static func help(program: String, about: String, arguments: String = "") -> String {
        "\(program): \(about), on in-memory sample data.\n"
            + spec(program: program, arguments: arguments).help
    }

    /// What a demo's `event:` lines are.
    static let eventLines =
        "Lines that start with \"event:\" are the events the screen emits: the app routes them "
        + "to other features' screens; a demo only shows them."

    /// The process's arguments. `--help` prints the demo's help (what it runs: `about`, and the
    /// `arguments` it takes) and exits with 0; a wrong argument prints one `error:` line and the
    /// usage, and exits with 2.
    public static func parse(about: String, arguments: String = "") -> DemoArguments {
        let program =
            CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "demo") } ?? "demo"
        let given = Array(CommandLine.arguments.dropFirst())
        if CommandLineSpec<DemoArguments>.asksForHelp(given) {
            print(help(program: program, about: about, arguments: arguments))
            exit(0)
        }
        do {
            return try DemoArguments(parsing: given)
        } catch {
            Terminal.writeError(
                "error: \(error.description)\n"
                    + "\(spec(program: program, arguments: arguments).usage) (try '\(program) --help')\n")
            exit(2)
        }
    }
}
