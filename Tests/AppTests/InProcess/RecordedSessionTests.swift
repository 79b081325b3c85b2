import Foundation
import ModuleKitCore
import ModuleKitRecording
import ModuleKitTesting
import Testing

@testable import App

/// People's sessions, recorded with `mosaic --record` and kept in Tests/AppTests/Recordings,
/// replayed on the app as it is now: each a regression test that names the first step whose
/// outcome changed.
@MainActor
@Suite struct RecordedSessionTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Recordings")

    nonisolated static let names = [
        "a-like-then-back", "a-failing-service", "links-that-cannot-open", "settings-changed",
        "on-a-data-directory",
    ]

    @Test(arguments: names)
    func aRecordedSessionReplaysTheSame(_ name: String) async throws {
        let text = try String(
            contentsOf: Self.folder.appendingPathComponent(name + ".jsonl"), encoding: .utf8)
        let recording = try SessionRecording(parsing: text)
        #expect(recording.app == "mosaic" && !recording.steps.isEmpty)
        let (services, cleanUp) = try RecordedSetup.services(for: recording.setup)
        defer { cleanUp() }
        try await InProcessApp.run(services: services) { app in
            if let start = recording.setup["start"] { await app.open(start) }
            await app.replay(recording)
        }
    }

    @Test func everyRecordingKeptIsReplayed() throws {
        let kept = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }
        #expect(Set(kept) == Set(Self.names))
    }
}
