import ModuleKitCore
import ModuleKitTesting
import Testing

// The "implementation" side of the sample features: internal types the routing code never names.

/// Records lifecycle changes of every sample module, in order: `"Catalog willAppear"`.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

/// What a person can do on the sample screens, as a host would deliver it: already typed.
enum SampleAction: ScreenAction, Equatable {
    case open(Int)
    case favourite
    case close
}

/// Why a sample screen refused an action.
enum SampleActionError: Error, Equatable {
    case unsupported(SampleAction)
    case noSuchRow(Int, count: Int)
}

/// A passive view for a host that is not a terminal: it renders plain lines and takes typed
/// actions. ModuleKit asks nothing more of a view than being one.
@MainActor
final class SampleView: ModuleView {
    typealias Handler = @MainActor (SampleAction) async throws(SampleActionError) -> Void
    private let render: () -> [String]
    private let handler: Handler

    init(
        render: @escaping () -> [String],
        handle: @escaping Handler = { action throws(SampleActionError) in throw .unsupported(action) }
    ) {
        self.render = render
        self.handler = handle
    }

    /// The lines as shown, each ending with a newline.
    var text: String { render().map { $0 + "\n" }.joined() }
    var lines: [String] { render() }

    func perform(_ action: SampleAction) async throws(SampleActionError) { try await handler(action) }
}

extension ModuleProtocol {
    /// The sample view of a sample module.
    var sampleView: SampleView { view as! SampleView }
}

enum SampleFeatures {
    static func catalog(items: [String], log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<CatalogContext>
    {
        ModuleBuilder(name: "Catalog") { context in CatalogModule(context: context, items: items, log: log) }
    }

    static func detail(log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<DetailContext> {
        ModuleBuilder(name: "Detail") { context in DetailModule(context: context, log: log) }
    }

    /// A harness of the detail of item "a", loaded.
    @MainActor
    static func detailHarness() async throws -> ModuleHarness<DetailContext> {
        try await ModuleHarness(detail(), DetailContext(item: "a", routingContext: "test"))
    }

    /// A shelf that embeds one detail, built with `details` (declared as its submodule).
    static func shelf(details: ModuleBuilder<DetailContext> = detail(), log: LifecycleLog = LifecycleLog())
        -> ModuleBuilder<ShelfContext>
    {
        ModuleBuilder(name: "Shelf", submodules: details) { context, children in
            let detail = try? children.build(
                DetailContext(item: context.item, routingContext: context.routingContext.child("detail")))
            return ShelfModule(context: context, children: children, detail: detail, log: log)
        }
    }

    /// A started app of the sample features: a manager with Catalog, Detail and Shelf
    /// registered, and a navigator whose one tab ("c") shows a catalog of `items`.
    @MainActor
    static func app(items: [String] = [], modules: ModuleManager = ModuleManager()) throws -> Navigator {
        let detail = detail()
        try modules.register(catalog(items: items))
        try modules.register(detail)
        try modules.register(shelf(details: detail))
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "c", root: CatalogContext(routingContext: "c"))])
        try navigator.start()
        return navigator
    }
}

@MainActor
final class CatalogModule: ModuleProtocol {
    let context: CatalogContext
    let events = EventStream<CatalogEvent>()
    let items: [String]
    let log: LifecycleLog
    private(set) lazy var view: any ModuleView = SampleView(
        render: { [unowned self] in ["Catalog"] + items.map { $0.uppercased() } },
        handle: { [unowned self] action throws(SampleActionError) in
            switch action {
            case .open(let row):
                guard items.indices.contains(row - 1) else { throw .noSuchRow(row, count: items.count) }
                events.emit(.open(items[row - 1]))
            case .close: events.emit(.close)
            case .favourite: throw .unsupported(action)
            }
        })

    init(context: CatalogContext, items: [String], log: LifecycleLog) {
        self.context = context
        self.items = items
        self.log = log
    }

    func lifecycleChanged(_ change: Lifecycle) { log.entries.append("Catalog \(change)") }
}

struct DetailState: Equatable, Sendable {
    var item: String
    var note: String?
    var favourite = false
}

@MainActor
final class DetailModule: ModuleProtocol, DetailInput {
    let context: DetailContext
    let events = EventStream<DetailEvent>()
    let store: StateStore<DetailState>
    let log: LifecycleLog
    private var rendered: [String] = []
    var input: any DetailInput { self }
    private(set) var preparedCount = 0
    private(set) var refreshCount = 0

    private(set) lazy var view: any ModuleView = SampleView(
        render: { [unowned self] in rendered },
        handle: { [unowned self] action throws(SampleActionError) in
            switch action {
            case .favourite:
                store.update { $0.favourite = true }
                events.emit(.favourite(context.item))
            case .close: events.emit(.close)
            case .open: throw .unsupported(action)
            }
        })

    init(context: DetailContext, log: LifecycleLog) {
        self.context = context
        self.log = log
        store = StateStore(DetailState(item: context.item))
        store.follow { [unowned self] state in
            var lines = ["Item \(state.item)"]
            if let note = state.note { lines.append("Note: \(note)") }
            if state.favourite { lines.append("★ favourite") }
            rendered = lines
        }
    }

    func setNote(_ note: String) { store.update { $0.note = note } }

    func refresh() async { refreshCount += 1 }

    func prepare() async { preparedCount += 1 }

    func lifecycleChanged(_ change: Lifecycle) { log.entries.append("Detail(\(context.item)) \(change)") }
}

@MainActor
final class ShelfModule: ModuleProtocol {
    let context: ShelfContext
    let events = EventStream<ShelfEvent>()
    let log: LifecycleLog
    private(set) var favourites = 0
    private(set) lazy var view: any ModuleView = SampleView(render: { [unowned self] in
        ["Shelf"] + (container?.child(in: "detail")?.sampleView.lines ?? [])
    })

    init(
        context: ShelfContext, children: ModuleContainer, detail: (any ModuleProtocol<DetailContext>)?,
        log: LifecycleLog
    ) {
        self.context = context
        self.log = log
        if let detail {
            try? children.attach(detail, to: "detail") { [unowned self] event in
                if case .favourite = event {
                    favourites += 1
                    events.emit(.favouritesChanged(favourites))
                }
            }
        }
    }

    func lifecycleChanged(_ change: Lifecycle) { log.entries.append("Shelf \(change)") }
}

extension ModuleHarness {
    /// Delivers `action` to the module's sample view, as a host would, then waits until its work has ended.
    /// Like a host's test kit, it first checks that every state change before it was said.
    func perform(_ action: SampleAction) async throws(SampleActionError) {
        expectEveryStateChangeSaid()
        try await subject.sampleView.perform(action)
        await reachIdlePoint()
    }

    /// The module's lines as its sample view shows them.
    var text: String { subject.sampleView.text }
}
