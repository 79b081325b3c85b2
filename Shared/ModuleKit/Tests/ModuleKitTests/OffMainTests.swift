import Testing

@testable import ModuleKitCore

/// Code the compiler does not check (Swift 5 mode, `@preconcurrency`) can still call a
/// main-actor API from another thread; a debug build stops there with a message instead of
/// delivering events or rendering off the main actor.
@Suite struct OffMainTests {
    #if DEBUG
        @Test func anEventEmittedOffTheMainActorStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let stream = await EventStream<Int>()
                let emit: @MainActor (Int) -> Void = { stream.emit($0) }
                // What Swift 5 mode allows without a word: the isolation is lost.
                let unchecked = unsafeBitCast(emit, to: (@Sendable (Int) -> Void).self)
                await Task.detached { unchecked(1) }.value
            }
        }

        @Test func aStateUpdateOffTheMainActorStopsADebugBuild() async {
            await #expect(processExitsWith: .failure) {
                let store = await StateStore(0)
                let update: @MainActor () -> Void = { store.update { $0.value = 1 } }
                let unchecked = unsafeBitCast(update, to: (@Sendable () -> Void).self)
                await Task.detached { unchecked() }.value
            }
        }
    #endif
}
