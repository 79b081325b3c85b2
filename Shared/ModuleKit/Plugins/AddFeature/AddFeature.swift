import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-feature NAME`: adds a feature to the
/// package it runs in, in the shape of ModuleKit's getting-started article — its interface
/// (`NAMEInterface`: the context, the events, the routes), the service it needs in a target no
/// feature owns (`NAMEServices`: the protocol, and the items in memory an app starts with), its
/// host-neutral target (`NAME`: the builder and what it depends on, the presenter, the state,
/// the actions) and its tests (`NAMETests`, which pass) — and its views for each host the package
/// uses: with TerminalUI, `NAMETerminal` (a view with its commands, the builder a terminal app
/// registers, and their test); with WebUI, `NAMEWeb` (a view whose buttons post its actions, the
/// builder a web app registers, and their test) — and declares the targets at the end of the
/// package's manifest. When the package
/// depends on depgraph, the feature's target checks the package's boundaries as it builds, by
/// the layer rules of its `depgraph.rules` (written, or given the feature). The package must
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
        // A package that uses the terminal host, or the web host, gets the feature's views for it too.
        let terminal = package.dependencies.contains { $0.package.displayName.lowercased() == "terminalui" }
        let web = package.dependencies.contains { $0.package.displayName.lowercased() == "webui" }
        // A package that uses depgraph checks its boundaries as the feature builds.
        let checked = package.dependencies.contains { $0.package.displayName.lowercased() == "depgraph" }
        let feature = try FeatureTemplate(name: name, terminal: terminal, web: web, checked: checked)
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
        let rules = checked ? try Self.writeRules(adding: name, to: package) : nil
        try (text + feature.manifestAddition).write(to: manifest, atomically: true, encoding: .utf8)
        print(
            "added \(name): \(feature.files.map(\.path).joined(separator: ", ")), and its targets in Package.swift"
        )
        if let rules { print(rules) }
        print("next: swift test --filter \(name)Tests")
    }
}

extension AddFeature {
    /// Writes the package's `depgraph.rules` with feature `name` in its feature layer, beside the
    /// package's other features (each target with a `NAMEInterface` beside it): the whole file
    /// when there is none, else its `layer feature` line. Returns what it did, in one line.
    static func writeRules(adding name: String, to package: Package) throws -> String {
        let names = Set(package.targets.map(\.name))
        // In name order: SwiftPM gives the targets in an order of its own, not the manifest's.
        let features = (package.targets.map(\.name).filter { names.contains($0 + "Interface") } + [name])
            .sorted()
        let url = package.directoryURL.appendingPathComponent("depgraph.rules")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            try FeatureRules.rules(features: features).write(to: url, atomically: true, encoding: .utf8)
            return "wrote depgraph.rules: each build of \(name) checks the package's boundaries first"
        }
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix("layer feature ") }) else {
            return
                "note: depgraph.rules has no 'layer feature' line: add Sources/\(name) to the layer of features"
        }
        let listed = lines[index].split(separator: " ").dropFirst(2).map(String.init)
        let folder = "Sources/\(name)"
        lines[index] = "layer feature    " + Set(listed + [folder]).sorted().joined(separator: " ")
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return "added \(folder) to depgraph.rules' feature layer"
    }
}

/// Why a feature was not added: one line for the person who asked.
struct AddFeatureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
