import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-feature NAME`: adds a feature to the
/// package it runs in, in the shape of ModuleKit's getting-started article — its interface
/// (`NAMEInterface`: the context, the events, the routes), its host-neutral target (`NAME`: the
/// builder and what it depends on, the presenter, the state, the actions) and its tests
/// (`NAMETests`, which pass) — and, when the package depends on TerminalUI, its terminal views
/// (`NAMETerminal`: a view with its commands, the builder a terminal app registers, and their
/// test) — and declares the targets at the end of the package's manifest. The package must
/// depend on ModuleKit already; nothing is written when a name is taken.
@main
struct AddFeature: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.count == 1, let name = arguments.first, name != "--help", name != "-h" else {
            throw AddFeatureError(
                "usage: swift package --allow-writing-to-package-directory add-feature NAME (a Swift type name, such as Books)"
            )
        }
        let package = context.package
        // A package that uses the terminal host gets the feature's terminal views too.
        let terminal = package.dependencies.contains { $0.package.displayName.lowercased() == "terminalui" }
        let feature = try FeatureTemplate(name: name, terminal: terminal)
        guard package.dependencies.contains(where: { $0.package.displayName.lowercased() == "modulekit" })
        else {
            throw AddFeatureError(
                "\(package.displayName) does not depend on ModuleKit: add it to the manifest's dependencies first (.package(url: \"https://github.com/mosaic-swift/ModuleKit.git\", from: \"1.0.0\"), or .package(path: …))"
            )
        }
        let taken = Set(package.targets.map(\.name))
        for target in feature.targetNames where taken.contains(target) {
            throw AddFeatureError("\(package.displayName) has a target named \(target) already")
        }
        let root = package.directoryURL
        let files = FileManager.default
        for (path, _) in feature.files where files.fileExists(atPath: root.appendingPathComponent(path).path)
        {
            throw AddFeatureError("\(path) exists already")
        }
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        guard text.contains("let package = Package(") else {
            throw AddFeatureError(
                "Package.swift declares no `let package = Package(`: add the targets by hand")
        }
        for (path, contents) in feature.files {
            let url = root.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        try (text + feature.manifestAddition).write(to: manifest, atomically: true, encoding: .utf8)
        print(
            "added \(name): \(feature.files.map(\.path).joined(separator: ", ")), and its targets in Package.swift"
        )
        print("next: swift test --filter \(name)Tests")
    }
}

/// Why a feature was not added: one line for the person who asked.
struct AddFeatureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
