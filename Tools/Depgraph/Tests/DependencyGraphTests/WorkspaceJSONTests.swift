import Foundation
import Testing

@testable import DependencyGraph

/// The document the SwiftPM plugin writes: every package's description, no swift run.
@Suite struct WorkspaceJSONTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Workspace").path

    static var document: Data {
        let root = fixture
        let alpha = fixture + "/Modules/Alpha"
        let workspace: [String: Any] = [
            "packages": [
                [
                    "name": "Workspace", "path": root,
                    "dependencies": [["type": "fileSystem", "path": alpha]],
                    "products": [],
                    "targets": [
                        [
                            "name": "app", "c99name": "app", "type": "executable", "path": "App/Sources",
                            "sources": ["Root.swift", "Stray.swift", "main.swift"], "target_dependencies": [],
                            "product_dependencies": ["Alpha", "AlphaInterface"],
                        ],
                        [
                            "name": "AlphaTests", "c99name": "AlphaTests", "type": "test",
                            "path": "Modules/Alpha/Tests",
                            "sources": [], "target_dependencies": [],
                            "product_dependencies": ["Alpha", "AlphaInterface"],
                        ],
                    ],
                ],
                [
                    "name": "Alpha", "path": alpha, "dependencies": [],
                    "products": [
                        ["name": "Alpha", "targets": ["Alpha"]],
                        ["name": "AlphaInterface", "targets": ["AlphaInterface"]],
                    ],
                    "targets": [
                        [
                            "name": "AlphaInterface", "type": "library", "path": "Interface",
                            "sources": ["AlphaContext.swift"],
                        ],
                        [
                            "name": "Alpha", "type": "library", "path": "Sources",
                            "sources": ["AlphaFeature.swift"],
                            "target_dependencies": ["AlphaInterface"],
                        ],
                    ],
                ],
            ]
        ]
        return try! JSONSerialization.data(withJSONObject: workspace)
    }

    @Test func aWorkspaceDocumentIsReadWithoutRunningSwift() throws {
        let graph = try PackageReader.read(workspaceJSON: Self.document)
        #expect(graph.packages.map(\.path) == [".", "Modules/Alpha"])
        #expect(graph.target("app")?.dependencies == ["Alpha", "AlphaInterface"])
        #expect(graph.target("Alpha")?.path == "Modules/Alpha/Sources")
        #expect(
            graph.target("app")?.importLines.contains { $0.file == "App/Sources/Stray.swift" && $0.line == 2 }
                == true)
    }

    @Test func theRootsCopyOfAPackagesTestTargetIsNotHeldToExactDependencies() throws {
        let analysis = Analysis(
            try PackageReader.read(workspaceJSON: Self.document), rules: .none, strict: true)
        let tests = try #require(analysis.graph.target("AlphaTests"))
        #expect(analysis.isMirror(tests))
        #expect(!analysis.findings.contains { $0.from == "AlphaTests" })
    }

    @Test func aDocumentWithoutPackagesIsRefused() {
        #expect(throws: PackageReader.Failure.self) { try PackageReader.read(workspaceJSON: Data("{}".utf8)) }
    }
}
