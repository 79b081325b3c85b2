import CommandLines
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
    case version(String)

    /// Parses `arguments` (without the program's name): `depgraph SUBCOMMAND OPTIONS…`, or
    /// options alone for the graph.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> Request {
        // depgraph 0.2's spellings of subcommands, which 0.3 still read (`check --api` is an option).
        let options = arguments.prefix { $0 != "--" }
        let words = Set(program.commands.map(\.name))
        if !options.contains(where: words.contains),
            let old = options.first(where: { ["--check", "--impact", "--api"].contains($0) })
        {
            throw CommandLineError(
                "'\(old)' is a subcommand now: depgraph \(old.dropFirst(2))", helpCommand: "depgraph")
        }
        switch try program.parse(arguments) {
        case .run(let request): return request
        case .help(let page): return .help(page)
        case .version(let line): return .version(line)
        }
    }

    /// depgraph's subcommands, each parsed by its declaration, and its help.
    static var program: CommandLineProgram<Request> {
        CommandLineProgram(
            "depgraph",
            "the dependency graph of a SwiftPM workspace — a package and every local package it depends on — read from SwiftPM's own description and every target's imports: reported, checked against layer rules, and asked what a change touches.",
            version: "0.6.0",
            commands: [
                Subcommand("graph", GraphInvocation.spec, from: GraphInvocation()) {
                    options, operands throws(CommandLineError) in
                    try none(operands)
                    return .graph(options)
                },
                Subcommand("check", CheckInvocation.spec, from: CheckInvocation()) {
                    options, operands throws(CommandLineError) in
                    try none(operands)
                    return .check(options)
                },
                Subcommand("impact", ImpactInvocation.spec, from: ImpactInvocation()) {
                    options, operands throws(CommandLineError) in
                    guard operands.count == 1 else {
                        throw CommandLineError(
                            operands.isEmpty ? "impact needs a TARGET" : "one TARGET at a time")
                    }
                    var impact = options
                    impact.target = operands[0]
                    return .impact(impact)
                },
                Subcommand("affected", AffectedInvocation.spec, from: AffectedInvocation()) {
                    options, operands throws(CommandLineError) in
                    try none(operands)
                    if options.since == nil {
                        throw CommandLineError("affected needs --since REF (a commit, branch or tag)")
                    }
                    if options.json && options.engine != nil {
                        throw CommandLineError("--json and --ci go one at a time")
                    }
                    return .affected(options)
                },
                Subcommand("api", APIInvocation.spec, from: APIInvocation()) {
                    options, operands throws(CommandLineError) in
                    try none(operands)
                    if options.baselinePath != nil && options.writeBaselinePath != nil {
                        throw CommandLineError("--baseline and --write-baseline go one at a time")
                    }
                    return .api(options)
                },
            ],
            default: "graph",
            epilogue: """
                exit status: 0 clean, 1 findings (check) or a break (api --baseline), 2 a usage error or
                a package that cannot be read.
                """)
    }

    /// Refuses an operand a subcommand does not take.
    private static func none(_ operands: [String]) throws(CommandLineError) {
        if let extra = operands.first { throw CommandLineError("unexpected argument '\(extra)'") }
    }
}
