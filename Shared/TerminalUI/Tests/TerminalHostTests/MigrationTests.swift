import TestSupport
import Testing

/// A 1.x user of TerminalUI moving to 2.0 meets compiler errors that each say what to write
/// instead: Tests/Migration/From1.swift is type-checked against the TerminalUI these tests were
/// built with, and the compiler's own words are read.
@Suite struct MigrationTests {
    @Test func everyNameOf1xFailsToCompileWithAnErrorThatNamesItsFix() async throws {
        let fixture = try MigrationFixture("Migration/From1.swift", inTestsOf: #filePath, version: "1.x")
        let names = [
            "LineEditorInput", "Screen.showsContent", "TerminalShell.init(pacing:)", "TerminalShell.pacing",
        ]
        for problem in try await fixture.problems(naming: names, againstTheBuilt: "TerminalHost") {
            Issue.record("\(problem)")
        }
    }
}
