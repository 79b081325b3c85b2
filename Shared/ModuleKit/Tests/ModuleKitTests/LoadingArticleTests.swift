import ModuleKitTesting
import Testing

@testable import ModuleKitCore

// The code of the article on loading and closing (ModuleKitCore.docc/LoadingAndClosing.md),
// compiled and run here; the workspace's DocsTests check that the article shows exactly this code.

// snippet: interface
/// What the world may know of the quote screen: how to build it, and what it says.
struct QuoteContext: BuildContext {
    typealias Event = QuoteEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

enum QuoteEvent: Equatable, Sendable {
    case loaded
}

/// What a person can ask of the screen, whatever the host: a tap, a typed command, a test.
enum QuoteAction: ScreenAction {
    case another
}
// end

// snippet: presenter
/// What the quote screen shows. A screen that loads says whether it has, and why not, as a
/// `LoadingState`: hosts read the failure from there — a page answers 503, a terminal one line.
struct QuoteState: LoadingState {
    var quote: String?
    var error: ModuleFailure?
    var isLoaded: Bool { quote != nil }
}

/// Loads a quote from a service that may be slow. ModuleKit starts `load()` when the module
/// is built and cancels it if the module closes first.
@MainActor
final class QuotePresenter: ModulePresenter {
    let store = StateStore(QuoteState())
    let events: EventStream<QuoteEvent>
    let fetch: @Sendable () async throws -> String

    init(events: EventStream<QuoteEvent>, fetch: @escaping @Sendable () async throws -> String) {
        self.events = events
        self.fetch = fetch
    }

    func load() async {
        do {
            let quote = try await fetch()
            store.update { state in  // dropped if the module closed meanwhile
                state.quote = quote
                state.error = nil
            }
            events.emit(.loaded)  // likewise
        } catch {
            store.update { $0.error = ModuleFailure(error, context: "cannot load a quote") }
        }
    }

    /// Performs what a host sends, or refuses it with one line for the person.
    func perform(_ action: QuoteAction) async throws(ActionRefused) {
        guard store.state.isLoaded else { throw .notLoaded(failure: store.state.error) }
        await load()
    }

    /// Work of the module's own that never ends: a new quote every minute, for as long as the
    /// module lives. Ongoing work never holds an idle point, and ends when the module closes.
    @discardableResult
    func keepFresh() -> Task<Void, Never> {
        events.work.ongoing { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(60))
                await self?.load()
            }
        }
    }
}
// end

// snippet: view
/// The quote for a host that draws text (a widget, a label): no terminal in sight. A passive
/// view: it renders the state it is given, and nothing else. A person's tap reaches the
/// presenter through the host's step, never through the view (see the Writing a host article).
@MainActor
final class QuoteView: ModuleView {
    /// What it shows: the quote, or why there is none.
    private(set) var text = "Loading…"

    func render(_ state: QuoteState) {
        text = state.quote ?? state.error?.message ?? "Loading…"
    }
}

/// The feature's one entry point: the builder, with the service it needs.
enum QuoteFeature {
    static func builder(fetch: @escaping @Sendable () async throws -> String) -> ModuleBuilder<QuoteContext> {
        ModuleBuilder(name: "Quote") { context, events in
            QuotePresenter(events: events, fetch: fetch)
        } view: { _ in
            QuoteView()
        }
    }
}
// end

// snippet: handwritten
/// A note a person edits, kept by a service that may be slow: a screen written by hand. The
/// module is its own view and owns its store; its load and its clock are its own work, the
/// save is the person's.
struct NoteContext: BuildContext {
    typealias Event = NoteEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

enum NoteEvent: Equatable, Sendable {
    case saved(String)
}

/// What the note screen shows: a `LoadingState`, so that its load's failure is the module's
/// (``ModuleProtocol/loadFailure``), which every host shows.
struct NoteState: LoadingState {
    var text: String?
    var error: ModuleFailure?
    var secondsOpen = 0
    var isLoaded: Bool { text != nil }
}

/// What a person can ask of the note: to save a text, written `save TEXT`.
enum NoteAction: ScreenAction, Equatable {
    case save(String)

    var words: [String] {
        switch self {
        case .save(let text): ["save", text]
        }
    }

    init?(words: [String]) {
        guard words.count == 2, words[0] == "save" else { return nil }
        self = .save(words[1])
    }
}

/// Where notes are kept.
protocol NoteService: Sendable {
    func load() async throws -> String
    func save(_ text: String) async throws
}

@MainActor
final class NoteModule: ModuleProtocol, ModuleView {
    let context: NoteContext
    let events = EventStream<NoteEvent>()
    /// Made while the module is built: the module's own, silenced when it closes.
    private let store = StateStore(NoteState())
    private let notes: any NoteService
    private(set) var shown = ""

    init(context: NoteContext, notes: any NoteService) {
        self.context = context
        self.notes = notes
        store.follow { [unowned self] state in render(state) }
    }

    var view: any ModuleView { self }

    func render(_ state: NoteState) {
        shown = "\(state.text ?? state.error?.message ?? "Loading…") (open \(state.secondsOpen) s)"
    }

    /// The screen's own work: cancelled if the screen closes first.
    func prepare() async {
        do {
            let text = try await notes.load()
            store.update { $0.text = text }
        } catch {
            return store.update { $0.error = ModuleFailure(error, context: "cannot load the note") }
        }
        work.ongoing { [weak self] in  // never ends: no idle point waits for it
            while (try? await Task.sleep(for: .seconds(1))) != nil {
                self?.store.update { $0.secondsOpen += 1 }
            }
        }
    }

    /// The work of a save a person asked for, for their host's step: it runs in the lane the
    /// action declares — the person's, so it is carried out even if they leave the screen
    /// first, and if it fails, their host tells them why.
    func work(for action: any ScreenAction) -> ScreenWork? {
        guard case .save(let text)? = action as? NoteAction else { return nil }
        return ScreenWork(action.name) { [self] () async throws(ActionRefused) in
            try await ActionRefused.refusing { try await notes.save(text) }
            store.update { $0.text = text }  // dropped if the screen closed meanwhile
            events.emit(.saved(text))  // likewise
        }
    }

    func work(forWords words: [String]) -> ScreenWork? {
        NoteAction(words: words).flatMap { work(for: $0) }
    }
}

enum NoteFeature {
    static func builder(notes: any NoteService) -> ModuleBuilder<NoteContext> {
        ModuleBuilder(name: "Note") { NoteModule(context: $0, notes: notes) }
    }
}
// end

/// A note service whose saves wait for the test to answer.
@MainActor
final class HeldNotes: NoteService {
    let service = ManualService()
    private(set) var saved: [String] = []
    func load() async throws -> String { "first draft" }
    func save(_ text: String) async throws {
        guard await service.request() != nil else { throw CancellationError() }
        saved.append(text)
    }
}

@MainActor
@Suite struct LoadingArticleTests {
    @Test func aScriptWaitsForTheLoadsAtAnIdlePoint() async throws {
        // snippet: idle
        let modules = ModuleManager()
        try modules.register(QuoteFeature.builder { "Simplicity is prerequisite for reliability." })
        let quote = try modules.build(QuoteContext(routingContext: "script"))
        let leaks = await modules.reachIdlePoint()  // every load has ended; nothing closed is still alive
        // end
        #expect(leaks.isEmpty)
        #expect((quote.view as? QuoteView)?.text == "Simplicity is prerequisite for reliability.")
    }

    @Test func aModuleLeftDuringItsLoadRendersAndSaysNothing() async throws {
        // snippet: test
        let harness = try await ModuleHarness(
            QuoteFeature.builder { "Simplicity is prerequisite for reliability." },
            QuoteContext(routingContext: "test"), holdingLoad: true)
        #expect(harness.isLoading)
        await harness.close()  // the person left while it loaded
        harness.expectNothingAfterClose()  // its late quote was neither rendered nor emitted
        #expect(harness.dropped == ["render", "event loaded"])
        await harness.finish()
        // end
    }

    @Test func aLoadThatFailedSaysWhyAndTheActionsOnItSayTheSame() async throws {
        struct Offline: Error {}
        let harness = try await ModuleHarness(
            QuoteFeature.builder { throw Offline() }, QuoteContext(routingContext: "test"))
        let view = try #require(harness.subject.view as? QuoteView)
        #expect(view.text == "cannot load a quote: Offline()", "the load failed")
        #expect(harness.subject.loadFailure == ModuleFailure(.unavailable, "cannot load a quote: Offline()"))
        let refusal = await harness.actExpectingRefusal(QuoteAction.another)
        #expect(refusal == ActionRefused(.unavailable, "cannot load a quote: Offline()"))
        await harness.finish()
    }

    @Test func anActionAskedDuringTheLoadRunsAfterIt() async throws {
        let harness = try await ModuleHarness(
            QuoteFeature.builder { "Simplicity is prerequisite for reliability." },
            QuoteContext(routingContext: "test"), holdingLoad: true)
        let view = try #require(harness.subject.view as? QuoteView)
        // As a host's step starts it, while the load waits: it runs after it.
        let another = try #require(harness.subject.work(for: QuoteAction.another))
        let asked = another.start(on: harness.subject.work)
        await harness.releaseLoad()
        #expect(await asked.value == nil, "carried out")
        #expect(view.text == "Simplicity is prerequisite for reliability.")
        harness.expectEvents([.loaded, .loaded])
        await harness.finish()
    }

    @Test func aTaskOfTheModuleEndsWhenItCloses() async throws {
        let navigator = Navigator(
            modules: ModuleManager(), tabs: [Tab(name: "home", root: CatalogContext(routingContext: "home"))])
        try navigator.modules.register(SampleFeatures.catalog(items: []))
        try navigator.modules.register(QuoteFeature.builder { "quote" })
        try navigator.start()
        try navigator.push(QuoteContext(routingContext: "home.quote"))
        do {
            let quote = try #require(
                navigator.top?.module as? PresentedModule<QuoteContext, QuotePresenter, QuoteView>)
            await navigator.modules.reachIdlePoint()
            let fresh = quote.presenter.keepFresh()
            #expect(!quote.isLoading, "without making the screen a loading one")
            #expect(await navigator.modules.reachIdlePoint().isEmpty, "and without holding the idle point")
            try navigator.pop()
            await fresh.value  // closed: its minute-long wait ended at once
        }
        #expect(await navigator.modules.reachIdlePoint().isEmpty, "and nothing leaked")
    }

    @Test func aHandWrittenModuleSavesWhatThePersonAskedThoughTheScreenClosedFirst() async throws {
        let notes = HeldNotes()
        let harness = try await ModuleHarness(
            NoteFeature.builder(notes: notes), NoteContext(routingContext: "test"))
        // Its clock ticks every second whatever the steps do: a slow run (Thread Sanitizer, a
        // busy machine) sees a tick that no step could say.
        harness.exhaustiveState = false
        let work = harness.subject.work
        do {
            let note = try #require(harness.subject as? NoteModule)
            #expect(
                note.shown.hasPrefix("first draft (open "), "loaded; its clock does not hold the idle point")
            // As a host's step starts it: in the person's lane.
            let save = try #require(note.work(forWords: ["save", "second draft"]))
            save.start(on: work)
        }
        await notes.service.waitUntil("the save's call") { notes.service.pending == 1 }
        let closing = Task { await harness.close() }
        await notes.service.waitUntil("the close") { work.isClosed }
        notes.service.answerAll("saved")
        #expect(await closing.value.isEmpty, "nothing leaked: the module went once its save ended")
        #expect(notes.saved == ["second draft"], "saved, though the screen closed first")
        harness.expectNothingAfterClose()
        #expect(
            harness.dropped.suffix(2) == ["render", "event saved(\"second draft\")"], "nothing reached anyone"
        )
    }
}

// snippet: coming-back
/// A list read a page at a time (`more` reads the next). Shown again after a screen covered it,
/// it keeps the pages the person had read and reads them again: its `refresh()` says so (the
/// default keeps them as they were; `load()` again would show page 1 alone).
@MainActor
final class PagesPresenter: ModulePresenter {
    let store = StateStore(PagesState())
    let events: EventStream<QuoteEvent>
    let page: @Sendable (Int) async -> [String]

    init(events: EventStream<QuoteEvent>, page: @escaping @Sendable (Int) async -> [String]) {
        self.events = events
        self.page = page
    }

    func load() async { await read(pages: 1) }

    func refresh() async { await read(pages: max(1, store.state.pages)) }

    func perform(_ action: PagesAction) async throws(ActionRefused) {
        await read(pages: store.state.pages + 1)
    }

    /// The first `pages` pages, read again in full: what changed elsewhere shows, where it was.
    private func read(pages: Int) async {
        var rows: [String] = []
        for number in 1...pages { rows += await page(number) }
        store.update { state in
            state.rows = rows
            state.pages = pages
        }
    }
}
// end

struct PagesState: Equatable, Sendable {
    var rows: [String] = []
    var pages = 0
}

enum PagesAction: ScreenAction {
    case more
}
