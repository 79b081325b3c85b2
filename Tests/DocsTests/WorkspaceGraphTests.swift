import Foundation
import TestSupport
import Testing

/// The workspace is one graph: every package of the repository is a dependency of the root
/// manifest, so `Scripts/depgraph` (its report, `check`) reads its targets and their imports. A
/// package left out — as the Scripts package was once, when depgraph moved to a package of its
/// own — has imports nobody checks. Fixtures, examples and the feature template are packages of
/// their own on purpose: a stranger's, not the workspace's.
@Suite struct WorkspaceGraphTests {
    /// Folders whose packages are not the workspace's: depgraph's fixtures and the real packages
    /// it is tested on, the examples (strangers' packages, built against releases), the template.
    static let outside = ["Tools/Depgraph/Tests/", "Examples/", "Scripts/templates/"]

    @Test func everyPackageOfTheRepositoryIsADependencyOfTheRoot() async throws {
        let root = DocumentedCode.root
        let manifests = try DocumentedCode.files(withExtension: "swift").filter {
            $0.hasSuffix("/Package.swift") && !Self.outside.contains(where: $0.hasPrefix)
        }
        let packages = Set(manifests.map { String($0.dropLast("/Package.swift".count)) })
        #expect(packages.isSuperset(of: ["Shared/ModuleKit", "Modules/Feed", "Tools/Depgraph", "Scripts"]))
        let dependencies = try await Self.dependencyPaths(of: root)
        for package in packages.sorted() {
            #expect(
                dependencies.contains(root.appendingPathComponent(package).standardizedFileURL.path),
                "\(package) is a package of the repository that the root manifest does not depend on: Scripts/depgraph reads nothing of it"
            )
        }
    }

    /// The paths of the packages the manifest at `root` depends on, as SwiftPM reads it.
    static func dependencyPaths(of root: URL) async throws -> Set<String> {
        let output = try await offThePool { () throws -> Data in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            // A scratch folder of its own: the root's is locked by the `swift test` running this.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID())")
            defer { try? FileManager.default.removeItem(at: scratch) }
            process.arguments = [
                "swift", "package", "dump-package", "--package-path", root.path, "--scratch-path",
                scratch.path,
            ]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            waitForExit(process)
            return data
        }
        struct Manifest: Decodable {
            struct Dependency: Decodable {
                struct Local: Decodable { var path: String }
                var fileSystem: [Local]?
            }
            var dependencies: [Dependency]
        }
        let manifest = try JSONDecoder().decode(Manifest.self, from: output)
        return Set(
            manifest.dependencies.flatMap { $0.fileSystem ?? [] }.map {
                URL(fileURLWithPath: $0.path).standardizedFileURL.path
            })
    }
}
