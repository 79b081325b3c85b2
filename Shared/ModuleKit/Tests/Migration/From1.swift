// swift-format-ignore-file
// (A fixture in 1.x's spelling: one old name per line, each line marked at its end.)
// Code in ModuleKit 1.x's spelling, one line per name 2.0 removed or renamed, each marked
// `// 1.x: NAME`. MigrationTests type-checks this file against the ModuleKit just built and
// requires every marked line to fail with an error that says what to write instead
// (`is unavailable: …` or `has been renamed to …`), and every other line to compile. Not part of
// any target. It imports ModuleKit, as 1.x and 2.0 code do (the module that re-exports
// ModuleKitCore and ModuleKitRecording).
import ModuleKit
import ModuleKitTesting
import Testing

// 2.0 spelling: the scene the old lines act on.
enum NoteEvent: Sendable { case saved }
enum NoteAction: ScreenAction {
    case save
    var navigates: Bool { false }
    var words: [String] { ["save"] }
    init?(words: [String]) { return nil }
}
struct NoteContext: BuildContext {
    typealias Event = NoteEvent
    var routingContext: RoutingContext = "notes"
    var deeplinkSegments: [String]? { ["notes"] }
}
struct NoteState: Equatable, Sendable { var text = "" }
@MainActor final class NotePresenter: ModulePresenter {
    let store = StateStore(NoteState())
    func perform(_ action: NoteAction) async throws(ActionRefused) {}
}
@MainActor final class NoteView: ModuleView {
    func render(_ state: NoteState) {}
}

// 1.x: a screen's module assembled in its builder.
let oldNotes = ModuleBuilder<NoteContext>(name: "Notes") { context in
    AssembledModule(context: context) { _ in NotePresenter() } view: { _ in NoteView() }  // 1.x: AssembledModule
}
// 2.0: the builder makes it of a presenter and a view.
let notes = ModuleBuilder<NoteContext>(name: "Notes") { _, _ in NotePresenter() } view: { _ in NoteView() }

@MainActor func oldSpelling(
    session: HostSession, presenter: NotePresenter, module: any ModuleProtocol<NoteContext>,
    modules: ModuleManager, harness: ModuleHarness<NoteContext>, shown: ShownScreens,
    builder: ModuleBuilder<NoteContext>
) async throws {
    _ = session.shownLink  // 1.x: HostSession.shownLink
    session.finishRecording()  // 1.x: HostSession.finishRecording
    await session.finishAsked()  // 1.x: HostSession.finishAsked
    session.recorder = nil  // 1.x: HostSession.recorder

    try await presenter.send(.save)  // 1.x: ModulePresenter.send
    let token = module.events.subscribe { event in print(event) }  // 1.x: EventStream.subscribe
    for await event in module.events.values { print(event) }  // 1.x: EventStream.values
    _ = token

    await modules.idle()  // 1.x: ModuleManager.idle
    await harness.idle()  // 1.x: ModuleHarness.idle
    _ = module.isWorking  // 1.x: ModuleProtocol.isWorking
    _ = shown.succeeded  // 1.x: ShownScreens.succeeded

    let router = DeeplinkRouter(scheme: "notes")  // 1.x: DeeplinkRouter
    try router.register("note") { _, routing in NoteContext(routingContext: routing) }
    _ = HostSession(navigator: session.navigator, router: router, pace: .untilIdle)  // 1.x: HostSession.init(router:)
    _ = session.router  // 1.x: HostSession.router
    try session.navigator.open("notes://note", router: router)  // 1.x: Navigator.open(router:)
    try session.navigator.open("notes://note", router: router, as: .push)  // 1.x: Navigator.open(router:as:)
    _ = try await AppHarness(navigator: session.navigator, router: router)  // 1.x: AppHarness.init(router:)
    try await AppHarness.run(navigator: session.navigator, router: router) { _ in }  // 1.x: AppHarness.run(router:)
    expectLinksRoundTrip(router) { _ in [] }  // 1.x: expectLinksRoundTrip(DeeplinkRouter)
    _ = try await ModuleHarness(builder, NoteContext(), router: router)  // 1.x: ModuleHarness.init(router:)

    // 2.0 spelling compiles: what the messages say to write.
    let routingContext: RoutingContext = "notes"
    modules.listen(to: NoteEvent.self, in: [routingContext]) { event, source in print(event, source); return .handled }
    var links = Deeplinks(scheme: "notes")
    try links.register("note") { _, routing in NoteContext(routingContext: routing) }
    modules.links = links
    _ = try modules.links?.link(for: [NoteContext()])
    _ = session.navigator.modules.links
    try session.navigator.open("notes://note")
    await modules.reachIdlePoint()
    _ = module.isLoading
    _ = shown.notRefused
}
