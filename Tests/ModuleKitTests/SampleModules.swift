import ModuleKit
import ModuleKitTesting
import TerminalUI

// The "implementation" side of the sample features: internal types the routing code never names.

/// Records lifecycle changes of every sample module, in order: `"Catalog willAppear"`.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    func clear() { entries.removeAll() }
}

/// A passive view over a render closure and a table of commands.
@MainActor
final class SampleView: ModuleView {
    typealias Action = @MainActor (Command) async throws(CommandError) -> Void
    private let render: () -> Screen
    private let actions: [String: Action]
    let commands: [CommandHelp]

    init(commands: [CommandHelp], actions: [String: Action], render: @escaping () -> Screen) {
        self.commands = commands
        self.actions = actions
        self.render = render
    }

    func screen() -> Screen { render() }

    func handle(_ command: Command) async throws(CommandError) {
        guard let action = actions[command.name] else { throw .unknownCommand(command.name) }
        try await action(command)
    }
}

enum SampleFeatures {
    static func catalog(items: [String], log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<CatalogContext>
    {
        ModuleBuilder(name: "Catalog") { context in CatalogModule(context: context, items: items, log: log) }
    }

    static func detail(log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<DetailContext> {
        ModuleBuilder(name: "Detail") { context in DetailModule(context: context, log: log) }
    }

    static func shelf(details: ModuleFactory<DetailContext>, log: LifecycleLog = LifecycleLog())
        -> ModuleBuilder<ShelfContext>
    {
        ModuleBuilder(name: "Shelf") { context in ShelfModule(context: context, details: details, log: log) }
    }
}

@MainActor
final class CatalogModule: ModuleProtocol {
    let context: CatalogContext
    let events = EventStream<CatalogEvent>()
    let items: [String]
    let log: LifecycleLog
    private(set) lazy var view: any ModuleView = SampleView(
        commands: [CommandHelp("open N", "open item N")],
        actions: [
            "open": { [unowned self] command throws(CommandError) in
                let row = try command.number(0, named: "N")
                guard row <= items.count else { throw .noSuchRow(row, count: items.count) }
                events.emit(.open(items[row - 1]))
            },
            "close": { [unowned self] _ in events.emit(.close) },
        ],
        render: { [unowned self] in
            var screen = Screen(title: "Catalog")
            screen.list(items.map { ListItem(id: $0, columns: [$0.uppercased()]) })
            return screen
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
final class DetailModule: ModuleProtocol, DetailInput, InspectableModule {
    let context: DetailContext
    let events = EventStream<DetailEvent>()
    let store: StateStore<DetailState>
    let log: LifecycleLog
    private var rendered = Screen()
    var input: any DetailInput { self }
    var inspectedState: any Sendable { store.state }
    private(set) var preparedCount = 0
    private(set) var refreshCount = 0

    private(set) lazy var view: any ModuleView = SampleView(
        commands: [CommandHelp("favourite", "mark as favourite"), CommandHelp("close", "close")],
        actions: [
            "favourite": { [unowned self] _ in
                store.update { $0.favourite = true }
                events.emit(.favourite(context.item))
            },
            "close": { [unowned self] _ in events.emit(.close) },
        ],
        render: { [unowned self] in rendered })

    init(context: DetailContext, log: LifecycleLog) {
        self.context = context
        self.log = log
        store = StateStore(DetailState(item: context.item))
        store.observe { [unowned self] state in
            var screen = Screen(title: "Item \(state.item)")
            if let note = state.note { screen.line("Note: \(note)") }
            if state.favourite { screen.line("★ favourite") }
            rendered = screen
        }
    }

    func setNote(_ note: String) { store.update { $0.note = note } }

    func refresh() async { refreshCount += 1 }

    func prepare() async {
        preparedCount += 1
        store.redraw()
    }

    func lifecycleChanged(_ change: Lifecycle) { log.entries.append("Detail(\(context.item)) \(change)") }
}

@MainActor
final class ShelfModule: ModuleProtocol {
    let context: ShelfContext
    let events = EventStream<ShelfEvent>()
    let container: ModuleContainer? = ModuleContainer()
    let log: LifecycleLog
    private(set) var favourites = 0
    private(set) lazy var view: any ModuleView = SampleView(commands: [], actions: [:]) { [unowned self] in
        var screen = Screen(title: "Shelf")
        if let child = container?.child(in: "detail") { screen.append(child.view.screen()) }
        return screen
    }

    init(context: ShelfContext, details: ModuleFactory<DetailContext>, log: LifecycleLog) {
        self.context = context
        self.log = log
        if let detail = try? details.build(
            DetailContext(item: context.item, routingContext: context.routingContext.child("detail")))
        {
            try? container?.attach(detail, to: "detail") { [unowned self] event in
                if case .favourite = event {
                    favourites += 1
                    events.emit(.favouritesChanged(favourites))
                }
            }
        }
    }

    func lifecycleChanged(_ change: Lifecycle) { log.entries.append("Shelf \(change)") }
}
