import Foundation

/// The public symbols of each library, read from the symbol graphs SwiftPM dumps.
public enum PublicAPI {
    /// The public API of the modules whose symbol graphs (`*.symbols.json`) sit in one folder,
    /// each graph read and decoded once, in every form the reports need.
    public struct Symbols: Sendable {
        /// Top-level public symbol names by module.
        public var topLevel: [String: [String]] = [:]
        /// Every public symbol by module, members included, each as `kind path`
        /// (`method StateStore.update(_:)`): what an API baseline records. `Module@Other` graphs
        /// (the module's public extensions of Other's types) count as the module's.
        public var members: [String: [String]] = [:]
        /// For every public function and initializer with parameters, by module and `kind path`,
        /// whether each parameter has a default value: what tells an added defaulted parameter
        /// (source-compatible) from a removed declaration.
        public var defaults: [String: [String: [Bool]]] = [:]
        /// Every public symbol without a doc comment (of its own, or inherited from the protocol
        /// requirement it implements), by module, each as `kind path`.
        public var undocumented: [String: [String]] = [:]

        /// Reads the symbol graphs in `directory`.
        public init(symbolGraphDirectory directory: String) throws {
            for (file, graph) in try PublicAPI.symbolGraphs(in: directory) {
                let module = graph.module.name
                let isExtension = file.contains("@")
                // A removed name kept unavailable, and everything declared inside one, is not API.
                let unavailable = Set(graph.symbols.filter(\.isUnavailable).map(\.pathComponents))
                func isInsideUnavailable(_ path: [String]) -> Bool {
                    (1...path.count).contains { unavailable.contains(Array(path.prefix($0))) }
                }
                for symbol in graph.symbols
                where symbol.isPublic && !isInsideUnavailable(symbol.pathComponents) {
                    if !isExtension && symbol.pathComponents.count == 1 {
                        topLevel[module, default: []].append(symbol.pathComponents[0])
                    }
                    members[module, default: []].append(symbol.member)
                    if !symbol.isDocumented { undocumented[module, default: []].append(symbol.member) }
                    let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
                    let parameters = PublicAPI.parameterDefaults(declaration)
                    if !parameters.isEmpty { defaults[module, default: [:]][symbol.member] = parameters }
                }
            }
            func unique(_ names: [String: [String]]) -> [String: [String]] {
                names.mapValues { Array(Set($0)).sorted() }
            }
            topLevel = unique(topLevel)
            members = unique(members)
            undocumented = unique(undocumented).filter { !$0.value.isEmpty }
        }
    }

    fileprivate struct SymbolGraph: Decodable {
        struct Module: Decodable { var name: String }
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Fragment: Decodable { var spelling: String }
            var kind: Kind
            var pathComponents: [String]
            var accessLevel: String
            var declarationFragments: [Fragment]?
            /// Its `@available` attributes: an unconditionally unavailable symbol (a removed name
            /// kept to tell its users what to write instead) is no part of the API.
            var availability: [Availability]?

            struct Availability: Decodable { var isUnconditionallyUnavailable: Bool? }

            var isUnavailable: Bool {
                availability?.contains { $0.isUnconditionallyUnavailable == true } == true
            }
            /// Its doc comment (inherited from the requirement it implements, when it has none).
            var docComment: DocComment?

            struct DocComment: Decodable {
                struct Line: Decodable { var text: String }
                var lines: [Line]
            }

            var isDocumented: Bool {
                docComment?.lines.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty } == true
            }

            var isPublic: Bool {
                ["public", "open"].contains(accessLevel) && !kind.identifier.hasSuffix("extension")
            }
            /// `method StateStore.update(_:)`.
            var member: String {
                kind.identifier.replacingOccurrences(of: "swift.", with: "") + " "
                    + pathComponents.joined(separator: ".")
            }
        }
        var module: Module
        var symbols: [Symbol]
    }

    /// The symbol graphs in `directory`, each with its file name (`Module@Other.symbols.json`
    /// holds the module's public extensions of Other's types).
    private static func symbolGraphs(in directory: String) throws -> [(String, SymbolGraph)] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter {
            $0.hasSuffix(".symbols.json")
        }
        .sorted().map { file in
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            return (file, try JSONDecoder().decode(SymbolGraph.self, from: data))
        }
    }

    /// Whether each parameter of a declaration (`init(capacity: Int = 0, name: String)`) has a
    /// default value: `[true, false]`; empty when it has no parameter list.
    static func parameterDefaults(_ declaration: String) -> [Bool] {
        // The parameter list is the first parenthesis after the name (and generic parameters).
        guard let open = declaration.firstIndex(of: "(") else { return [] }
        var depth = 0
        var parameters: [String] = []
        var current = ""
        for character in declaration[open...] {
            switch character {
            case "(", "[", "<":
                depth += 1
                if depth == 1 { continue }
            case ">" where current.last == "-":  // an arrow, not a generic's end
                break
            case ")", "]", ">":
                depth -= 1
                if depth == 0 {
                    parameters.append(current)
                    return parameters.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                        .map { $0.contains(" = ") }
                }
            case "," where depth == 1:
                parameters.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return []
    }

    /// Builds `targets` one by one (`swift build --target`) and extracts `modules`: depgraph
    /// 0.5.0's form of ``dump(packagePath:builds:modules:)``, kept for its callers.
    public static func dump(packagePath: String, targets: [String], modules: [String]) throws -> String {
        try dump(packagePath: packagePath, builds: Builds(root: false, targets: targets), modules: modules)
    }

    /// Runs `builds` in the package's own build folder, as `swift build` does — each module once,
    /// however many packages declare it, and nothing the package's last build has built — and
    /// extracts the public symbol graph of each of `modules` from there into a new folder, whose
    /// path it returns. With no builds, the modules are those the package's last build left (the
    /// plugin's SwiftPM has just built them). (One `swift package dump-symbol-graph` per package
    /// built every package separately: the first run took minutes.)
    public static func dump(packagePath: String, builds: Builds, modules: [String]) throws -> String {
        for arguments in builds.arguments(packagePath: packagePath) {
            let build = try ChildProcess("swift", arguments).wait()
            guard build.status == 0 else {
                throw PackageReader.Failure(
                    "swift \(arguments.joined(separator: " ")) failed: \(build.firstErrorLine)")
            }
        }
        let binPath = try ChildProcess("swift", ["build", "--package-path", packagePath, "--show-bin-path"])
            .wait()
        let binFolder = String(decoding: binPath.output, as: UTF8.self).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let modulesFolder = binFolder + "/Modules"
        // A C target's module is found by the module map SwiftPM writes into its build folder: a
        // Swift module that imports one cannot be read without it.
        let cModuleFolders = ((try? FileManager.default.contentsOfDirectory(atPath: binFolder)) ?? [])
            .sorted()
            .map { binFolder + "/" + $0 }
            .filter {
                $0.hasSuffix(".build") && FileManager.default.fileExists(atPath: $0 + "/module.modulemap")
            }
        struct TargetInfo: Decodable {
            struct Target: Decodable { var triple: String }
            struct Paths: Decodable { var sdkPath: String? }
            var target: Target
            var paths: Paths
        }
        let info = try JSONDecoder().decode(
            TargetInfo.self, from: try ChildProcess("swift", ["-print-target-info"]).wait().output)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "depgraph-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in modules {
            guard FileManager.default.fileExists(atPath: modulesFolder + "/" + module + ".swiftmodule") else {
                throw PackageReader.Failure(
                    "\(module) is not built in \(modulesFolder): build the package first (swift build)")
            }
            let extract = try ChildProcess(
                "swift",
                [
                    "symbolgraph-extract", "-module-name", module, "-I", modulesFolder, "-target",
                    info.target.triple,
                    "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir",
                    folder.path,
                ] + cModuleFolders.flatMap { ["-I", $0] } + (info.paths.sdkPath.map { ["-sdk", $0] } ?? [])
            ).wait()
            guard extract.status == 0 else {
                throw PackageReader.Failure(
                    "swift symbolgraph-extract \(module) failed: \(extract.firstErrorLine)")
            }
        }
        return folder.path
    }

    /// How a recorded API and the current one differ.
    public struct Difference: Sendable, Equatable {
        /// Recorded declarations that are gone: each breaks users.
        public var removed: [String] = []
        /// New declarations.
        public var added: [String] = []
        /// Declarations that gained parameters with default values (`init()` became
        /// `init(capacity:)` with `capacity: Int = 0`), as `old -> new`: every call still compiles.
        public var extended: [String] = []
    }

    /// The difference between a recorded API (`baseline`, lines `Module: kind path`) and the
    /// current one, for the modules the baseline names: what was removed breaks users, unless
    /// the current API has the same function with added parameters that all have defaults
    /// (`defaults`, from `readDefaults`).
    public static func difference(
        baseline: String, current: [String: [String]], defaults: [String: [String: [Bool]]] = [:]
    ) -> Difference {
        let recorded = Set(
            baseline.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
        let modules = Set(recorded.compactMap { $0.split(separator: ":").first.map(String.init) })
        let now = Set(modules.flatMap { module in (current[module] ?? []).map { "\(module): \($0)" } })
        var difference = Difference()
        var added = now.subtracting(recorded)
        for line in recorded.subtracting(now).sorted() {
            let module = String(line.prefix { $0 != ":" })
            let successor = added.sorted().first { candidate in
                candidate.hasPrefix(module + ": ")
                    && extends(
                        String(candidate.dropFirst(module.count + 2)),
                        String(line.dropFirst(module.count + 2)),
                        defaults: defaults[module] ?? [:])
            }
            if let successor {
                added.remove(successor)
                difference.extended.append("\(line) -> \(successor.dropFirst(module.count + 2))")
            } else {
                difference.removed.append(line)
            }
        }
        difference.added = added.sorted()
        return difference
    }

    /// Whether `new` (`init Box.init(capacity:name:)`) is `old` (`init Box.init(name:)`) with
    /// parameters added that all have defaults: the same kind, owner and base name, and `old`'s
    /// labels in order among `new`'s.
    static func extends(_ new: String, _ old: String, defaults: [String: [Bool]]) -> Bool {
        func split(_ member: String) -> (head: String, labels: [Substring])? {
            guard member.hasSuffix(")"), let open = member.firstIndex(of: "(") else { return nil }
            let labels = member[member.index(after: open)..<member.index(before: member.endIndex)]
                .split(separator: ":", omittingEmptySubsequences: false).dropLast()
            return (String(member[..<open]), Array(labels))
        }
        guard let new = split(new), let old = split(old), new.head == old.head,
            let defaulted = defaults[new.head + "(" + new.labels.map { $0 + ":" }.joined() + ")"],
            defaulted.count == new.labels.count, new.labels.count > old.labels.count
        else { return false }
        // Match old's labels in order; every parameter of new left out must have a default.
        func matches(_ i: Int, _ j: Int) -> Bool {
            if j == old.labels.count { return defaulted[i...].allSatisfy { $0 } }
            if i == new.labels.count { return false }
            if new.labels[i] == old.labels[j] && matches(i + 1, j + 1) { return true }
            return defaulted[i] && matches(i + 1, j)
        }
        return matches(0, 0)
    }

    /// `api` of `modules` as a baseline file's text.
    public static func baseline(_ api: [String: [String]], modules: [String]) -> String {
        "# Public API of \(modules.joined(separator: ", ")), written by Scripts/depgraph api --write-baseline.\n"
            + modules.sorted().flatMap { module in (api[module] ?? []).map { "\(module): \($0)" } }.joined(
                separator: "\n")
            + "\n"
    }

    /// Findings for feature implementations (layer `feature`) that expose more than their entry
    /// point: `<Name>Feature` and `<Name>Dependencies`; and for every public symbol in
    /// `undocumented`: each public declaration says what it is for.
    public static func findings(
        _ api: [String: [String]], undocumented: [String: [String]] = [:], analysis: Analysis
    ) -> [Analysis.Finding] {
        var findings: [Analysis.Finding] = []
        for (module, symbols) in undocumented {
            let target = analysis.graph.targets.first { $0.module == module }?.name ?? module
            for symbol in symbols {
                findings.append(
                    Analysis.Finding(
                        severity: .error, rule: .undocumented, from: target, to: symbol,
                        message: "a public declaration has no doc comment"))
            }
        }
        // A feature's implementation shows what a host's target needs publicly (its
        // dependencies); a host's target shows its entry point (`FeedTerminal`).
        let entryPoints: [String: (String) -> Set<String>] = [
            "feature": { [$0 + "Feature", $0 + "Dependencies"] }, "view": { [$0] },
        ]
        for target in analysis.graph.targets {
            guard let entryPoint = entryPoints[analysis.layer(of: target.name)] else { continue }
            let allowed = entryPoint(target.name)
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
