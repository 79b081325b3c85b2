import Foundation
import PackagePlugin

/// The package graph SwiftPM gives a plugin, as depgraph's `--workspace-json` reads it: the one
/// translation every depgraph plugin shares (each plugin's folder links this file).
enum WorkspaceDescription {
    /// `root` and every local package below it, each once, `root` first: the packages depgraph
    /// reads.
    static func packages(below root: Package) -> [Package] {
        var packages: [Package] = []
        var seen = Set<String>()
        var pending = [root]
        while let package = pending.popLast() {
            guard seen.insert(package.directoryURL.path).inserted else { continue }
            pending += localDependencies(of: package)
            packages.append(package)
        }
        return packages
    }

    /// The packages `package` depends on by path.
    static func localDependencies(of package: Package) -> [Package] {
        package.dependencies.map(\.package).filter { dependency in
            if case .local = dependency.origin { return true }
            return false
        }
    }

    /// `root` and every local package below it, each as `swift package describe --type json`
    /// would write it: what depgraph's `--workspace-json` reads.
    static func describe(_ root: Package) -> [[String: Any]] {
        packages(below: root).map { package in
            [
                "name": package.displayName,
                "path": package.directoryURL.path,
                "dependencies": localDependencies(of: package).map {
                    ["type": "fileSystem", "path": $0.directoryURL.path]
                },
                "products": package.products.map { ["name": $0.name, "targets": $0.targets.map(\.name)] },
                "targets": package.targets.map { describe($0, in: package) },
            ]
        }
    }

    static func describe(_ target: Target, in package: Package) -> [String: Any] {
        let folder = target.directoryURL.path
        let relative =
            folder.hasPrefix(package.directoryURL.path + "/")
            ? String(folder.dropFirst(package.directoryURL.path.count + 1)) : folder
        var description: [String: Any] = [
            "name": target.name, "path": relative, "type": "other",
            "target_dependencies": target.dependencies.compactMap { dependency -> String? in
                if case .target(let target) = dependency { return target.name }
                return nil
            },
            "product_dependencies": target.dependencies.compactMap { dependency -> String? in
                if case .product(let product) = dependency { return product.name }
                return nil
            },
        ]
        if let module = target as? SourceModuleTarget {
            description["c99name"] = module.moduleName
            description["sources"] = module.sourceFiles.map { file in
                let path = file.url.path
                return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
            }
            switch module.kind {
            case .executable: description["type"] = "executable"
            case .test: description["type"] = "test"
            case .macro: description["type"] = "macro"
            default: description["type"] = "library"
            }
        }
        return description
    }
}
