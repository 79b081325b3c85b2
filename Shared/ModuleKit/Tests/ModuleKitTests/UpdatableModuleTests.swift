import ModuleKitTesting
import Testing

@testable import ModuleKitCore

/// A reader of one note (`notes://read/ID`): a screen that takes a link to another note while it
/// is on top (MERLin's updatable module).
struct ReaderContext: BuildContext {
    var id: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["read", id] }
}

@MainActor
final class ReaderPresenter: UpdatablePresenter {
    let store: StateStore<MemoState>
    let notebook: Notebook
    /// The contexts it was handed, in order.
    private(set) var handed: [String] = []

    init(id: String, notebook: Notebook) {
        store = StateStore(MemoState(id: id))
        self.notebook = notebook
    }

    func load() async {
        let id = store.state.id
        await notebook.pass()
        // Handed another note meanwhile: the refresh that follows reads that one.
        guard id == store.state.id else { return }
        guard let text = notebook.notes[id] else {
            return store.update { $0.error = ModuleFailure(.notFound, "note \(id) not found") }
        }
        store.update {
            $0.text = text
            $0.error = nil
        }
    }

    func refresh() async {
        await load()
    }

    func updateContext(to context: ReaderContext) {
        handed.append(context.id)
        store.update { $0.value = MemoState(id: context.id) }
    }

    func perform(_ action: Never) async throws(ActionRefused) {}
}

/// A screen handed a new link, not a second screen: when a link that begins with no tab's root
/// names a screen of the kind on top, and that screen is an UpdatableModule, it is handed the
/// link's context — its link written back the new one, its refresh reading it — and a context
/// that cannot load is undone by handing back the one it had.
@MainActor
@Suite struct UpdatableModuleTests {
    let notebook = Notebook(["home": "hello", "other": "elsewhere", "n1": "first", "n2": "second"])

    typealias Reader = PresentedModule<ReaderContext, ReaderPresenter, MemoView>

    /// The notes app, with readers.
    func app() throws -> Navigator {
        let navigator = try MemosApp.make(notebook)
        try navigator.modules.register(
            ModuleBuilder<ReaderContext>(name: "Reader") { [notebook] context, _ in
                ReaderPresenter(id: context.id, notebook: notebook)
            } view: { _ in
                MemoView()
            })
        try navigator.modules.links?.register("read/{id}") { parameters, routing in
            ReaderContext(id: parameters["id"], routingContext: routing)
        }
        return navigator
    }

    @Test func theScreenOnTopOfTheLinksKindIsHandedItsContextNotASecondCopy() async throws {
        let navigator = try app()
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://read/n1")
            app.expectShown("notes://note/home/read/n1")
            let reader = try #require(navigator.top)
            await app.open("notes://read/n2")
            app.expectShown("notes://note/home/read/n2")
            #expect(navigator.visibleStack.count == 2 && navigator.top?.id == reader.id, "the same screen")
            let module = try #require(navigator.top?.module as? Reader)
            #expect(module.presenter.handed == ["n2"])
            #expect(module.presenter.store.state.text == "second", "its refresh read the new note")
        }
    }

    @Test func theLinksOtherScreensArePushedOverTheScreenHandedTheFirst() async throws {
        let navigator = try app()
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://read/n1")
            let reader = try #require(navigator.top?.id)
            await app.open("notes://read/n2/note/n1")
            app.expectShown("notes://note/home/read/n2/note/n1")
            #expect(navigator.visibleStack[1].id == reader)
        }
    }

    /// Only a screen that says it takes another context is handed one: a note's screen is not.
    @Test func aScreenThatTakesNoNewContextHasTheLinksScreenPushedOverIt() async throws {
        let navigator = try app()
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://note/n1")
            await app.open("notes://note/n2")
            app.expectShown("notes://note/home/note/n1/note/n2")
        }
    }

    @Test func aNewContextThatCannotLoadIsUndoneTheScreenHandedBackItsOwn() async throws {
        let navigator = try app()
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://read/n1")
            let reader = try #require(navigator.top?.id)
            await app.open("notes://read/n9")
            app.expectFailures([ModuleFailure(.notFound, "cannot open notes://read/n9: note n9 not found")])
            app.expectShown("notes://note/home/read/n1")
            #expect(navigator.top?.id == reader, "the same screen, not one built again")
            let module = try #require(navigator.top?.module as? Reader)
            #expect(module.presenter.handed == ["n9", "n1"])
            #expect(module.presenter.store.state.text == "first" && module.loadFailure == nil)
        }
    }

    /// All or nothing: a link handed to the top screen whose next screen cannot load is undone
    /// whole, the screen handed back its own context.
    @Test func aLinkHandedToTheTopWhoseNextScreenCannotLoadIsUndoneWhole() async throws {
        let navigator = try app()
        try await AppHarness.run(navigator: navigator) { app in
            await app.open("notes://read/n1")
            let reader = try #require(navigator.top?.id)
            await app.open("notes://read/n2/note/n9")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open notes://read/n2/note/n9: note n9 not found")
            ])
            app.expectShown("notes://note/home/read/n1")
            #expect(navigator.top?.id == reader)
            let module = try #require(navigator.top?.module as? Reader)
            #expect(module.presenter.store.state.text == "first")
        }
    }

    /// Without a session too: a navigator hands the context, and the module's refresh follows its
    /// load still running.
    @Test func aNavigatorHandsTheContextAndTheRefreshFollowsTheLoad() async throws {
        let navigator = try app()
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        notebook.hold()
        try navigator.open("notes://read/n1")
        try navigator.open("notes://read/n2")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        let module = try #require(navigator.top?.module as? Reader)
        #expect(module.context.id == "n2" && module.presenter.store.state.text == "second")
    }

    /// A screen handed a context while its load still runs reads it after that load.
    @Test func aNewContextHandedDuringTheLoadIsReadOnceTheLoadEnded() async throws {
        let navigator = try app()
        try navigator.start()
        await navigator.modules.reachIdlePoint()
        let session = HostSession(navigator: navigator, pace: .interactive)
        session.grace = .milliseconds(1)
        notebook.hold()
        _ = await session.step(.open("notes://read/n1"))
        let loading = await session.step(.open("notes://read/n2"))
        #expect(loading.isLoading && loading.link == "notes://note/home/read/n2")
        notebook.release()
        await navigator.modules.reachIdlePoint()
        let shown = session.handleChange()
        #expect(shown.link == "notes://note/home/read/n2" && shown.failures.isEmpty && !shown.isLoading)
        let module = try #require(navigator.top?.module as? Reader)
        #expect(module.presenter.store.state.text == "second")
    }

    /// A link opened to be pushed is pushed: the caller asked for a second screen.
    @Test func aLinkPushedExplicitlyPushesASecondScreenOfTheKind() throws {
        let navigator = try app()
        try navigator.start()
        try navigator.open("notes://read/n1")
        #expect(try navigator.open("notes://read/n2", as: .push) == "notes://note/home/read/n1/read/n2")
    }

    /// A module written by hand takes a new context in a variable of its own.
    @Test func aModuleWrittenByHandIsHandedTheContextAndRefreshed() async throws {
        let modules = ModuleManager()
        try modules.register(
            ModuleBuilder<ReaderContext>(name: "HandWrittenReader") { context in
                ReaderModule(context: context)
            })
        var links = Deeplinks(scheme: "notes")
        try links.register("read/{id}") { parameters, routing in
            ReaderContext(id: parameters["id"], routingContext: routing)
        }
        modules.links = links
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "t", root: ReaderContext(id: "a", routingContext: "t"))])
        try navigator.start()
        try navigator.push(ReaderContext(id: "b", routingContext: "t.read"))
        await modules.reachIdlePoint()
        #expect(try navigator.open("notes://read/c") == "notes://read/a/read/c")
        await modules.reachIdlePoint()
        let reader = try #require(navigator.top?.module as? ReaderModule)
        #expect(reader.context.id == "c" && reader.refreshed == ["c"])
    }
}

/// A reader written by hand: handed another note, its refresh reads that one.
@MainActor
final class ReaderModule: UpdatableModule {
    private(set) var context: ReaderContext
    let events = EventStream<Never>()
    let view: any ModuleView = MemoView()
    /// The notes its refreshes read.
    private(set) var refreshed: [String] = []

    init(context: ReaderContext) {
        self.context = context
    }

    func refresh() async {
        refreshed.append(context.id)
    }

    func updateContext(to context: ReaderContext) {
        self.context = context
    }
}
