// The spellings of ModuleKit 1.x that 2.0 removed or renamed, each kept unavailable with a
// message that says what to write instead: code written for 1.x meets one compiler error per
// old name, and each error is its own fix (Tests/Migration/From1.swift proves it; the
// CHANGELOG's "Moving from 1.x" says the same, with the reasons). None of it counts toward the
// API surface (`Scripts/depgraph api` skips unavailable symbols).

extension HostSession {
    /// Unavailable: the link shown is the result's.
    @available(
        *, unavailable,
        message: "session.shown?.link, the link of the last result the host was given (ShownScreens.link)"
    )
    public var shownLink: String? { fatalError() }

    /// Unavailable: a session's end is heard by every observer, a recorder's among them.
    @available(
        *, unavailable, renamed: "end()",
        message: "session.end() ends the session: a recording writes its last step"
    )
    public func finishRecording() { fatalError() }

    /// Unavailable: the manager says when what was asked has ended.
    @available(
        *, unavailable,
        message:
            "await session.navigator.modules.askedWorkEnded() returns when nothing a person asked is in flight"
    )
    public func finishAsked() async { fatalError() }
}

extension ModulePresenter {
    /// Unavailable: an action reaches a presenter by a host's step, never from a view.
    @available(
        *, unavailable,
        message:
            "a host's step performs an action: session.step(.act(work)) with the work of module.work(for: action); a test acts with ModuleHarness.act(_:)"
    )
    public func send(_ action: Action) async throws(ActionRefused) { fatalError() }
}

extension EventStream {
    /// Unavailable: an app hears a module's events in one way, its manager's `listen`.
    @available(
        *, unavailable,
        message:
            "modules.listen(to: Event.self, in: [routingContext]) { event, source in …; return .handled } hears a module's events (a parent hears its child with children.attach(_:to:onEvent:))"
    )
    public func subscribe(_ handler: @escaping (Event) -> Void) -> Subscription { fatalError() }

    /// Unavailable: an app hears a module's events in one way, its manager's `listen`.
    @available(
        *, unavailable,
        message:
            "modules.listen(to: Event.self, in: [routingContext]) { event, source in …; return .handled } hears a module's events; a test reads them with ModuleHarness's expectEvent"
    )
    public var values: AsyncStream<Event> { fatalError() }
}

extension ModuleManager {
    /// Unavailable: it starts loads and checks leaks, which a question's name hid.
    @available(*, unavailable, renamed: "reachIdlePoint()")
    public func idle() async -> [ModuleSource] { fatalError() }
}

extension ModuleProtocol {
    /// Unavailable: one name for work a host shows as loading.
    @available(*, unavailable, renamed: "isLoading")
    public var isWorking: Bool { fatalError() }
}

extension ShownScreens {
    /// Unavailable: an action still running past the grace has not failed, nor succeeded yet.
    @available(*, unavailable, renamed: "notRefused")
    public var succeeded: Bool { fatalError() }
}

/// Unavailable: an app's links are a value the manager holds.
@available(
    *, unavailable,
    message:
        "var links = Deeplinks(scheme: …) — a value: register routes on it (a feature's register(in: &links)), then modules.links = links; every host reads the manager's (an optional: modules.links?.link(for:))"
)
@MainActor
public final class DeeplinkRouter {
    public static let trialValues: [String] = []
    public let scheme: String = ""
    public let schemeAliases: Set<String> = []
    public var routes: [DeeplinkRoute] { fatalError() }
    public init(scheme: String) { fatalError() }
    public init(scheme: String, aliases: [String]) { fatalError() }
    public func register<Context: BuildContext>(
        _ pattern: String, priority: Int = 0,
        _ make: @escaping @Sendable (RouteParameters, RoutingContext) -> Context
    ) throws(ModuleError) { fatalError() }
    public func register(alias: String, for pattern: String) throws(ModuleError) { fatalError() }
    public func resolve(_ text: String, routingContext: RoutingContext = .deeplink) throws(ModuleError)
        -> [any BuildContext]
    { fatalError() }
    public func link(for contexts: [any BuildContext]) throws(ModuleError) -> String { fatalError() }
    public func verifyRoundTrip(of context: any BuildContext) throws(ModuleError) { fatalError() }
    public func verifyRoundTrips() -> [(route: DeeplinkRoute, error: ModuleError)] { fatalError() }
}

extension HostSession {
    /// Unavailable: a session reads the links of its navigator's manager.
    @available(
        *, unavailable,
        message: "HostSession(navigator:pace:): the session reads the manager's links (modules.links = links)"
    )
    public convenience init(navigator: Navigator, router: DeeplinkRouter?, pace: Pace) { fatalError() }

    /// Unavailable: the links are the manager's.
    @available(
        *, unavailable,
        message:
            "session.navigator.modules.links, the app's Deeplinks: an optional, nil until the app sets them"
    )
    public var router: DeeplinkRouter? { fatalError() }
}

extension Navigator {
    /// Unavailable: a link opens with the manager's links.
    @available(*, unavailable, message: "navigator.open(link): it reads the manager's links (modules.links)")
    public func open(_ text: String, router: DeeplinkRouter) throws(ModuleError) -> String { fatalError() }

    /// Unavailable: a link opens with the manager's links.
    @available(
        *, unavailable,
        message: "navigator.open(link, as: presentation): it reads the manager's links (modules.links)"
    )
    public func open(_ text: String, router: DeeplinkRouter, as presentation: LinkPresentation)
        throws(ModuleError)
        -> String
    { fatalError() }
}

/// Unavailable: a builder makes a screen's module from its presenter and its view.
@available(
    *, unavailable,
    message:
        "ModuleBuilder(name: …) { context, events in Presenter(…, events: events) } view: { presenter in View(presenter) } (input: { $0 }) makes the module; with children, ModuleBuilder(name:submodules:) { context, children, events in … } view: { … }"
)
@MainActor
public final class AssembledModule<Context: BuildContext, Presenter: ModulePresenter, View: ModuleView>:
    ModuleProtocol
{
    public var context: Context { fatalError() }
    public var events: EventStream<Context.Event> { fatalError() }
    public var presenter: Presenter { fatalError() }
    public var view: any ModuleView { fatalError() }
    public var input: Context.Input { fatalError() }
    public init(
        context: Context, presenter makePresenter: (EventStream<Context.Event>) -> Presenter,
        view makeView: (Presenter) -> View, input: @escaping (Presenter) -> Context.Input
    ) { fatalError() }
    public init(
        context: Context, presenter makePresenter: (EventStream<Context.Event>) -> Presenter,
        view makeView: (Presenter) -> View
    ) { fatalError() }
}
