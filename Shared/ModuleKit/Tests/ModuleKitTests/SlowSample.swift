import Testing

@testable import ModuleKitCore

// A feature whose load waits for a service the test answers by hand: how the tests of a
// module's work hold loads in flight, close modules during them and answer late.

/// A screen that loads one text.
struct LoaderContext: BuildContext {
    typealias Event = LoaderEvent
    var name: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

enum LoaderEvent: Equatable, Sendable {
    case loaded(String)
}

/// Requests that wait until the test answers them. A request whose task is cancelled ends at
/// once with `nil` — unless the service ignores cancellation, as some real ones do.
@MainActor
final class ManualService {
    private var waiting: [Int: CheckedContinuation<String?, Never>] = [:]
    private var nextRequest = 0
    /// How many requests were made.
    private(set) var asked = 0
    /// Whether a cancelled request goes on waiting for its answer.
    var ignoresCancellation = false

    /// Requests waiting for an answer.
    var pending: Int { waiting.count }

    func request() async -> String? {
        asked += 1
        nextRequest += 1
        let id = nextRequest
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled && !ignoresCancellation {
                    continuation.resume(returning: nil)
                } else {
                    waiting[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
    }

    /// Answers every waiting request with `text`.
    func answerAll(_ text: String) {
        let answered = waiting.values
        waiting = [:]
        for continuation in answered { continuation.resume(returning: text) }
    }

    /// Lets the main actor run until `condition` holds (every test's loads start at once); a
    /// condition that still does not hold after 10,000 turns fails the test, saying so.
    func waitUntil(
        _ what: String = "a condition", sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: () -> Bool
    ) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        if !condition() { Issue.record("waited in vain for \(what)", sourceLocation: sourceLocation) }
    }

    /// How many requests saw their task cancelled (whether or not they ignored it).
    private(set) var cancelled = 0

    private func cancel(_ id: Int) {
        cancelled += 1
        guard !ignoresCancellation else { return }
        waiting.removeValue(forKey: id)?.resume(returning: nil)
    }
}

struct LoaderState: Equatable, Sendable {
    var text = ""
    var isLoaded = false
}

@MainActor
final class LoaderPresenter: ModulePresenter {
    func perform(_ action: Never) async throws(ActionRefused) {}
    let store = StateStore(LoaderState())
    let events: EventStream<LoaderEvent>
    private let service: ManualService
    /// Whether the load found its task cancelled when its answer came.
    private(set) var sawCancellation = false

    init(events: EventStream<LoaderEvent>, service: ManualService) {
        self.events = events
        self.service = service
    }

    func load() async {
        let text = await service.request() ?? "(cancelled)"
        sawCancellation = Task.isCancelled
        store.update {
            $0.text = text
            $0.isLoaded = true
        }
        events.emit(.loaded(text))
    }

    /// Shown again, it asks the service again: what it shows may have changed meanwhile.
    func refresh() async {
        await load()
    }
}

@MainActor
final class LoaderView: ModuleView {
    private(set) var rendered: [LoaderState] = []
    func render(_ state: LoaderState) { rendered.append(state) }
}

/// The module the loader's builder makes (what a test reaches its presenter through).
typealias LoaderModule = PresentedModule<LoaderContext, LoaderPresenter, LoaderView>

extension SampleFeatures {
    static func loader(_ service: ManualService) -> ModuleBuilder<LoaderContext> {
        ModuleBuilder(name: "Loader") { _, events in
            LoaderPresenter(events: events, service: service)
        } view: { _ in
            LoaderView()
        }
    }
}

/// Keeps every trace record, for tests that look at what was dropped.
@MainActor
final class TraceLog {
    private(set) var records: [TraceRecord] = []
    private var observation: Subscription?
    init(_ modules: ModuleManager) {
        observation = modules.observe { [unowned self] in records.append($0) }
    }
    func summaries(_ kind: TraceRecord.Kind) -> [String] { records.filter { $0.kind == kind }.map(\.summary) }
}
