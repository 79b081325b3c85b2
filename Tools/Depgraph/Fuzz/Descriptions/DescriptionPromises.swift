import DependencyGraph
import Foundation
import TestSupport

// fuzz-describe: what SwiftPM says of a stranger's packages (`swift package describe --type
// json` for each, gathered as the plugin writes them: `{"packages": [...]}`), read by
// `PackageReader` into a graph and analysed as `depgraph check` does; and the same bytes as a
// timing file (`depgraph affected --timings`), the other JSON depgraph reads from outside.
//
// Packages the document leaves out are refused, not described: the target runs no process.
// Promises, for any bytes:
// - a document reads as a graph, or is refused with one line;
// - a graph names each target once, in name order, each in a package the graph has;
// - its analysis ends (cycles and all), and every finding is one line;
// - as a timing file, the bytes read as seconds none of which is negative or not finite, or are
//   refused with one line.

private struct NotDescribed: Error, CustomStringConvertible {
    var description: String { "a package the document leaves out" }
}

func check(_ input: [UInt8]) {
    checkTimings(input)
    let graph: PackageGraph
    do {
        // Every package the document names is in it, or refused: none is described by a process.
        // (Asked to describe no package, the answer is none: the reader asks so each level.)
        graph = try PackageReader.read(workspaceJSON: Data(input)) { paths in
            guard paths.isEmpty else { throw NotDescribed() }
            return []
        }
    } catch {
        let line = "\(error)"
        promise(!line.isEmpty && !line.contains("\n"), "a refusal of more than one line: \(line)")
        return
    }
    let names = graph.targets.map(\.name)
    promise(
        names == names.sorted() && Set(names).count == names.count,
        "targets named twice or out of order: \(names)")
    let packages = Set(graph.packages.map(\.name))
    for target in graph.targets {
        promise(
            packages.contains(target.package),
            "\(target.name) in a package the graph lacks: \(target.package)")
    }
    let analysis = Analysis(graph, rules: .none, strict: true)
    for finding in analysis.findings {
        promise(!finding.line.contains("\n"), "a finding of more than one line: \(finding.line)")
    }
    // The names are the stranger's: each report keeps them names. DOT: every line closes the
    // quotes it opens (an escaped quote is no quote); Mermaid: a label is one quoted string;
    // text: no control character but the line breaks it writes.
    for line in analysis.report(.dot).split(separator: "\n") {
        var quotes = 0
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quotes += 1
            }
        }
        promise(quotes % 2 == 0 && !escaped, "a DOT line leaves a quote open: \(line)")
    }
    for line in analysis.report(.mermaid).split(separator: "\n") {
        let quotes = line.filter { $0 == "\"" }.count
        promise(
            quotes == 0 || (quotes == 2 && line.hasSuffix("\"]")), "a Mermaid line quotes otherwise: \(line)")
    }
    let text = analysis.report(.text)
    promise(
        !text.unicodeScalars.contains { $0 != "\n" && $0.properties.generalCategory == .control },
        "the text report holds a control character")
}

/// The bytes as a timing file.
func checkTimings(_ input: [UInt8]) {
    do {
        let timings = try TestTimings(parsing: Data(input))
        for (name, seconds) in timings.seconds {
            promise(seconds.isFinite && seconds >= 0, "\(name) read as \(seconds) seconds")
        }
        promise(timings.weight(of: "\u{0}unnamed").isFinite, "an unnamed target weighs no number")
    } catch {
        promise(!error.description.contains("\n"), "a refusal of more than one line: \(error)")
    }
}
