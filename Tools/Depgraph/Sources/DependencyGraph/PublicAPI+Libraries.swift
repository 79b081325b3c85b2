/// Which libraries `--api` reads, and what it builds before it reads them.
extension PublicAPI {
    /// The library targets (with Swift sources) whose API `--api` reads: those `modules` names,
    /// else the package's own — the root's and those of the local packages inside its folder.
    /// A dependency's (a package outside the root's folder, as one by URL is) is its authors' to
    /// check, and reading it built what the package's own build never needs.
    public static func libraries(in graph: PackageGraph, modules: [String]? = nil) -> [PackageGraph.Target] {
        graph.targets.filter { target in
            guard target.kind == .library, target.sources.contains(where: { $0.hasSuffix(".swift") }) else {
                return false
            }
            return modules.map { $0.contains(target.module) } ?? !Analysis.isOutsideRoot(target.path)
        }
    }

    /// What `--api` builds before it reads some libraries, in the package's own build folder: the
    /// package's own build, and a build of each library that one does not reach.
    public struct Builds: Sendable, Equatable {
        /// Whether to run the root package's own build (`swift build`): it has targets of its own
        /// besides tests, and builds libraries read. Built already, it builds nothing.
        public var root: Bool
        /// The libraries to build one by one (`swift build --target`): those read that the root's
        /// build does not reach and no other of them depends on — a workspace's features, whose
        /// root declares only tests.
        public var targets: [String]

        /// The builds `root` and `targets`.
        public init(root: Bool, targets: [String]) {
            self.root = root
            self.targets = targets
        }

        /// Each build as the arguments of `swift` for the package at `packagePath`, in order:
        /// `build --package-path DIR`, then `build --package-path DIR --target NAME` each.
        public func arguments(packagePath: String) -> [[String]] {
            let build = ["build", "--package-path", packagePath]
            return (root ? [build] : []) + targets.map { build + ["--target", $0] }
        }
    }

    /// What to build before reading `libraries` (from ``libraries(in:modules:)``): each `swift
    /// build` costs a second or two even when it builds nothing, so one build of the root, where
    /// it reaches them, stands for many of single targets.
    public static func builds(for libraries: [PackageGraph.Target], in graph: PackageGraph) -> Builds {
        // What the root's `swift build` compiles for the target platform: its targets other than
        // tests and what they depend on — not through a plugin or a macro, built for the host.
        let built: Set<PackageGraph.Target.Kind> = [.library, .executable, .other]
        let roots = graph.targets.filter { $0.package == graph.name && built.contains($0.kind) }
        var reached = Set(roots.map(\.name))
        var stack = roots.flatMap(\.dependencies)
        while let name = stack.popLast() {
            guard let target = graph.target(name), built.contains(target.kind),
                reached.insert(name).inserted
            else { continue }
            stack += target.dependencies
        }
        let unreached = libraries.filter { !reached.contains($0.name) }
        return Builds(
            root: libraries.contains { reached.contains($0.name) }, targets: outermost(unreached, in: graph))
    }

    /// The names of `targets` that no other of them depends on, directly or not: building these
    /// builds them all.
    static func outermost(_ targets: [PackageGraph.Target], in graph: PackageGraph) -> [String] {
        var below: Set<String> = []
        var stack = targets.flatMap(\.dependencies)
        while let name = stack.popLast() {
            guard below.insert(name).inserted else { continue }
            stack += graph.target(name)?.dependencies ?? []
        }
        return targets.map(\.name).filter { !below.contains($0) }
    }
}
