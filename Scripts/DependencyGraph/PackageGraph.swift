/// A SwiftPM package as the dependency checker sees it: targets, what each declares, what its
/// sources import, and the layer each belongs to.
public struct PackageGraph: Sendable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        public enum Kind: String, Sendable, Hashable, Codable {
            case library, executable, test, plugin, macro, other
        }

        public var name: String
        /// The name sources `import` (SwiftPM's c99name: `feed-demo` is `feed_demo`).
        public var module: String
        public var kind: Kind
        /// The target's folder, relative to the package.
        public var path: String
        /// Source files, relative to `path`.
        public var sources: [String]
        /// Targets of this package it declares as dependencies, by name.
        public var dependencies: [String]
        /// Modules its sources import, with how many files import each.
        public var imports: [String: Int]
        /// Lines in its sources.
        public var lines: Int

        public init(
            name: String, module: String? = nil, kind: Kind, path: String, sources: [String] = [],
            dependencies: [String] = [], imports: [String: Int] = [:], lines: Int = 0
        ) {
            self.name = name
            self.module = module ?? name.replacingDashes
            self.kind = kind
            self.path = path
            self.sources = sources
            self.dependencies = dependencies
            self.imports = imports
            self.lines = lines
        }
    }

    public var name: String
    /// The targets, in the package's order.
    public var targets: [Target]

    public init(name: String, targets: [Target]) {
        self.name = name
        self.targets = targets
    }

    /// The target named `name`.
    public func target(_ name: String) -> Target? { targets.first { $0.name == name } }
}

extension String {
    var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}
