import Foundation

/// The ways an analysis can be printed: `--format text|mermaid|dot|json`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// A table of targets and their metrics, then the findings.
    case text
    /// A Mermaid flowchart (what the README shows).
    case mermaid
    /// A Graphviz graph.
    case dot
    /// The graph, metrics and findings as JSON (schemaVersion 1).
    case json
}

/// What a graph report (mermaid, dot) draws.
public struct GraphOptions: Sendable {
    /// Layers left out.
    public var excluding: Set<String> = []
    /// Draw every declared edge; by default the transitive reduction is drawn (an edge that
    /// another path already implies is left out), except edges that break a rule.
    public var allEdges = false
    /// Only this target, what it depends on and what depends on it.
    public var focus: String?

    /// What to draw: all but `excluding` layers, every edge or the reduction, around `focus` when given.
    public init(excluding: Set<String> = [], allEdges: Bool = false, focus: String? = nil) {
        self.excluding = excluding
        self.allEdges = allEdges
        self.focus = focus
    }
}

extension Analysis {
    /// The analysis in `format`, leaving out targets of the layers in `excluding`.
    public func report(_ format: ReportFormat, excluding: Set<String> = []) -> String {
        report(format, options: GraphOptions(excluding: excluding, allEdges: true))
    }

    /// The analysis in `format`, drawn as `options` say.
    public func report(_ format: ReportFormat, options: GraphOptions) -> String {
        var shown = graph.targets.filter { !options.excluding.contains(layer(of: $0.name)) }
        if let focus = options.focus {
            let related = Set(metrics[focus]?.transitive ?? []).union([focus]).union(
                graph.targets.filter { metrics[$0.name]?.transitive.contains(focus) == true }.map(\.name))
            shown = shown.filter { related.contains($0.name) }
        }
        let edges = drawnEdges(shown, allEdges: options.allEdges)
        switch format {
        case .text: return textReport(shown)
        case .mermaid: return mermaidReport(shown, edges: edges)
        case .dot: return dotReport(shown, edges: edges)
        case .json: return jsonReport(shown)
        }
    }

    /// The edges among `targets` to draw, in target order: all of them, or the transitive
    /// reduction (an edge is left out when another path between its ends exists), always keeping
    /// an edge that breaks a rule.
    func drawnEdges(_ targets: [PackageGraph.Target], allEdges: Bool) -> [(from: String, to: String)] {
        let names = Set(targets.map(\.name))
        var edges: [(from: String, to: String)] = []
        for target in targets {
            let direct = target.dependencies.filter(names.contains)
            for dependency in direct {
                let implied = direct.contains { other in
                    other != dependency && metrics[other]?.transitive.contains(dependency) == true
                }
                if allEdges || !implied || isBroken(target.name, dependency) {
                    edges.append((target.name, dependency))
                }
            }
        }
        return edges
    }

    private func minimumDepth(_ targets: [PackageGraph.Target]) -> Int {
        targets.compactMap { metrics[$0.name]?.depth }.min() ?? 0
    }

    private func isBroken(_ from: String, _ to: String) -> Bool {
        findings.contains { $0.from == from && $0.to == to && $0.severity == .error }
    }

    private var layerOrder: [String] { rules.layers.map(\.name) + ["unassigned"] }

    private func grouped(_ targets: [PackageGraph.Target]) -> [(
        layer: String, targets: [PackageGraph.Target]
    )] {
        layerOrder.compactMap { name in
            let members = targets.filter { layer(of: $0.name) == name }
            return members.isEmpty ? nil : (name, members)
        }
    }

    // MARK: text

    private func textReport(_ targets: [PackageGraph.Target]) -> String {
        var rows = [
            ["target", "layer", "fan-in", "fan-out", "transitive", "depth", "instability", "files", "lines"]
        ]
        for target in targets {
            let m = metrics[target.name]!
            rows.append([
                target.name.onOneLine, m.layer.onOneLine, "\(m.fanIn)", "\(m.fanOut)",
                "\(m.transitive.count)", "\(m.depth)",
                String(format: "%.2f", m.instability), "\(target.sources.count)", "\(target.lines)",
            ])
        }
        var output =
            "Package \(graph.name.onOneLine): \(targets.count) targets\n\n" + Self.table(rows)
            + "\nDirect dependencies\n"
        for target in targets {
            let dependencies =
                target.dependencies.isEmpty ? "(none)" : target.dependencies.joined(separator: ", ")
            // Names from a stranger's package: one line each, whatever they hold.
            output += "  \(target.name) -> \(dependencies)".onOneLine + "\n"
        }
        let errors = findings.filter { $0.severity == .error }.count
        output +=
            "\n\(CheckReport.count(errors, "error")), \(CheckReport.count(findings.count - errors, "warning"))"
        output += " (run with --check to list them)\n"
        return output
    }

    static func table(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index == widths.count { widths.append(0) }
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1
                    ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    // MARK: mermaid

    private func mermaidReport(_ targets: [PackageGraph.Target], edges: [(from: String, to: String)])
        -> String
    {
        var lines = ["flowchart TD"]
        for (layer, members) in grouped(targets) {
            // A layer's name is a stranger's word: drawn as a title when it is more than an identifier.
            let id = Self.identifier(layer)
            lines.append("    subgraph \(id)" + (id == layer ? "" : " [\(Self.mermaidLabel(layer))]"))
            for target in members {
                lines.append("        \(Self.identifier(target.name))[\(Self.mermaidLabel(target.name))]")
            }
            lines.append("    end")
        }
        for edge in edges {
            lines.append("    \(Self.identifier(edge.from)) --> \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: dot

    private static let colours = [
        "#dbeafe", "#dcfce7", "#fef9c3", "#fee2e2", "#ede9fe", "#e0f2fe", "#f5f5f4", "#ffedd5",
    ]

    private func dotReport(_ targets: [PackageGraph.Target], edges: [(from: String, to: String)]) -> String {
        // Top to bottom in the rules' layer order: the app above the features, Shared below.
        var lines = [
            "digraph \(Self.dotQuoted(graph.name)) {", "    rankdir=TB; newrank=true; ranksep=0.7;",
            "    node [shape=box, style=filled];",
        ]
        for (index, group) in grouped(targets).enumerated() {
            let colour = Self.colours[index % Self.colours.count]
            lines.append("    subgraph \(Self.dotQuoted("cluster_" + group.layer)) {")
            lines.append("        label=\(Self.dotQuoted(group.layer)); color=\"#999999\";")
            for target in group.targets {
                lines.append("        \(Self.dotQuoted(target.name)) [fillcolor=\"\(colour)\"];")
            }
            lines.append("    }")
        }
        // Each layer on a rank of its own, deeper layers higher: a layer whose shallowest
        // target still sits on a long chain is drawn above one that is nearer the bottom.
        let layers = grouped(targets).enumerated().sorted { left, right in
            let (a, b) = (minimumDepth(left.element.targets), minimumDepth(right.element.targets))
            return a != b ? a > b : left.offset < right.offset
        }.map(\.element)
        for group in layers {
            lines.append(
                "    { rank=same; "
                    + group.targets.map { Self.dotQuoted($0.name) + ";" }.joined(separator: " ")
                    + " }")
        }
        for (upper, lower) in zip(layers, layers.dropFirst()) {
            lines.append(
                "    \(Self.dotQuoted(upper.targets[0].name)) -> \(Self.dotQuoted(lower.targets[0].name)) [style=invis];"
            )
        }
        for edge in edges {
            let broken = isBroken(edge.from, edge.to)
            lines.append(
                "    \(Self.dotQuoted(edge.from)) -> \(Self.dotQuoted(edge.to))\(broken ? " [color=red]" : "");"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: json

    private struct JSONDocument: Encodable {
        struct Target: Encodable {
            var name, module, kind, package, layer, path: String
            var dependencies, imports, transitiveDependencies: [String]
            var fanIn, fanOut, depth, files, lines: Int
            var instability: Double
        }
        struct Finding: Encodable {
            var severity, rule, from, to, message: String
        }
        var schemaVersion = 1
        var package: String
        var packages: [PackageGraph.Package]
        var layers: [String]
        var targets: [Target]
        var findings: [Finding]
    }

    private func jsonReport(_ targets: [PackageGraph.Target]) -> String {
        let document = JSONDocument(
            package: graph.name, packages: graph.packages, layers: layerOrder,
            targets: targets.map { target in
                let m = metrics[target.name]!
                return JSONDocument.Target(
                    name: target.name, module: target.module, kind: target.kind.rawValue,
                    package: target.package, layer: m.layer,
                    path: target.path, dependencies: target.dependencies,
                    imports: target.imports.keys.sorted(),
                    transitiveDependencies: m.transitive, fanIn: m.fanIn, fanOut: m.fanOut, depth: m.depth,
                    files: target.sources.count, lines: target.lines,
                    instability: (m.instability * 1000).rounded() / 1000)
            },
            findings: findings.map {
                JSONDocument.Finding(
                    severity: $0.severity.rawValue, rule: $0.rule.rawValue, from: $0.from, to: $0.to,
                    message: $0.message)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }

    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `text` as a DOT quoted string, on one line, its quotes and backslashes escaped: a
    /// stranger's target named `x" [URL="…"]` stays a name, and the graph stays valid.
    static func dotQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in text.onOneLine {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// `text` as a quoted Mermaid label, on one line, each character Mermaid reads as markup
    /// (quote, `#`, `<`, `>`, `&`) written as its entity code.
    static func mermaidLabel(_ text: String) -> String {
        var label = "\""
        for scalar in text.onOneLine.unicodeScalars {
            switch scalar {
            case "\"", "#", "<", ">", "&": label += "#\(scalar.value);"
            default: label.unicodeScalars.append(scalar)
            }
        }
        return label + "\""
    }
}
