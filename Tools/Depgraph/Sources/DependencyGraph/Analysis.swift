/// Everything the reports need about a package graph, computed once: layers, metrics, cycles
/// and rule findings.
public struct Analysis: Sendable {
    /// The metrics of one target.
    public struct Metrics: Sendable, Equatable {
        /// The layer the target belongs to.
        public var layer: String
        /// Targets that declare this one as a dependency.
        public var fanIn: Int
        /// Targets this one declares.
        public var fanOut: Int
        /// Every target this one depends on, directly or not, sorted.
        public var transitive: [String]
        /// The longest chain of dependencies below this target (0 for a leaf).
        public var depth: Int
        /// fanOut / (fanIn + fanOut): 0 is stable (many depend on it), 1 unstable.
        public var instability: Double
    }

    /// One broken rule.
    public struct Finding: Sendable, Equatable, Comparable {
        /// How bad a finding is.
        public enum Severity: String, Sendable, Codable {
            /// It fails `--check`.
            case error
            /// It is reported; with `--strict`, it is an error.
            case warning
        }

        /// The rule a finding breaks (docs/DEPGRAPH.md describes each).
        public enum Rule: String, Sendable, Codable, CaseIterable {
            /// An edge inside a dependency cycle.
            case cycle
            /// A dependency or import the layer rules do not allow.
            case layer
            /// An import of a target not declared as a direct dependency.
            case undeclaredImport = "undeclared-import"
            /// A declared dependency no source imports.
            case unusedDependency = "unused-dependency"
            /// A target no layer pattern matches.
            case unassigned
            /// An import of a confined layer from a file the rules do not name.
            case importSite = "import-site"
            /// A feature exposing more than its entry point.
            case api
            /// A public declaration without a doc comment.
            case undocumented
        }

        /// How bad it is.
        public var severity: Severity
        /// The rule it breaks.
        public var rule: Rule
        /// The target it starts from.
        public var from: String
        /// The target (or symbol) it reaches.
        public var to: String
        /// What is wrong, in one line.
        public var message: String

        public static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.rule.rawValue, lhs.from, lhs.to, lhs.message) < (
                rhs.rule.rawValue, rhs.from, rhs.to, rhs.message
            )
        }

        /// `error: [layer] FeedInterface -> Feed: …`
        public var line: String {
            "\(severity.rawValue): [\(rule.rawValue)] \(from) -> \(to): \(message)".onOneLine
        }
    }

    /// The graph analysed.
    public let graph: PackageGraph
    /// The rules it was analysed under.
    public let rules: LayerRules
    let byName: [String: PackageGraph.Target]
    let byModule: [String: PackageGraph.Target]
    /// Metrics by target name.
    public private(set) var metrics: [String: Metrics] = [:]
    /// Every finding, sorted by rule, then targets.
    public private(set) var findings: [Finding] = []

    /// Analyses `graph` under `rules`. With `strict`, unused dependencies are errors.
    public init(_ graph: PackageGraph, rules: LayerRules, strict: Bool = false) {
        self.graph = graph
        self.rules = rules
        byName = Dictionary(graph.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        byModule = Dictionary(graph.targets.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(graph.targets.map(\.name))
        var edges: [String: [String]] = [:]
        var reverse: [String: [String]] = [:]
        for target in graph.targets {
            let declared = target.dependencies.filter(names.contains)
            edges[target.name] = declared
            for dependency in declared { reverse[dependency, default: []].append(target.name) }
        }
        let components = Self.stronglyConnectedComponents(graph.targets.map(\.name), edges)
        var component: [String: Int] = [:]
        for (index, members) in components.enumerated() {
            for member in members { component[member] = index }
        }

        var depthMemo: [String: Int] = [:]
        func depth(_ name: String) -> Int {
            if let known = depthMemo[name] { return known }
            depthMemo[name] = 0  // a cycle counts as no further depth
            let value =
                (edges[name] ?? []).filter { component[$0] != component[name] }.map { depth($0) + 1 }.max()
                ?? 0
            depthMemo[name] = value
            return value
        }
        var transitiveMemo: [String: Set<String>] = [:]
        func transitive(_ name: String) -> Set<String> {
            if let known = transitiveMemo[name] { return known }
            // Members of one cycle share their closure: compute it for the whole component.
            let members = components[component[name]!]
            var result = Set<String>()
            for member in members {
                for dependency in edges[member] ?? [] {
                    result.insert(dependency)
                    if component[dependency] != component[name] { result.formUnion(transitive(dependency)) }
                }
            }
            for member in members { transitiveMemo[member] = result }
            return result
        }
        for target in graph.targets {
            let fanIn = reverse[target.name]?.count ?? 0
            let fanOut = edges[target.name]?.count ?? 0
            metrics[target.name] = Metrics(
                layer: rules.layer(ofPath: target.path), fanIn: fanIn, fanOut: fanOut,
                transitive: transitive(target.name).sorted(), depth: depth(target.name),
                instability: fanIn + fanOut == 0 ? 0 : Double(fanOut) / Double(fanIn + fanOut))
        }

        var findings: [Finding] = []
        findings += Self.cycleFindings(components, edges: edges, component: component)
        findings += layerFindings(edges: edges)
        findings += importFindings(strict: strict, transitive: transitiveMemo)
        findings += importSiteFindings()
        self.findings = findings.sorted()
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The layer of target `name`.
    public func layer(of name: String) -> String { metrics[name]?.layer ?? "unassigned" }

    /// The targets that must rebuild when `name` changes (those depending on it, directly or
    /// not), and among them the test targets that must run again.
    public func impact(of name: String) -> (rebuild: [String], tests: [String]) {
        let dependents = graph.targets.filter { metrics[$0.name]?.transitive.contains(name) == true }
        let rebuild = ([name] + dependents.map(\.name)).sorted()
        let tests = graph.targets.filter { $0.kind == .test && rebuild.contains($0.name) }.map(\.name)
            .sorted()
        return (rebuild, tests)
    }

    // MARK: Rules

    private static func cycleFindings(
        _ components: [[String]], edges: [String: [String]], component: [String: Int]
    ) -> [Finding] {
        var findings: [Finding] = []
        for (index, members) in components.enumerated() {
            let isCycle = members.count > 1 || (edges[members[0]] ?? []).contains(members[0])
            guard isCycle else { continue }
            for from in members.sorted() {
                for to in (edges[from] ?? []).sorted() where component[to] == index {
                    let back = shortestPath(from: to, to: from, edges: edges, within: Set(members)) ?? [to]
                    let loop = ([from] + back).joined(separator: " -> ")
                    findings.append(
                        Finding(
                            severity: .error, rule: .cycle, from: from, to: to,
                            message: "part of the cycle \(loop)"))
                }
            }
        }
        return findings
    }

    private func layerFindings(edges: [String: [String]]) -> [Finding] {
        guard !rules.isEmpty else { return [] }
        var findings: [Finding] = []
        for target in graph.targets {
            let from = layer(of: target.name)
            // A local package outside the root's folder is a dependency of the root, as one by
            // URL is: no pattern (relative to the root) names it, and no rule applies to it.
            if from == "unassigned", Self.isOutsideRoot(target.path) { continue }
            if from == "unassigned" {
                findings.append(
                    Finding(
                        severity: .error, rule: .unassigned, from: target.name, to: target.path,
                        message: "no layer's pattern matches its folder; add it to the rules file"))
                continue
            }
            let imported = target.imports.keys.compactMap { byModule[$0]?.name }
            for dependency in Set(edges[target.name] ?? []).union(imported).sorted()
            where dependency != target.name {
                let to = layer(of: dependency)
                if rules.allows(from, to),
                    rules.ownOnly.contains(LayerRules.PackageBound(own: to, within: from)),
                    let other = graph.targets.first(where: { $0.name == dependency }),
                    let owner = rules.owner(ofPath: target.path),
                    let otherOwner = rules.owner(ofPath: other.path), owner != otherOwner
                {
                    findings.append(
                        Finding(
                            severity: .error, rule: .layer, from: target.name, to: dependency,
                            message:
                                "\(Self.article(from)) \(from) target may depend on its own \(to) (\(owner)) only, not on \(dependency) (\(otherOwner))"
                                + importedAt(dependency, by: target)
                        ))
                    continue
                }
                guard to != "unassigned", !rules.allows(from, to) else { continue }
                let allowed =
                    rules.allowed[from].flatMap { $0.isEmpty ? nil : $0.sorted().joined(separator: ", ") }
                    ?? "nothing"
                findings.append(
                    Finding(
                        severity: .error, rule: .layer, from: target.name, to: dependency,
                        message:
                            "\(Self.article(from)) \(from) target may depend on \(allowed) only, not on \(to) (\(dependency))"
                            + importedAt(dependency, by: target)
                    ))
            }
        }
        return findings
    }

    /// Where `target`'s sources import `dependency` first — `; Sources/Cards/Borrow.swift:1
    /// imports it` — or nothing when only its manifest declares it: the line to change.
    private func importedAt(_ dependency: String, by target: PackageGraph.Target) -> String {
        guard let module = graph.targets.first(where: { $0.name == dependency })?.module,
            let site = target.importLines.first(where: { $0.module == module })
        else { return "" }
        return "; \(site.file):\(site.line) imports it"
    }

    /// Whether a target's folder, as the graph gives it (relative to the root), lies outside
    /// the root package's folder.
    static func isOutsideRoot(_ path: String) -> Bool {
        path.hasPrefix("/") || path == ".." || path.hasPrefix("../")
    }

    /// Imports made from a file that the rules do not allow to import that layer.
    private func importSiteFindings() -> [Finding] {
        var findings: [Finding] = []
        for rule in rules.confinedImports {
            for target in graph.targets where layer(of: target.name) == rule.within {
                for site in target.importLines where !rule.allows(site.file) {
                    guard let imported = byModule[site.module], imported.name != target.name,
                        layer(of: imported.name) == rule.imported
                    else { continue }
                    let allowed = rule.files.joined(separator: ", ")
                    findings.append(
                        Finding(
                            severity: .error, rule: .importSite, from: target.name, to: imported.name,
                            message:
                                "\(site.file):\(site.line) imports \(imported.module); in \(rule.within) targets only \(allowed) may import \(rule.imported) targets"
                        ))
                }
            }
        }
        return findings
    }

    private static func article(_ word: String) -> String {
        word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    // MARK: Graph algorithms

    /// Tarjan's algorithm, iterative: components in reverse topological order.
    static func stronglyConnectedComponents(_ nodes: [String], _ edges: [String: [String]]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowlinks: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []
        for root in nodes where indices[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
            indices[root] = index
            lowlinks[root] = index
            index += 1
            stack.append(root)
            onStack.insert(root)
            while !work.isEmpty {
                let (node, next) = work[work.count - 1]
                let successors = edges[node] ?? []
                if next < successors.count {
                    work[work.count - 1].next += 1
                    let successor = successors[next]
                    if indices[successor] == nil {
                        indices[successor] = index
                        lowlinks[successor] = index
                        index += 1
                        stack.append(successor)
                        onStack.insert(successor)
                        work.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowlinks[node] = min(lowlinks[node]!, indices[successor]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowlinks[parent] = min(lowlinks[parent]!, lowlinks[node]!) }
                if lowlinks[node] == indices[node] {
                    var members: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        members.append(member)
                        if member == node { break }
                    }
                    components.append(members)
                }
            }
        }
        return components
    }

    private static func shortestPath(
        from start: String, to goal: String, edges: [String: [String]], within: Set<String>
    )
        -> [String]?
    {
        var previous: [String: String] = [:]
        var queue = [start]
        var seen: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            if node == goal {
                var path = [goal]
                while let last = path.last, let before = previous[last] { path.append(before) }
                return path.reversed()
            }
            for next in edges[node] ?? [] where within.contains(next) && seen.insert(next).inserted {
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }
}
