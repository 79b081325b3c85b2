/// The import rules: an import of a target not declared (or given by a declared dependency's
/// re-export), and a declared dependency nothing uses — with what counts as used without an
/// import (a tool, a build-tool plugin, a macro, a marker) and whose dependencies are not their
/// author's to check (a plugin, a snippet, an aggregate, the root's copy of a test target).
extension Analysis {
    func importFindings(strict: Bool, transitive: [String: Set<String>]) -> [Finding] {
        var findings: [Finding] = []
        var exportsMemo: [String: Set<String>] = [:]
        for target in graph.targets {
            let declared = Set(target.dependencies)
            // What the declared dependencies give: their modules and what they re-export.
            let given = Set(target.dependencies.flatMap { modules(exportedBy: $0, memo: &exportsMemo) })
            for module in target.imports.keys.sorted() {
                guard let imported = byModule[module], imported.name != target.name,
                    !declared.contains(imported.name), !given.contains(module),
                    !Self.isConditionalOnly(module, in: target)
                else { continue }
                let through = target.dependencies.sorted().first {
                    transitive[$0]?.contains(imported.name) == true
                }
                let how = through.map { "; it builds only because \($0) depends on it" } ?? ""
                // Where: the first site, and how many other files import it too.
                let sites = target.importLines.filter { $0.module == module && !$0.conditional }
                let first = sites.min { ($0.file, $0.line) < ($1.file, $1.line) }
                let others = Set(sites.map(\.file)).count - 1
                let site =
                    first.map { "\($0.file):\($0.line) " } ?? ""
                let more = others > 0 ? " (and \(others) other file\(others == 1 ? "" : "s"))" : ""
                findings.append(
                    Finding(
                        severity: .error, rule: .undeclaredImport, from: target.name, to: imported.name,
                        message:
                            "\(site)imports \(imported.module)\(more) without declaring it as a dependency\(how)"
                    ))
            }
            guard hasDeclaredDependencies(target) else { continue }
            for dependency in target.dependencies.sorted() {
                guard let declared = byName[dependency],
                    !rules.unimported.contains([target.name, dependency]),
                    !isUsed(
                        declared, by: target, exports: modules(exportedBy: dependency, memo: &exportsMemo))
                else { continue }
                findings.append(
                    Finding(
                        severity: strict ? .error : .warning, rule: .unusedDependency, from: target.name,
                        to: dependency, message: "declared, but no source file imports \(declared.module)"))
            }
        }
        return findings
    }

    /// Whether `target`'s dependencies are its author's, meant to be imported: not for a target
    /// without Swift sources, a plugin (whose dependencies are the tools it runs), a snippet
    /// (SwiftPM gives it every library of its package), a target that declares nothing (an
    /// aggregate: building its dependencies is its purpose), or the root's copy of another
    /// package's test target.
    private func hasDeclaredDependencies(_ target: PackageGraph.Target) -> Bool {
        target.sources.contains(where: { $0.hasSuffix(".swift") }) && target.declaresCode
            && target.kind != .plugin && target.kind != .snippet && !isMirror(target)
    }

    /// Whether `target` uses its declared dependency `dependency`, which gives `exports`: it
    /// imports one of them, names it in `#externalMacro` (a macro), runs it (an executable: a
    /// tool, or what a test starts), is built with it (a build-tool plugin, which SwiftPM
    /// describes as a dependency), or it is a marker module that declares nothing.
    private func isUsed(
        _ dependency: PackageGraph.Target, by target: PackageGraph.Target, exports: Set<String>
    )
        -> Bool
    {
        switch dependency.kind {
        case .executable, .plugin: return true
        case .macro:
            return target.macroModules.contains(dependency.module) || target.imports[dependency.module] != nil
        default: return !dependency.declaresCode || exports.contains { target.imports[$0] != nil }
        }
    }

    /// The modules a dependency on target `name` makes importable: its own, and every module it
    /// re-exports (`@_exported import`), through re-exports of re-exports.
    private func modules(exportedBy name: String, memo: inout [String: Set<String>]) -> Set<String> {
        if let known = memo[name] { return known }
        guard let target = byName[name] else { return [] }
        memo[name] = [target.module]  // a cycle of re-exports ends here
        var modules: Set<String> = [target.module]
        for site in target.importLines where site.exported && !site.conditional {
            modules.insert(site.module)
            if let exported = byModule[site.module], exported.name != name {
                modules.formUnion(self.modules(exportedBy: exported.name, memo: &memo))
            }
        }
        memo[name] = modules
        return modules
    }

    /// Whether every import of `module` in `target` is in a `#if` branch a build as written does
    /// not take (a target read without import sites counts its imports as taken).
    private static func isConditionalOnly(_ module: String, in target: PackageGraph.Target) -> Bool {
        let sites = target.importLines.filter { $0.module == module }
        return !sites.isEmpty && sites.allSatisfy(\.conditional)
    }

    /// Whether `target` is the root's copy of another package's test target, declared so the
    /// root runs every test in one build: its dependencies are a superset on purpose, and the
    /// package's own declaration is the one that must be exact.
    func isMirror(_ target: PackageGraph.Target) -> Bool {
        target.kind == .test && target.package == graph.name
            && graph.packages.contains { $0.path != "." && target.path.hasPrefix($0.path + "/") }
    }
}
