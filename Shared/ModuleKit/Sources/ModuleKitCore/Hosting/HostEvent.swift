/// What happens to a session from outside its screens, as the app's listeners hear it — the
/// moments MERLin routes through its app delegate's events (launched, opened a URL) — through the
/// same ``ModuleManager/listen(to:in:_:)`` as a module's events, traced as they are:
///
/// ```swift
/// modules.listen(to: HostEvent.self) { event, _ in
///     if case .restored(let tab, _) = event { print("back where you were, on \(tab)") }
///     return .handled
/// }
/// ```
///
/// A ``HostSession`` sends them, whatever the host: the terminal, a browser, a test's
/// `AppHarness`. Their source is the host (`Host#0`, routing context `host`), never a module; an
/// app that hears none is not told they went unhandled. A listener of every event
/// (`(any Sendable).self`) hears them too.
public enum HostEvent: Sendable, Hashable {
    /// The session gave its host its first result, showing `link` (`nil` without links): the app
    /// started, a browser's session began. After ``restored(selectedTab:links:)`` when the session
    /// came back.
    case started(link: String?)
    /// A link came from outside the screens — typed, a browser's address, a URL the system
    /// handed the app — and the session opens it now (``HostInput/open(_:)``), whether or not it
    /// can.
    case linkHandedIn(String)
    /// The session came back to a place saved before (``HostSession/restore(selectedTab:links:)``):
    /// the tab it shows, and each tab's link.
    case restored(selectedTab: String, links: [String: String])
}

/// The host, as the source of its events: not a module, built by no one.
struct HostContext: BuildContext {
    typealias Event = HostEvent
    var routingContext: RoutingContext { "host" }
    var deeplinkSegments: [String]? { nil }
}

extension ModuleSource {
    /// The source of every ``HostEvent``: `Host#0 (host)`.
    static let host = ModuleSource(id: ModuleID(name: "Host", serial: 0), context: HostContext())
}
