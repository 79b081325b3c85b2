import ModuleKitCore

/// One browser's app: its own modules (with their links) and navigator, built by the app's composition root
/// for each session (the services behind them are shared), and the session that steps it.
@MainActor
public struct WebApp {
    /// The session's modules.
    public let modules: ModuleManager
    /// The session's steps (``HostSession/step(_:)``): each page and form is one. What goes wrong
    /// outside a page's own request — a navigation the app's listeners could not make — is
    /// reported to it (``HostSession/report(_:)``) and shown on the next page.
    public let session: HostSession
    /// Its links: its modules' (``ModuleManager/links``), which a browser cannot do without —
    /// every screen is a page at its link's path.
    public let links: Deeplinks
    /// What the app keeps for its session besides its modules — a trace's file, say — released
    /// when the session ends.
    public var resources: [AnyObject] = []

    /// An app of `modules` shown by `navigator`, at the paths of the modules' links; throws
    /// ``ModuleError/noLinks`` when the modules have none.
    public init(modules: ModuleManager, navigator: Navigator) throws(ModuleError) {
        guard let links = modules.links else { throw .noLinks }
        self.modules = modules
        self.links = links
        session = HostSession(navigator: navigator, pace: .page)
    }

    /// What the session shows.
    public var navigator: Navigator { session.navigator }

    /// The link of the first tab's root: where a browser starts, `nil` for an app without screens.
    var firstLink: String? {
        navigator.tabs.first.flatMap { try? links.link(for: [$0.root]) }
    }
}
