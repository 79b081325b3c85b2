import Foundation
import TestSupport
import Testing

/// A 1.x user of TerminalUI moving to 2.0 meets compiler errors that each say what to write
/// instead: Tests/Migration/From1.swift is type-checked against the TerminalUI these tests were
/// built with, and the compiler's own words are read.
@Suite struct MigrationTests {
    @Test func everyNameOf1xFailsToCompileWithAnErrorThatNamesItsFix() async throws {
        let fixture = try MigrationFixture(
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Migration/From1.swift"), version: "1.x")
        for name in [
            "LineEditorInput", "Screen.showsContent", "TerminalShell.init(pacing:)", "TerminalShell.pacing",
        ] {
            #expect(
                fixture.marked.values.contains { $0.hasPrefix(name) }, "the fixture has no line for \(name)")
        }
        let modules = try #require(
            SwiftCompiler.builtModulesFolder(holding: "TerminalHost"),
            "no TerminalHost.swiftmodule next to the test binary to type-check against")
        for problem in try await fixture.problems(against: modules) { Issue.record("\(problem)") }
    }
}
