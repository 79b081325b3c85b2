import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line every feature demo takes: `[--latency MS] [ARGUMENT…]`. With `--latency`,
/// the demo delays every service call by MS milliseconds, so loading, closing a screen during
/// its load and late results can be seen.
///
/// ```swift
/// let arguments = DemoArguments.parse()
/// let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
/// ```
public struct DemoArguments: Sendable, Hashable {
    /// How long every service call takes, when given.
    public var latency: Duration?
    /// The arguments that are not options, in order.
    public var positional: [String] = []

    /// Parses `arguments` (without the program name).
    public init(parsing arguments: [String]) throws(CommandError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
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

    /// The process's arguments; on a wrong one, prints one `error:` line and exits with 2.
    public static func parse() -> DemoArguments {
        do {
            return try DemoArguments(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            Terminal.writeError(
                "error: \(Sanitizer.sanitize(error.description))\nusage: [--latency MS] [ARGUMENT…]\n")
            exit(2)
        }
    }
}
