import ModuleKitCore

/// One browser's app: its own modules, navigator and router, built by the app's composition root
/// for each session (the services behind them are shared), and the session that steps it.
@MainActor
public struct WebApp {
    /// The session's modules.
    public let modules: ModuleManager
    /// The session's steps (``HostSession/step(_:)``): each page and form is one. What goes wrong
    /// outside a page's own request — a navigation the app's listeners could not make — is
    /// reported to it (``HostSession/report(_:)``) and shown on the next page.
    public let session: HostSession
    /// Its links.
    public let router: DeeplinkRouter
    /// What the app keeps for its session besides its modules — a trace's file, say — released
    /// when the session ends.
    public var resources: [AnyObject] = []

    /// An app of `modules` shown by `navigator`, its links read by `router`.
    public init(modules: ModuleManager, navigator: Navigator, router: DeeplinkRouter) {
        self.modules = modules
        self.router = router
        session = HostSession(navigator: navigator, router: router, pace: .page)
    }

    /// What the session shows.
    public var navigator: Navigator { session.navigator }
}
