import Foundation

/// The ways an analysis can be printed: `--format text|mermaid|dot|json`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, mermaid, dot, json
}

extension Analysis {
    /// The analysis in `format`, leaving out targets of the layers in `excluding`.
    public func report(_ format: ReportFormat, excluding: Set<String> = []) -> String {
        let shown = graph.targets.filter { !excluding.contains(layer(of: $0.name)) }
        switch format {
        case .text: return textReport(shown)
        case .mermaid: return mermaidReport(shown)
        case .dot: return dotReport(shown)
        case .json: return jsonReport(shown)
        }
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
                target.name, m.layer, "\(m.fanIn)", "\(m.fanOut)", "\(m.transitive.count)", "\(m.depth)",
                String(format: "%.2f", m.instability), "\(target.sources.count)", "\(target.lines)",
            ])
        }
        var output =
            "Package \(graph.name): \(targets.count) targets\n\n" + Self.table(rows)
            + "\nDirect dependencies\n"
        for target in targets {
            let dependencies =
                target.dependencies.isEmpty ? "(none)" : target.dependencies.joined(separator: ", ")
            output += "  \(target.name) -> \(dependencies)\n"
        }
        let errors = findings.filter { $0.severity == .error }.count
        output += "\n\(errors) errors, \(findings.count - errors) warnings (run with --check to list them)\n"
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

    private func mermaidReport(_ targets: [PackageGraph.Target]) -> String {
        let names = Set(targets.map(\.name))
        var lines = ["flowchart TD"]
        for (layer, members) in grouped(targets) {
            lines.append("    subgraph \(layer)")
            for target in members {
                lines.append("        \(Self.identifier(target.name))[\"\(target.name)\"]")
            }
            lines.append("    end")
        }
        for target in targets {
            for dependency in target.dependencies where names.contains(dependency) {
                lines.append("    \(Self.identifier(target.name)) --> \(Self.identifier(dependency))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: dot

    private static let colours = [
        "#dbeafe", "#dcfce7", "#fef9c3", "#fee2e2", "#ede9fe", "#e0f2fe", "#f5f5f4", "#ffedd5",
    ]

    private func dotReport(_ targets: [PackageGraph.Target]) -> String {
        let names = Set(targets.map(\.name))
        var lines = ["digraph \"\(graph.name)\" {", "    rankdir=TB;", "    node [shape=box, style=filled];"]
        for (index, group) in grouped(targets).enumerated() {
            let colour = Self.colours[index % Self.colours.count]
            lines.append("    subgraph \"cluster_\(group.layer)\" {")
            lines.append("        label=\"\(group.layer)\"; color=\"#999999\";")
            for target in group.targets {
                lines.append("        \"\(target.name)\" [fillcolor=\"\(colour)\"];")
            }
            lines.append("    }")
        }
        for target in targets {
            for dependency in target.dependencies where names.contains(dependency) {
                let broken = findings.contains {
                    $0.from == target.name && $0.to == dependency && $0.severity == .error
                }
                lines.append("    \"\(target.name)\" -> \"\(dependency)\"\(broken ? " [color=red]" : "");")
            }
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
}
