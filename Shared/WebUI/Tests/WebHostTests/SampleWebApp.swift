import HTTPServer
import ModuleKitCore
import WebHost
import WebUI

// A small app for the web host's tests and its fuzz target: a list of items (the first tab), each
// item's screen pushed when the list asks, and a second tab; each screen with a web view. The
// list holds a few items at most, however many a fuzzer adds.

struct ListContext: BuildContext {
    typealias Event = ListEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["list"] }
}

enum ListEvent: Equatable, Sendable { case open(String) }

struct ItemContext: BuildContext {
    var id: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["item", id] }
}

struct AboutContext: BuildContext {
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["about"] }
}

struct ListState: Equatable, Sendable { var items: [String] = [] }

enum ListAction: ScreenAction {
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

@MainActor
final class ListPresenter: ModulePresenter {
    let store = StateStore(ListState())
    let events: EventStream<ListEvent>
    /// Reads the items, as a service would.
    let read: @MainActor @Sendable () async -> [String]
    init(events: EventStream<ListEvent>, load: @escaping @MainActor @Sendable () async -> [String]) {
        self.events = events
        read = load
    }
    /// The items added, kept as a service would keep them: a refresh reads them back.
    private var added: [String] = []
    func load() async {
        let items = await read() + added
        store.update { $0.items = items }
    }
    func refresh() async { await load() }
    func perform(_ action: ListAction) async throws(ActionRefused) {
        switch action {
        case .add(let item):
            guard !item.isEmpty else { throw ActionRefused("an item has a name") }
            guard store.state.items.count < 8 else { throw ActionRefused("no room for '\(item)'") }
            added.append(item)
            store.update { $0.items.append(item) }
        case .open(let item): events.emit(.open(item))
        }
    }
}

@MainActor
final class ListWebView: ModuleView, WebView {
    let presenter: ListPresenter
    var state = ListState()
    init(presenter: ListPresenter) { self.presenter = presenter }
    func render(_ state: ListState) { self.state = state }
    func body(on page: WebPage) -> [HTML] {
        [
            .tag(
                "ul", [],
                state.items.map { item in
                    .tag("li", [], [.text(item), page.button("open", action: ListAction.open(item))])
                }),
            page.button("add", action: ListAction.add("new")),
        ]
    }
}

struct TextState: Equatable, Sendable { var text: String }

@MainActor
final class TextPresenter: ModulePresenter {
    func perform(_ action: Never) async throws(ActionRefused) {}
    let store: StateStore<TextState>
    init(_ text: String) { store = StateStore(TextState(text: text)) }
}

@MainActor
final class TextWebView: ModuleView, WebView {
    var state = TextState(text: "")
    func render(_ state: TextState) { self.state = state }
    func body(on page: WebPage) -> [HTML] { [.tag("p", [], [.text(state.text)])] }
    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        throw ActionRefused("nothing to do here")
    }
}

/// A session's app: the list, items pushed over it on `open` (a stack at most `maximumDepth`
/// deep), an about tab.
@MainActor
func sampleApp(
    maximumDepth: Int = 32, grace: Duration = HostSession.defaultGrace,
    load: @escaping @MainActor @Sendable () async -> [String] = { ["a", "<b>&"] }
) throws -> WebApp {
    let modules = ModuleManager()
    try modules.register(
        ModuleBuilder<ListContext>(name: "List") { context, events in
            ListPresenter(events: events, load: load)
        } view: {
            ListWebView(presenter: $0)
        })
    try modules.register(
        ModuleBuilder<ItemContext>(name: "Item") { context, _ in
            TextPresenter("item \(context.id)")
        } view: { _ in
            TextWebView()
        })
    try modules.register(
        ModuleBuilder<AboutContext>(name: "About") { context, _ in
            TextPresenter("about")
        } view: { _ in
            TextWebView()
        })
    let navigator = Navigator(
        modules: modules,
        tabs: [
            Tab(name: "list", root: ListContext(routingContext: "list")),
            Tab(name: "about", root: AboutContext(routingContext: "about")),
        ], maximumDepth: maximumDepth)
    var links = Deeplinks(scheme: "sample")
    try links.register("list") { _, routing in ListContext(routingContext: routing) }
    try links.register("item/{id:text}") { parameters, routing in
        ItemContext(id: parameters["id"], routingContext: routing)
    }
    try links.register("about") { _, routing in AboutContext(routingContext: routing) }
    modules.links = links
    let app = try WebApp(modules: modules, navigator: navigator)
    app.session.grace = grace
    modules.listen(to: ListEvent.self) { [navigator] event, source in
        guard case .open(let item) = event else { return .ignored }
        try navigator.push(ItemContext(id: item, routingContext: source.routingContext.child("item")))
        return .handled
    }
    return app
}
