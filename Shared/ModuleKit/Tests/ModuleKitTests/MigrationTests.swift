import Foundation
import TestSupport
import Testing

/// A 1.x user moving to 2.0 meets compiler errors that each say what to write instead:
/// Tests/Migration/From1.swift, one line per removed or renamed name, is type-checked against
/// the ModuleKit these tests were built with, and the compiler's own words are read.
@Suite struct MigrationTests {
    @Test func everyNameOf1xFailsToCompileWithAnErrorThatNamesItsFix() async throws {
        let fixture = try MigrationFixture("Migration/From1.swift", inTestsOf: #filePath, version: "1.x")
        // The names 2.0 took away, at least: each has its line.
        let names = [
            "HostSession.shownLink", "HostSession.finishRecording", "HostSession.finishAsked",
            "HostSession.recorder",
            "ModulePresenter.send", "EventStream.subscribe", "EventStream.values",
            "ModuleManager.idle", "ModuleHarness.idle", "ModuleProtocol.isWorking", "ShownScreens.succeeded",
            "DeeplinkRouter", "AssembledModule", "HostSession.init(router:)", "Navigator.open(router:)",
            "AppHarness.run(router:)",
        ]
        for problem in try await fixture.problems(naming: names, againstTheBuilt: "ModuleKit") {
            Issue.record("\(problem)")
        }
    }

    /// Met moving a 1.x app (issue 87): the messages showed a listener as `{ event in … }`, which
    /// no listener is, and the migration table wrote `in: [context]` where they wrote
    /// `in: [routingContext]`. The messages show one as 2.0 writes it (the fixture compiles it),
    /// the table says what they say, and the links they point to are said to be optional.
    @Test func theMessagesWriteWhatCompilesAndTheMigrationTableSaysTheSame() async throws {
        let fixture = try MigrationFixture("Migration/From1.swift", inTestsOf: #filePath, version: "1.x")
        let modules = try #require(SwiftCompiler.builtModulesFolder(holding: "ModuleKit"))
        let fixes = try await fixture.fixes(against: modules)
        let listen =
            "modules.listen(to: Event.self, in: [routingContext]) { event, source in …; return .handled }"
        for name in ["EventStream.subscribe", "EventStream.values"] {
            #expect(fixes[name]?.contains { $0.contains(listen) } == true, "\(name): \(fixes[name] ?? [])")
        }
        for name in ["DeeplinkRouter", "HostSession.router"] {
            #expect(
                fixes[name]?.contains { $0.contains("an optional") } == true, "\(name): \(fixes[name] ?? [])")
        }
        let changelog = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let table = changelog.split(separator: "\n").filter { $0.hasPrefix("| `module.events.subscribe") }
        #expect(table.count == 1 && table[0].contains("`\(listen)`"), "\(table)")
    }

    @Test func anErrorNamesItsFixWhenItSaysWhatToWriteInstead() {
        #expect(MigrationFixture.namesItsFix("error: 'NoEvent' has been renamed to 'Never'"))
        #expect(MigrationFixture.namesItsFix("error: 'drive' is unavailable: write follow(_:)"))
        #expect(!MigrationFixture.namesItsFix("error: cannot find type 'NoEvent' in scope"))
        #expect(
            !MigrationFixture.namesItsFix(
                "error: 'source(of:)' is inaccessible due to 'package' protection level"))
        #expect(
            !MigrationFixture.namesItsFix("error: 'drive' is unavailable"),
            "unavailable with no message says no fix")
    }
}
