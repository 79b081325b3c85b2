import Foundation

/// The public symbols of each library, read from the symbol graphs SwiftPM dumps.
public enum PublicAPI {
    /// Top-level public symbol names by module, from `*.symbols.json` files in `directory`.
    public static func read(symbolGraphDirectory directory: String) throws -> [String: [String]] {
        try readSymbols(symbolGraphDirectory: directory, members: false)
    }

    /// Every public symbol by module, members included, each as `kind path`
    /// (`method StateStore.update(_:)`), from `*.symbols.json` files in `directory`: what an API
    /// baseline records.
    public static func readMembers(symbolGraphDirectory directory: String) throws -> [String: [String]] {
        try readSymbols(symbolGraphDirectory: directory, members: true)
    }

    private static func readSymbols(symbolGraphDirectory directory: String, members: Bool) throws -> [String:
        [String]]
    {
        struct SymbolGraph: Decodable {
            struct Module: Decodable { var name: String }
            struct Symbol: Decodable {
                struct Kind: Decodable { var identifier: String }
                var kind: Kind
                var pathComponents: [String]
                var accessLevel: String
            }
            var module: Module
            var symbols: [Symbol]
        }
        var result: [String: [String]] = [:]
        // `Module@Other.symbols.json` holds the module's public extensions of Other's types
        // (`StringProtocol.isPrintableASCII`): API of the module, recorded with its members.
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasSuffix(".symbols.json") && (members || !$0.contains("@"))
        }
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            let names = graph.symbols.filter {
                ["public", "open"].contains($0.accessLevel) && (members || $0.pathComponents.count == 1)
                    && !$0.kind.identifier.hasSuffix("extension")
            }.map { symbol in
                members
                    ? symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "") + " "
                        + symbol.pathComponents.joined(separator: ".")
                    : symbol.pathComponents[0]
            }
            result[graph.module.name, default: []] += names
        }
        return result.mapValues { Array(Set($0)).sorted() }
    }

    /// Runs `swift package dump-symbol-graph` (public symbols only) and returns the folder it wrote.
    public static func dump(packagePath: String) throws -> String {
        let result = try SwiftCommand([
            "package", "--package-path", packagePath, "dump-symbol-graph", "--minimum-access-level", "public",
            "--skip-synthesized-members",
        ]).wait()
        // The synthesised test-runner modules fail when tests were not built; they hold no API.
        let failures = result.errors.split(separator: "\n").filter {
            $0.contains("error:") && !$0.contains("PackageTests'") && !$0.contains("PackageDiscoveredTests'")
        }
        let text = String(decoding: result.output, as: UTF8.self)
        guard failures.isEmpty,
            let line = text.split(separator: "\n").last(where: { $0.contains("Files written to") })
        else {
            throw PackageReader.Failure(
                "swift package dump-symbol-graph failed in \(packagePath): \(failures.first ?? result.firstErrorLine)"
            )
        }
        return String(line.split(separator: " ").last ?? "")
    }

    /// The difference between a recorded API (`baseline`, lines `Module: kind path`) and the
    /// current one, for the modules the baseline names: what was removed breaks users.
    public static func difference(baseline: String, current: [String: [String]]) -> (
        removed: [String], added: [String]
    ) {
        let recorded = Set(
            baseline.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let modules = Set(recorded.compactMap { $0.split(separator: ":").first.map(String.init) })
        let now = Set(modules.flatMap { module in (current[module] ?? []).map { "\(module): \($0)" } })
        return (recorded.subtracting(now).sorted(), now.subtracting(recorded).sorted())
    }

    /// `api` of `modules` as a baseline file's text.
    public static func baseline(_ api: [String: [String]], modules: [String]) -> String {
        "# Public API of \(modules.joined(separator: ", ")), written by Scripts/depgraph --api --write-baseline.\n"
            + modules.sorted().flatMap { module in (api[module] ?? []).map { "\(module): \($0)" } }.joined(
                separator: "\n")
            + "\n"
    }

    /// Findings for feature implementations (layer `feature`) that expose more than their entry
    /// point: `<Name>Feature` and `<Name>Dependencies`.
    public static func findings(_ api: [String: [String]], analysis: Analysis) -> [Analysis.Finding] {
        var findings: [Analysis.Finding] = []
        for target in analysis.graph.targets where analysis.layer(of: target.name) == "feature" {
            let allowed: Set<String> = [target.name + "Feature", target.name + "Dependencies"]
            for symbol in api[target.module] ?? [] where !allowed.contains(symbol) {
                findings.append(
                    Analysis.Finding(
                        severity: .error, rule: .api, from: target.name, to: symbol,
                        message:
                            "a feature exposes its entry point only (\(allowed.sorted().joined(separator: ", ")))"
                    ))
            }
        }
        return findings
    }
}
