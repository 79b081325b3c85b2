import ModuleKit

/// One browser's app: its own modules, navigator and router, built by the app's composition root
/// for each session (the services behind them are shared).
@MainActor
public struct WebApp {
    /// The session's modules.
    public let modules: ModuleManager
    /// What the session shows.
    public let navigator: Navigator
    /// Its links.
    public let router: DeeplinkRouter
    /// What went wrong outside a page's own request — a navigation the app's listeners could not
    /// make — shown as an `error:` line on the next page the session gets.
    public let failures = WebFailures()

    /// An app of `modules` shown by `navigator`, its links read by `router`.
    public init(modules: ModuleManager, navigator: Navigator, router: DeeplinkRouter) {
        self.modules = modules
        self.navigator = navigator
        self.router = router
    }
}
