import HTTPServer
import ModuleKit
import WebHost
import WebUI

// The app each fuzzed session gets: a list of items that loads (the first tab), an item's screen
// pushed when the list opens one (a stack at most four deep), and an about tab.

private struct ListContext: BuildContext {
    typealias Event = ListEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["list"] }
}

private enum ListEvent: Sendable { case open(String) }

private struct ItemContext: BuildContext {
    var id: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["item", id] }
}

private struct AboutContext: BuildContext {
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["about"] }
}

private struct Items: Equatable, Sendable { var names: [String] = [] }

private enum ListAction: ScreenAction {
    case add(String)
    case open(String)

    var navigates: Bool {
        switch self {
        case .open: true
        case .add: false
        }
    }

    var words: [String] {
        switch self {
        case .add(let name): ["add", name]
        case .open(let name): ["open", name]
        }
    }

    init?(words: [String]) {
        switch (words.first, words.count) {
        case ("add", 2): self = .add(words[1])
        case ("open", 2): self = .open(words[1])
        default: return nil
        }
    }
}

@MainActor private final class ListPresenter: ModulePresenter {
    let store = StateStore(Items())
    let events: EventStream<ListEvent>
    init(events: EventStream<ListEvent>) { self.events = events }

    func load() async {
        await Task.yield()
        store.update { $0.names = ["a", "<b>&"] }
    }

    func perform(_ action: ListAction) async throws(ActionRefused) {
        switch action {
        case .add(let name):
            guard !name.isEmpty, store.state.names.count < 8 else {
                throw ActionRefused("no room for '\(name)'")
            }
            store.update { $0.names.append(name) }
        case .open(let name): events.emit(.open(name))
        }
    }
}

@MainActor private final class ListWebView: ModuleView, WebView {
    let presenter: ListPresenter
    var items = Items()
    init(presenter: ListPresenter) { self.presenter = presenter }
    func render(_ state: Items) { items = state }

    func body(on page: WebPage) -> [HTML] {
        items.names.map { page.button("open", action: ListAction.open($0)) }
            + [page.textField("add", value: "") { ListAction.add($0) }]
    }
}

@MainActor private final class TextPresenter: ModulePresenter {
    let store: StateStore<Items>
    init(_ text: String) { store = StateStore(Items(names: [text])) }
    func perform(_ action: Never) async throws(ActionRefused) {}
}

@MainActor private final class TextWebView: ModuleView, WebView {
    var items = Items()
    func render(_ state: Items) { items = state }
    func body(on page: WebPage) -> [HTML] { items.names.map { .tag("p", [], [.text($0)]) } }
    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        throw ActionRefused("nothing to do here")
    }
}

@MainActor func sampleApp() throws -> WebApp {
    let modules = ModuleManager()
    try modules.register(
        ModuleBuilder<ListContext>(name: "List") { context in
            AssembledModule(context: context) {
                ListPresenter(events: $0)
            } view: {
                ListWebView(presenter: $0)
            }
        })
    try modules.register(
        ModuleBuilder<ItemContext>(name: "Item") { context in
            AssembledModule(context: context) { _ in
                TextPresenter("item \(context.id)")
            } view: { _ in
                TextWebView()
            }
        })
    try modules.register(
        ModuleBuilder<AboutContext>(name: "About") { context in
            AssembledModule(context: context) { _ in
                TextPresenter("about")
            } view: { _ in
                TextWebView()
            }
        })
    let navigator = Navigator(
        modules: modules,
        tabs: [
            Tab(name: "list", root: ListContext(routingContext: "list")),
            Tab(name: "about", root: AboutContext(routingContext: "about")),
        ], maximumDepth: 4)
    let router = DeeplinkRouter(scheme: "sample")
    try router.register("list") { _, routing in ListContext(routingContext: routing) }
    try router.register("item/{id:text}") { parameters, routing in
        ItemContext(id: parameters["id"], routingContext: routing)
    }
    try router.register("about") { _, routing in AboutContext(routingContext: routing) }
    let app = WebApp(modules: modules, navigator: navigator, router: router)
    modules.listen(to: ListEvent.self) { [navigator, session = app.session] event, source in
        guard case .open(let item) = event else { return .ignored }
        do {
            try navigator.push(ItemContext(id: item, routingContext: source.routingContext.child("item")))
        } catch {
            session.report(ModuleFailure(error))
        }
        return .handled
    }
    return app
}
