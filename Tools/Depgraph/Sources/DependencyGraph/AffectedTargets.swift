/// What a change touches: the targets whose files changed, every target that depends on them,
/// and the test targets among those — what a CI fleet must build and test again.
///
/// A changed file belongs to the target whose folder holds it. A changed manifest affects every
/// target it declares — for a root that runs every package's tests in one build, all of those
/// tests — and so everything that depends on them; a file no target holds (a README, a script)
/// affects none.
public struct AffectedTargets: Sendable, Equatable {
    /// Targets whose own files changed.
    public var changed: [String]
    /// Every target to build again: the changed ones and all that depend on them.
    public var rebuild: [String]
    /// The test targets to run again.
    public var tests: [String]

    /// The targets `paths` (relative to the root package) touch in `analysis`'s graph.
    public init(paths: [String], analysis: Analysis) {
        let graph = analysis.graph
        var changed = Set<String>()
        for path in paths {
            if path.hasSuffix("Package.swift") {
                let folder = String(path.dropLast("Package.swift".count)).trimmingSlashes
                let package = graph.packages.first { $0.path == (folder.isEmpty ? "." : folder) }
                if let package {
                    changed.formUnion(graph.targets.filter { $0.package == package.name }.map(\.name))
                    changed.formUnion(package.declares.filter { graph.target($0) != nil })
                }
                continue
            }
            // The deepest target folder that holds the file.
            let owner = graph.targets.filter { path.hasPrefix($0.path + "/") }.max {
                $0.path.count < $1.path.count
            }
            if let owner { changed.insert(owner.name) }
        }
        let rebuild = graph.targets.filter { target in
            changed.contains(target.name)
                || analysis.metrics[target.name]?.transitive.contains(where: changed.contains) == true
        }
        self.changed = changed.sorted()
        self.rebuild = rebuild.map(\.name).sorted()
        tests = rebuild.filter { $0.kind == .test }.map(\.name).sorted()
    }

    /// `swift test --filter` arguments that run exactly `tests` (nothing when there are none).
    public static func filterArguments(_ tests: [String]) -> [String] {
        tests.isEmpty ? [] : ["--filter", "^(" + tests.joined(separator: "|") + ")\\."]
    }

    /// `tests` split into `count` groups of about equal `weight` — a test count, or the seconds
    /// a run recorded (largest first, each into the lightest group so far); empty groups are
    /// dropped.
    public static func shards(_ tests: [String], count: Int, weight: (String) -> Double) -> [[String]] {
        var groups = Array(repeating: (weight: 0.0, tests: [String]()), count: max(1, count))
        for test in tests.sorted(by: { (weight($0), $1) > (weight($1), $0) }) {
            let lightest = groups.indices.min { groups[$0].weight < groups[$1].weight }!
            groups[lightest].weight += max(0.001, weight(test))
            groups[lightest].tests.append(test)
        }
        return groups.map { $0.tests.sorted() }.filter { !$0.isEmpty }
    }
}

extension String {
    fileprivate var trimmingSlashes: String {
        var text = Substring(self)
        while text.hasSuffix("/") { text = text.dropLast() }
        while text.hasPrefix("/") { text = text.dropFirst() }
        return String(text)
    }
}
