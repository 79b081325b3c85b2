import DependencyGraph
import Foundation

// depgraph: the dependency-graph report and boundary check of a SwiftPM workspace: a package and
// every local package it depends on. The command line is parsed into one value (Invocation),
// then run (Run); Help holds the text of --help.

/// Prints `line` on standard error as one line, whatever it quotes from the command line or a
/// child process (a path with a line break, a terminal escape in an argument).
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line.onOneLine + "\n").utf8))
}

let request: Request
do {
    request = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError(error.line)
    exit(2)
}

switch request {
case .help(let subcommand):
    print(Help.text(for: subcommand))
case .version:
    print("depgraph 0.4.0")
case .run(let invocation):
    if let old = invocation.oldSpelling {
        let new =
            old == "--api" && invocation.subcommand == .check ? "check --api" : invocation.subcommand.rawValue
        printError(
            "note: 'depgraph \(old)' is spelled 'depgraph \(new)' now; the old spelling goes in the next release"
        )
    }
    do {
        exit(try Run(invocation: invocation)())
    } catch {
        printError(
            error.isUsage
                ? UsageError(message: error.message, subcommand: invocation.subcommand).line
                : "error: \(error.message)")
        exit(2)
    }
}
