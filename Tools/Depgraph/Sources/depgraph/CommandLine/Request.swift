import DependencyGraph

/// What a depgraph command line asks for, parsed before anything runs: a subcommand with its own
/// options (each a type of its own, declared once: ``GraphInvocation``, ``CheckInvocation``,
/// ``ImpactInvocation``, ``AffectedInvocation``, ``APIInvocation``), a help page, or the version.
enum Request: Equatable {
    case graph(GraphInvocation)
    case check(CheckInvocation)
    case impact(ImpactInvocation)
    case affected(AffectedInvocation)
    case api(APIInvocation)
    /// A help page, to print as it is.
    case help(String)
    case version

    /// The subcommands' names, in the overview's order.
    static let names = ["graph", "check", "impact", "affected", "api"]

    /// Parses `arguments` (without the program's name): `depgraph SUBCOMMAND OPTIONS…`, or
    /// options alone for the graph. A refusal names the subcommand whose help says how.
    static func parse(_ arguments: [String]) throws(Refusal) -> Request {
        var rest = arguments[...]
        let name: String
        if let first = rest.first, !first.hasPrefix("-") {
            guard names.contains(first) else {
                throw Refusal(
                    "unknown subcommand '\(first)' (known: \(names.joined(separator: ", ")))", subcommand: nil
                )
            }
            name = first
            rest.removeFirst()
        } else {
            if rest.contains("--version") { return .version }
            if rest.contains("--help") || rest.contains("-h") { return .help(Help.overview) }
            // depgraph 0.2's spellings of subcommands, which 0.3 still read.
            if let old = rest.first(where: { ["--check", "--impact", "--api"].contains($0) }) {
                throw Refusal("'\(old)' is a subcommand now: depgraph \(old.dropFirst(2))", subcommand: nil)
            }
            name = "graph"
        }
        let given = Array(rest)
        do throws(UsageError) {
            switch name {
            case "check":
                return try request(given, CheckInvocation.subcommand, CheckInvocation()).map(Request.check)
            case "impact":
                let impact = try request(given, ImpactInvocation.subcommand, ImpactInvocation())
                if case .some(let impact) = impact, impact.target == nil {
                    throw UsageError("impact needs a TARGET")
                }
                return impact.map(Request.impact)
            case "affected":
                let affected = try request(given, AffectedInvocation.subcommand, AffectedInvocation())
                if case .some(let affected) = affected {
                    if affected.since == nil {
                        throw UsageError("affected needs --since REF (a commit, branch or tag)")
                    }
                    if affected.json && affected.engine != nil {
                        throw UsageError("--json and --ci go one at a time")
                    }
                }
                return affected.map(Request.affected)
            case "api":
                let api = try request(given, APIInvocation.subcommand, APIInvocation())
                if case .some(let api) = api, api.baselinePath != nil && api.writeBaselinePath != nil {
                    throw UsageError("--baseline and --write-baseline go one at a time")
                }
                return api.map(Request.api)
            default:
                return try request(given, GraphInvocation.subcommand, GraphInvocation()).map(Request.graph)
            }
        } catch {
            throw Refusal(error.message, subcommand: name)
        }
    }

    /// What `arguments` say to `subcommand`, or its help page when they ask for it.
    private static func request<Options>(
        _ arguments: [String], _ subcommand: Subcommand<Options>, _ initial: Options
    ) throws(UsageError) -> Choice<Options> {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(subcommand.help)
        }
        return .some(try subcommand.parse(arguments, into: initial))
    }

    /// A subcommand's options, or its help page.
    private enum Choice<Options> {
        case some(Options)
        case help(String)

        func map(_ request: (Options) -> Request) -> Request {
            switch self {
            case .some(let options): request(options)
            case .help(let page): .help(page)
            }
        }
    }
}

/// A command line depgraph cannot run: one line, and the help that says how.
struct Refusal: Error, Equatable {
    let message: String
    /// The subcommand whose help says how, or `nil` for depgraph's own.
    let subcommand: String?

    init(_ message: String, subcommand: String?) {
        self.message = message
        self.subcommand = subcommand
    }

    /// The line depgraph prints.
    var line: String {
        "error: \(message) (see 'depgraph \(subcommand.map { $0 + " " } ?? "")--help')"
    }
}
