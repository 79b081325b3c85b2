import TerminalUI

/// A built feature: the one object the outside world holds of it.
///
/// A module is assembled by its builder from a context and the dependencies the builder
/// captured. Outside code sees its context, its events (its output), its input (its
/// configuration), and its view, which the shell draws and sends commands to.
///
/// ```swift
/// final class FeedModule: ModuleProtocol {
///     let context: FeedContext
///     let events = EventStream<FeedEvent>()
///     var view: any ModuleView { feedView }
///     …
/// }
/// ```
@MainActor
public protocol ModuleProtocol<Context>: AnyObject {
    /// The context type this module is built from; it also names the module's events and input.
    associatedtype Context: BuildContext

    /// The context the module was built from.
    var context: Context { get }
    /// The module's output.
    var events: EventStream<Context.Event> { get }
    /// The module's root view.
    var view: any ModuleView { get }
    /// The module's configuration entry point (see ``BuildContext/Input``).
    var input: Context.Input { get }
    /// The slots where child modules are attached, for modules that embed others.
    var container: ModuleContainer? { get }

    /// Loads what the module needs before it is first shown (data from services). Called once,
    /// by ``ModuleManager/settle()``, after the module was built and configured.
    func prepare() async
    /// Brings the module up to date when it appears again after being covered (a screen
    /// pushed over it, another tab selected): re-read what may have changed elsewhere.
    /// Called by ``ModuleManager/settle()``.
    func refresh() async
    /// Called on each appearance change, exactly once per transition and in order
    /// (willAppear, didAppear, willDisappear, didDisappear).
    func lifecycleChanged(_ change: Lifecycle)
}

extension ModuleProtocol {
    public var container: ModuleContainer? { nil }
    public func prepare() async {}
    public func refresh() async {}
    public func lifecycleChanged(_ change: Lifecycle) {}
}

extension ModuleProtocol where Context.Input == NoInput {
    public var input: NoInput { NoInput() }
}

/// An appearance change of a module.
public enum Lifecycle: String, Sendable, Hashable, CaseIterable {
    case willAppear
    case didAppear
    case willDisappear
    case didDisappear
}

/// What a module shows and how it takes commands: passive, it renders state it is given and
/// turns typed commands into actions for its presenter. It never asks services for data.
@MainActor
public protocol ModuleView: AnyObject {
    /// The screen as of the last render.
    func screen() -> Screen
    /// The commands this view understands, for `help` and the screen's footer.
    var commands: [CommandHelp] { get }
    /// Performs `command`. Throws ``CommandError/unknownCommand(_:)`` for a command it does not
    /// know and another ``CommandError`` for bad arguments; either way nothing changed.
    func handle(_ command: Command) async throws(CommandError)
}
