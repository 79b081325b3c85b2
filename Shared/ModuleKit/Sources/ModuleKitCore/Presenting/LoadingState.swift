/// The state of a screen that loads what it shows: whether it has, and why not. The one home of
/// a load failure: a module that owns a store of such a state — the presenter of a
/// builder's module, a module written by hand — reports its error as the module's
/// ``ModuleProtocol/loadFailure`` with nothing to write, and a host refuses the actions on
/// content that is not there the same way on every screen.
public protocol LoadingState: Equatable, Sendable {
    /// Whether what the screen shows has loaded.
    var isLoaded: Bool { get }
    /// Why it could not load (or reload), or `nil`: typed, so that a host can tell "not found"
    /// from "unavailable" (see ``ModuleFailure``).
    var error: ModuleFailure? { get }
}
