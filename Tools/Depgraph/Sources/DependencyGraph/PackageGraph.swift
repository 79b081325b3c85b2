/// A SwiftPM workspace as the dependency checker sees it: the root package and the local
/// packages it depends on, their targets, what each declares, what its sources import, and
/// the layer each belongs to.
public struct PackageGraph: Sendable {
    /// One package of the workspace.
    public struct Package: Sendable, Hashable, Codable {
        /// The package's name.
        public var name: String
        /// Its folder, relative to the root package (`.` for the root itself).
        public var path: String
        /// The targets its manifest declares, by name: its own, and for a root that runs other
        /// packages' tests in one build, those test targets too. What a change to the manifest
        /// touches. Not part of the JSON report.
        public var declares: [String]

        /// A package named `name` in folder `path`, declaring `declares`.
        public init(name: String, path: String, declares: [String] = []) {
            self.name = name
            self.path = path
            self.declares = declares
        }

        enum CodingKeys: String, CodingKey { case name, path }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                name: try container.decode(String.self, forKey: .name),
                path: try container.decode(String.self, forKey: .path))
        }
    }

    /// One import declaration: which module, where.
    public struct Import: Sendable, Hashable {
        /// The module imported.
        public var module: String
        /// The source file, relative to the root package.
        public var file: String
        /// 1-based.
        public var line: Int
        /// `@_exported import`: a target that imports this one sees `module` too.
        public var exported: Bool
        /// Inside a `#if` branch a build as written does not take (``ImportScanner/Found/conditional``):
        /// it needs no declared dependency.
        public var conditional: Bool

        /// `module`, imported at `file`:`line`.
        public init(
            module: String, file: String, line: Int, exported: Bool = false, conditional: Bool = false
        ) {
            self.module = module
            self.file = file
            self.line = line
            self.exported = exported
            self.conditional = conditional
        }
    }

    /// One target of the package.
    public struct Target: Sendable, Hashable {
        /// What a target builds.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A library (regular target).
            case library
            /// An executable.
            case executable
            /// Tests.
            case test
            /// A package plugin.
            case plugin
            /// A macro.
            case macro
            /// A snippet (SwiftPM makes it, depending on every library of its package).
            case snippet
            /// Anything else (system libraries, binaries).
            case other
        }

        /// The target's name.
        public var name: String
        /// The name sources `import` (SwiftPM's c99name: `feed-demo` is `feed_demo`).
        public var module: String
        /// What it builds.
        public var kind: Kind
        /// The package that declares it.
        public var package: String
        /// The target's folder, relative to the root package.
        public var path: String
        /// Source files, relative to `path`.
        public var sources: [String]
        /// Targets it declares as dependencies, by name: targets of its own package, and the
        /// targets of the products it names from other packages.
        public var dependencies: [String]
        /// Modules its sources import, with how many files import each.
        public var imports: [String: Int]
        /// Every import declaration of its sources, with file and line.
        public var importLines: [Import]
        /// Lines in its sources.
        public var lines: Int
        /// The macro modules its `#externalMacro` declarations name.
        public var macroModules: Set<String>
        /// Whether its Swift sources declare anything (``ImportScanner/Scan/declaresCode``); true
        /// for a target without Swift sources.
        public var declaresCode: Bool

        /// A target with these properties.
        public init(
            name: String, module: String? = nil, kind: Kind, package: String = "", path: String,
            sources: [String] = [], dependencies: [String] = [], imports: [String: Int] = [:],
            importLines: [Import] = [], lines: Int = 0, macroModules: Set<String> = [],
            declaresCode: Bool = true
        ) {
            self.name = name
            self.module = module ?? name.replacingDashes
            self.kind = kind
            self.package = package
            self.path = path
            self.sources = sources
            self.dependencies = dependencies
            self.imports = imports
            self.importLines = importLines
            self.lines = lines
            self.macroModules = macroModules
            self.declaresCode = declaresCode
        }
    }

    /// The root package's name.
    public var name: String
    /// The root package first, then the local packages it depends on.
    public var packages: [Package]
    /// The targets of every package, by name.
    public var targets: [Target]

    /// A graph of `targets`; without `packages`, one root package named `name`.
    public init(name: String, packages: [Package]? = nil, targets: [Target]) {
        self.name = name
        self.packages = packages ?? [Package(name: name, path: ".")]
        self.targets = targets
    }

    /// The target named `name`.
    public func target(_ name: String) -> Target? { targets.first { $0.name == name } }
}

extension String {
    var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}
