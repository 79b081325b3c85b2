import CommandLines
import DependencyGraph
import Foundation

// depgraph: the dependency-graph report and boundary check of a SwiftPM workspace: a package and
// every local package it depends on. The command line is parsed into a Request — a
// subcommand with its own options, declared once (CommandLine/) — then run (Run).

/// Prints `line` on standard error as one line, whatever it quotes from the command line or a
/// child process (a path with a line break, a terminal escape in an argument).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line.onOneLine + "\n").utf8))
}

let request: Request
do throws(CommandLineError) {
    request = try Request.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.line)
    exit(2)
}

/// Runs `body` as the subcommand `name`: its exit status, or 2 with one line when it cannot go on.
func running(_ name: String, _ common: CommonOptions, _ body: (Run) throws(Run.Failure) -> Int32) -> Never {
    do {
        exit(try body(Run(common: common)))
    } catch {
        printError(
            error.isUsage
                ? CommandLineError(error.message, helpCommand: "depgraph \(name)").line
                : "error: \(error.message)")
        exit(2)
    }
}

switch request {
case .help(let page): print(page)
case .version(let line): print(line)
case .graph(let graph): running("graph", graph.common) { run throws(Run.Failure) in try run.graph(graph) }
case .check(let check): running("check", check.common) { run throws(Run.Failure) in try run.check(check) }
case .impact(let impact):
    running("impact", impact.common) { run throws(Run.Failure) in try run.impact(impact) }
case .affected(let affected):
    running("affected", affected.common) { run throws(Run.Failure) in try run.affected(affected) }
case .api(let api): running("api", api.common) { run throws(Run.Failure) in try run.api(api) }
}
