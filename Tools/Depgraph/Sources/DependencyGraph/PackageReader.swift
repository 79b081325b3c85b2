import Foundation

/// Reads a workspace: the package at a path and every local package it depends on (by path,
/// transitively), each through SwiftPM's own description (`swift package describe --type json`),
/// plus the import declarations of every target's sources. The result is one graph of targets
/// across packages, with paths relative to the root package.
public enum PackageReader {
    /// Why a package could not be read; exit status 2.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        /// A failure that reads `description`.
        public init(_ description: String) { self.description = description }
    }

    /// Reads the package at `packagePath` and every local package it depends on.
    public static func read(packagePath: String) throws -> PackageGraph {
        let root = absolute(packagePath)
        return try read(descriptions: [root: try describe(packagePaths: [root])[0]], root: root)
    }

    /// Builds the graph from the root package's describe JSON; the local packages it names are
    /// described by running swift.
    public static func read(describeJSON: Data, packagePath: String) throws -> PackageGraph {
        let root = absolute(packagePath)
        return try read(descriptions: [root: describeJSON], root: root)
    }

    /// Builds the graph from a workspace document (`{"packages": [describe JSON with "path", …]}`,
    /// the root first), as the SwiftPM plugin writes it: no `swift` process runs.
    public static func read(workspaceJSON: Data) throws -> PackageGraph {
        try read(workspaceJSON: workspaceJSON, describing: describe(packagePaths:))
    }

    /// The same, with the packages the document leaves out described by `describe` (the fuzz
    /// target's refuses them: it runs no process).
    package static func read(workspaceJSON: Data, describing describe: ([String]) throws -> [Data]) throws
        -> PackageGraph
    {
        let object = try? JSONSerialization.jsonObject(with: workspaceJSON) as? [String: Any]
        guard let packages = object?["packages"] as? [[String: Any]], let first = packages.first,
            let rootPath = first["path"] as? String
        else { throw Failure("not a workspace description: expected {\"packages\": [{\"path\": …}, …]}") }
        var descriptions: [String: Data] = [:]
        for package in packages {
            guard let path = package["path"] as? String else { continue }
            descriptions[absolute(path)] = try JSONSerialization.data(withJSONObject: package)
        }
        return try read(descriptions: descriptions, root: absolute(rootPath), describing: describe)
    }

    /// The output of `swift package describe --type json` for every path, in path order: from
    /// the cache when the package did not change, else from swift, every uncached path at once.
    public static func describe(packagePaths: [String]) throws -> [Data] {
        let cached = packagePaths.map(DescribeCache.lookup)
        let commands = try zip(packagePaths, cached).map { path, cached in
            cached == nil
                ? try ChildProcess(
                    "swift", ["package", "--package-path", path, "describe", "--type", "json"]) : nil
        }
        return try zip(packagePaths, zip(cached, commands)).map { path, found in
            if let description = found.0 { return description }
            let result = found.1!.wait()
            guard result.status == 0 else {
                throw Failure("cannot read the package at \(path): \(result.firstErrorLine)")
            }
            DescribeCache.store(result.output, for: path)
            return result.output
        }
    }

    // MARK: Reading descriptions

    private struct Description: Decodable {
        struct Dependency: Decodable {
            var path: String?
            var type: String?
        }
        struct Product: Decodable {
            var name: String
            var targets: [String]
        }
        struct Target: Decodable {
            var name: String
            var c99name: String?
            var type: String
            var path: String
            var sources: [String]?
            var targetDependencies: [String]?
            var productDependencies: [String]?

            enum CodingKeys: String, CodingKey {
                case name, c99name, type, path, sources
                case targetDependencies = "target_dependencies"
                case productDependencies = "product_dependencies"
            }
        }
        var name: String
        var dependencies: [Dependency]?
        var products: [Product]?
        var targets: [Target]
    }

    private static func decode(_ data: Data) throws -> Description {
        do {
            // `swift package describe` may print notes before the JSON object.
            let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
            return try JSONDecoder().decode(Description.self, from: data[start...])
        } catch {
            throw Failure("not a SwiftPM package description: \(error)")
        }
    }

    /// Reads `descriptions` (the root's, at least), describes the local packages they depend on
    /// level by level, then joins every package's targets into one graph.
    private static func read(
        descriptions known: [String: Data], root: String,
        describing describe: ([String]) throws -> [Data] = describe(packagePaths:)
    ) throws -> PackageGraph {
        var packages: [(path: String, description: Description)] = []
        var seen = Set<String>()
        var level = [root]
        var pending = known
        while !level.isEmpty {
            let missing = level.filter { pending[$0] == nil }
            for (path, data) in zip(missing, try describe(missing)) { pending[path] = data }
            var next: [String] = []
            for path in level {
                seen.insert(path)
                let description = try decode(pending[path]!)
                packages.append((path, description))
                for dependency in description.dependencies ?? [] where dependency.type == "fileSystem" {
                    guard let dependencyPath = dependency.path.map(absolute) else { continue }
                    if !seen.contains(dependencyPath) && !level.contains(dependencyPath)
                        && !next.contains(dependencyPath)
                    {
                        next.append(dependencyPath)
                    }
                }
            }
            level = next
        }

        // A product names the targets it holds, whichever package declares it.
        var productTargets: [String: [String]] = [:]
        for (_, description) in packages {
            for product in description.products ?? [] where productTargets[product.name] == nil {
                productTargets[product.name] = product.targets
            }
        }

        var targets: [String: PackageGraph.Target] = [:]
        var order: [String] = []
        for (path, description) in packages {
            let folder = relative(path, to: root)
            for target in description.targets {
                let targetPath = folder == "." ? target.path : folder + "/" + target.path
                // The root may run a package's tests from its own manifest (one build for
                // everything): the package's own declaration of that target is the one checked.
                if let existing = targets[target.name] {
                    guard existing.path == targetPath else {
                        throw Failure(
                            "two packages declare a target named \(target.name.onOneLine): \(existing.path.onOneLine) and \(targetPath.onOneLine)"
                        )
                    }
                    if path == root { continue }
                } else {
                    order.append(target.name)
                }
                targets[target.name] = scan(
                    target, package: description.name, path: targetPath, root: root,
                    dependencies: (target.targetDependencies ?? [])
                        + (target.productDependencies ?? []).flatMap { productTargets[$0] ?? [$0] })
            }
        }
        let graphPackages = packages.map {
            PackageGraph.Package(
                name: $0.description.name, path: relative($0.path, to: root),
                declares: $0.description.targets.map(\.name))
        }
        let used = usedFromTheRootsFolder(targets)
        return PackageGraph(
            name: packages[0].description.name, packages: graphPackages,
            targets: order.compactMap { targets[$0] }.filter { used.contains($0.name) }.sorted {
                $0.name < $1.name
            })
    }

    /// The names of the targets in the root's folder, and of those of packages outside it (a
    /// stranger's dependencies, as one by URL is) that they use, directly or not — by a declared
    /// dependency or an import. A dependency's fuzz targets, tools and tests, which nothing of
    /// the root uses, are none of the root's graph.
    private static func usedFromTheRootsFolder(_ targets: [String: PackageGraph.Target]) -> Set<String> {
        let byModule = Dictionary(targets.values.map { ($0.module, $0.name) }) { first, _ in first }
        var used = Set(targets.values.filter { !Analysis.isOutsideRoot($0.path) }.map(\.name))
        var next = Array(used)
        while let name = next.popLast() {
            guard let target = targets[name] else { continue }
            for dependency in target.dependencies + target.imports.keys.compactMap({ byModule[$0] })
            where targets[dependency] != nil && used.insert(dependency).inserted {
                next.append(dependency)
            }
        }
        return used
    }

    private static func scan(
        _ target: Description.Target, package: String, path: String, root: String, dependencies: [String]
    ) -> PackageGraph.Target {
        var imports: [String: Int] = [:]
        var importLines: [PackageGraph.Import] = []
        var macroModules = Set<String>()
        var lines = 0
        let sources = (target.sources ?? []).filter { $0.hasSuffix(".swift") }
        var declaresCode = sources.isEmpty
        for source in sources {
            let url = URL(fileURLWithPath: location(of: path, root: root)).appendingPathComponent(source)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                declaresCode = true  // unread: assume it does
                continue
            }
            lines += text.utf8.reduce(into: 0) { count, byte in if byte == 10 { count += 1 } }  // CR LF too
            let scan = ImportScanner.scan(text)
            for module in Set(scan.imports.map(\.module)) { imports[module, default: 0] += 1 }
            importLines += scan.imports.map {
                PackageGraph.Import(
                    module: $0.module, file: path + "/" + source, line: $0.line, exported: $0.exported,
                    conditional: $0.conditional)
            }
            macroModules.formUnion(scan.macroModules)
            declaresCode = declaresCode || scan.declaresCode
        }
        var unique: [String] = []
        for dependency in dependencies where !unique.contains(dependency) { unique.append(dependency) }
        // A system library's module is the one its module map declares (`CZLib`'s may be `CZlib`).
        let module =
            target.type == "system-target"
            ? moduleMapModule(in: location(of: path, root: root)) : nil
        return PackageGraph.Target(
            name: target.name, module: module ?? target.c99name ?? target.name.replacingDashes,
            kind: PackageGraph.Target.Kind(rawValue: target.type) ?? .other, package: package, path: path,
            sources: target.sources ?? [], dependencies: unique, imports: imports, importLines: importLines,
            lines: lines, macroModules: macroModules, declaresCode: declaresCode)
    }

    /// The first module `folder/module.modulemap` declares (`module CZlib {`, `framework module
    /// X`, …), if it can be read.
    static func moduleMapModule(in folder: String) -> String? {
        guard let text = try? String(contentsOfFile: folder + "/module.modulemap", encoding: .utf8) else {
            return nil
        }
        let code = ImportScanner.codeLines(text)
        for line in code {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "{" })
            guard let index = words.firstIndex(of: "module"), index + 1 < words.count else { continue }
            let name = words[index + 1]
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
        }
        return nil
    }

    // MARK: Paths

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Where a graph's `path` (relative to the root package at `root`, or absolute for a package
    /// outside the root's folder, as a sub-package's dependencies are) is on disk.
    public static func location(of path: String, root: String) -> String {
        if path.hasPrefix("/") { return path }
        return path == "." ? root : root + "/" + path
    }

    /// `path` relative to `root` (both absolute), or `path` itself when it is outside `root`.
    static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
