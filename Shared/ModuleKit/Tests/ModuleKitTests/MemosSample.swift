import ModuleKitCore
import Testing

// A small app for the tests of the step (HostSession) and of AppHarness: a note screen per id,
// loaded from a notebook the test may hold (a gate) or empty (not found), whose actions are a
// person's work (star) and a navigation (open another note), each said once by the action.

struct MemoContext: BuildContext {
    typealias Event = MemoEvent
    var id: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["note", id] }
}

enum MemoEvent: Equatable, Sendable {
    case open(String)
}

enum MemoAction: ScreenAction, Equatable {
    case star
    case open(String)

    var navigates: Bool {
        switch self {
        case .open: true
        case .star: false
        }
    }

    var words: [String] {
        switch self {
        case .star: ["star"]
        case .open(let id): ["open", id]
        }
    }

    init?(words: [String]) {
        switch (words.first, words.count) {
        case ("star", 1): self = .star
        case ("open", 2): self = .open(words[1])
        default: return nil
        }
    }
}

struct MemoState: LoadingState {
    var id: String
    var text: String?
    var starred = false
    var error: ModuleFailure?
    var isLoaded: Bool { text != nil }
}

/// The notes, by id; while `held`, every read and star waits until `release()` (while
/// `starsHeld`, only stars do). A star whose task was cancelled meanwhile is not saved.
@MainActor
final class Notebook {
    var notes: [String: String]
    /// Whether a star is refused by the service (it cannot save).
    var starsFail = false
    /// What ran, in order.
    var log: [String] = []
    /// The notes starred and saved, in order.
    var starred: [String] = []
    private var held = false
    private var starsHeld = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ notes: [String: String]) { self.notes = notes }

    func hold() { held = true }

    func holdStars() { starsHeld = true }

    func release() {
        held = false
        starsHeld = false
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }

    /// Whether something waits for `release()`.
    var isWaiting: Bool { !waiting.isEmpty }

    func pass(star: Bool = false) async {
        if held || (star && starsHeld) { await withCheckedContinuation { waiting.append($0) } }
    }
}

@MainActor
final class MemoPresenter: ModulePresenter {
    let store: StateStore<MemoState>
    let events: EventStream<MemoEvent>
    let notebook: Notebook

    init(id: String, notebook: Notebook, events: EventStream<MemoEvent>) {
        store = StateStore(MemoState(id: id))
        self.notebook = notebook
        self.events = events
    }

    func load() async {
        await notebook.pass()
        guard let text = notebook.notes[store.state.id] else {
            return store.update { $0.error = ModuleFailure(.notFound, "note \($0.id) not found") }
        }
        store.update {
            $0.text = text
            $0.error = nil
        }
    }

    /// Reads the note again: another session may have changed it.
    func refresh() async {
        await load()
    }

    func perform(_ action: MemoAction) async throws(ActionRefused) {
        switch action {
        case .star:
            notebook.log.append("star starts")
            await notebook.pass(star: true)
            // A screen's own work is cancelled when it closes; what a person asked is not.
            notebook.log.append(Task.isCancelled ? "star cancelled" : "star ends")
            guard !notebook.starsFail else { throw ActionRefused("the notebook is read-only") }
            if !Task.isCancelled { notebook.starred.append(store.state.id) }
            store.update { $0.starred = true }
        case .open(let id):
            notebook.log.append("open \(id)")
            events.emit(.open(id))
        }
    }
}

@MainActor
final class MemoView: ModuleView {
    func render(_ state: MemoState) {}
}

enum MemosApp {
    /// A started app of notes: one tab ("notes") on note `home`, links `notes://note/ID`, and —
    /// unless `routed` is false — a listener that pushes the note an `open` asks for.
    @MainActor
    static func make(_ notebook: Notebook, routed: Bool = true) throws -> Navigator {
        let modules = ModuleManager()
        try modules.register(
            ModuleBuilder<MemoContext>(name: "Memo") { context, events in
                MemoPresenter(id: context.id, notebook: notebook, events: events)
            } view: { _ in
                MemoView()
            })
        var links = Deeplinks(scheme: "notes")
        try links.register("note/{id}") { parameters, routing in
            MemoContext(id: parameters["id"], routingContext: routing)
        }
        modules.links = links
        let navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "notes", root: MemoContext(id: "home", routingContext: "notes")),
                Tab(name: "other", root: MemoContext(id: "other", routingContext: "other")),
            ])
        guard routed else { return navigator }
        modules.listen(to: MemoEvent.self) { [weak navigator] event, source in
            guard case .open(let id) = event else { return .ignored }
            try navigator?.push(MemoContext(id: id, routingContext: source.routingContext.child("note")))
            return .handled
        }
        return navigator
    }
}
