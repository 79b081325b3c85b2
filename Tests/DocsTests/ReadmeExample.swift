import ModuleKitCore
import TerminalHost
import TerminalUI

// docs/A-MODULE-IN-FIVE-MINUTES.md, compiled and tested: each `// snippet: NAME` region
// is a code block there, and DocsTests requires it to show exactly this.

// snippet: readme-interface
public struct DetailContext: BuildContext {
    public typealias Event = DetailEvent  // its output
    public typealias Input = any DetailInput  // its configuration
    public var item: String
    public var routingContext: RoutingContext  // which flow built it: "catalog", "deeplink", …
    public var deeplinkSegments: [String]? { ["item", item] }
}
public enum DetailEvent: Equatable, Sendable {
    case favourite(String)
    case close
}
// end

/// What the detail screen can be configured with after it is built.
@MainActor
public protocol DetailInput: AnyObject {
    /// Shows `note` under the item.
    func setNote(_ note: String)
}

/// What the detail screen needs: the notes people keep on items.
public struct DetailDependencies: Sendable {
    var notes: [String: String]
}

/// The detail screen's business logic.
struct DetailInteractor {
    let dependencies: DetailDependencies
    init(_ dependencies: DetailDependencies) { self.dependencies = dependencies }
    func note(for item: String) async -> String? { dependencies.notes[item] }
}

struct DetailState: Equatable, Sendable {
    var item: String
    var note: String?
    var isFavourite = false
}

enum DetailAction: ScreenAction { case favourite }

// snippet: readme-feature
public enum DetailFeature {
    public static func builder(_ dependencies: DetailDependencies) -> ModuleBuilder<DetailContext> {
        ModuleBuilder(name: "Detail") { context, events in  // the module: a presenter and its view
            DetailPresenter(item: context.item, interactor: DetailInteractor(dependencies), events: events)
        } view: { presenter in
            DetailView(presenter: presenter)
        } input: { presenter in
            presenter  // the presenter is its DetailInput
        }
    }
}

final class DetailPresenter: ModulePresenter, DetailInput {
    let store: StateStore<DetailState>  // closed with the module
    let events: EventStream<DetailEvent>
    let interactor: DetailInteractor

    init(item: String, interactor: DetailInteractor, events: EventStream<DetailEvent>) {
        store = StateStore(DetailState(item: item))
        (self.interactor, self.events) = (interactor, events)
    }

    func load() async {  // run in the module's lane
        let note = await interactor.note(for: store.state.item)
        store.update { $0.note = note }
    }

    func perform(_ action: DetailAction) async throws(ActionRefused) {
        guard !store.state.isFavourite else { throw ActionRefused("you keep it already") }
        store.update { $0.isFavourite = true }
        events.emit(.favourite(store.state.item))
    }

    func setNote(_ note: String) { store.update { $0.note = note } }
}

final class DetailView: PresenterView<DetailPresenter>, CommandedView {
    static let commandSet: CommandSet<DetailState, DetailAction> = [
        CommandSpec("favourite", "keep this item", .favourite)
    ]
    override func screen() -> Screen {
        var screen = Screen(title: state.isFavourite ? "★ \(state.item)" : state.item)
        if let note = state.note { screen.line(note) }
        return screen
    }
}
// end

/// The catalog the README's app starts on: a list of items, one of them shown in detail inside
/// it, whose `open` event the app routes to a detail screen.
public struct CatalogContext: BuildContext {
    public typealias Event = CatalogEvent
    public var items: [String]
    public var routingContext: RoutingContext
    public var deeplinkSegments: [String]? { ["catalog"] }
}

/// What the catalog tells the app.
public enum CatalogEvent: Equatable, Sendable { case open(String) }

struct CatalogState: Equatable, Sendable { var items: [String] }

enum CatalogAction: ScreenAction {
    case open(String)
    var navigates: Bool { true }
}

@MainActor
final class CatalogPresenter: ModulePresenter {
    let store: StateStore<CatalogState>
    let events: EventStream<CatalogEvent>
    init(items: [String], events: EventStream<CatalogEvent>) {
        store = StateStore(CatalogState(items: items))
        self.events = events
    }
    func perform(_ action: CatalogAction) async throws(ActionRefused) {
        guard case .open(let item) = action else { return }
        events.emit(.open(item))
    }
}

final class CatalogView: ContainerView<CatalogPresenter>, CommandedView {
    static let commandSet: CommandSet<CatalogState, CatalogAction> = [
        CommandSpec("open N", "show item N", rows: \.items) { .open($0) }
    ]
    func screen() -> Screen {
        var screen = Screen(title: "Catalog")
        screen.list(state.items.map { ListItem(id: $0, columns: [Span($0)]) })
        if let first = embedded?.child(in: "first")?.terminalView?.screen() { screen.append(first) }
        return screen
    }
}

/// What the catalog needs: the detail screen's builder, to show its first item inside it.
public struct CatalogDependencies: Sendable {
    var detail: ModuleBuilder<DetailContext>
}

/// The catalog's entry point.
public enum CatalogFeature {
    /// The catalog, with its first item's detail embedded below the list.
    public static func builder(_ dependencies: CatalogDependencies) -> ModuleBuilder<CatalogContext> {
        // snippet: readme-children
        ModuleBuilder(name: "Catalog", submodules: dependencies.detail) {
            context, children, events throws(ModuleError) in
            let first = try children.build(
                DetailContext(item: context.items[0], routingContext: context.routingContext.child("first")))
            try children.attach(first, to: "first")
            return CatalogPresenter(items: context.items, events: events)
        } view: { presenter, children in
            CatalogView(presenter: presenter, container: children)
        }
        // end
    }
}
