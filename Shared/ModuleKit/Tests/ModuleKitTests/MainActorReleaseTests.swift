import Testing

@testable import ModuleKitCore

/// What replaced `isolated deinit`: a release on the main actor finishes at once; elsewhere the
/// main actor does it at its next turn.
@Suite struct MainActorReleaseTests {
    @MainActor
    @Test func onTheMainActorAReleaseFinishesAtOnce() {
        #expect(MainActorRelease.isMainThread)
        let finished = Flag()
        MainActorRelease.run { finished.value = true }
        #expect(finished.value)
    }

    @Test func offTheMainActorItFinishesAtTheMainActorsNextTurn() async {
        #expect(!MainActorRelease.isMainThread)
        let finished = Flag()
        MainActorRelease.run { finished.value = true }
        await MainActor.run {}  // the main actor's next turn, and the release's after it
        for _ in 0..<100 where !(await finished.read()) { await Task.yield() }
        #expect(await finished.read())
    }

    @MainActor
    final class Flag {
        var value = false
        func read() -> Bool { value }
    }
}
