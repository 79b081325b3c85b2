import Testing

@testable import ModuleKitCore

extension SessionStateTests {
    /// A screen handed a new context (an UpdatableModule) is put on top as a pushed one is: kept
    /// while it loads, and undone — the place before it restored — when it cannot load.
    @Test func aScreenHandedANewContextIsAnOpeningUndoneWhenItCannotLoad() throws {
        let (home, note, _, navigator) = try screens()
        var state = SessionState()
        let before = place([home, note])
        _ = state.reduce(.settled(shown([home, note]), place: before))
        _ = state.reduce(.asked(.open("notes://note/n9"), showing: showing(), place: before))
        var handed = before
        let failure = ModuleFailure(.notFound, "note n9 not found")
        handed.tabs[0][1] = Place.Screen(
            id: note.id, context: MemoContext(id: "n9", routingContext: "notes"), isLoading: false,
            loadFailure: failure)
        let effects = state.reduce(.settled(shown([home, note], failure: failure), place: handed))
        let back = try #require(restored(effects), "a screen handed a context it cannot load was kept")
        #expect(back.screens.map(\.id) == before.screens.map(\.id))
        #expect(
            (back.tabs[0][1].context as? MemoContext)?.id == "\(note.id)", "the context it had, to hand back")
        #expect(state.untold == [ModuleFailure(.notFound, "cannot open notes://note/n9: note n9 not found")])
        withExtendedLifetime(navigator) {}
    }
}
