/// A built feature: the one object the outside world holds of it.
///
/// A module is assembled by its builder from a context and the dependencies the builder
/// captured. Outside code sees its context, its events (its output), its input (its
/// configuration), and its view, which a platform host (a terminal, a window) draws and sends
/// input to.
///
/// ```swift
/// final class CounterModule: ModuleProtocol, ModuleView, CounterInput {
///     let context: CounterContext
///     let events = EventStream<CounterEvent>()
///     private let store = StateStore(CounterState())  // closed with the module, nothing to wire
///     private(set) var shown = ""
///
///     init(context: CounterContext) {
///         self.context = context
///         store.follow { [unowned self] state in render(state) }
///     }
///
///     var view: any ModuleView { self }
///     var input: any CounterInput { self }
///
///     func render(_ state: CounterState) { shown = "\(state.count)" }
///     func start(at count: Int) { store.update { $0.count = count } }
/// }
/// ```
@MainActor
public protocol ModuleProtocol<Context>: AnyObject {
    /// The context type this module is built from; it also names the module's events and input.
    associatedtype Context: BuildContext

    /// The context the module shows: the one it was built from — or, for an
    /// ``UpdatableModule``, the one it was handed last.
    var context: Context { get }
    /// The module's output.
    var events: EventStream<Context.Event> { get }
    /// The module's root view.
    var view: any ModuleView { get }
    /// The module's configuration entry point (see ``BuildContext/Input``).
    var input: Context.Input { get }

    /// Loads what the module needs (data from services). Started once by the ``ModuleManager``
    /// that built the module, as a task the module owns (see ``ModuleWork``), after the build
    /// and its configuration; the module may be shown before it ends, so show that it is
    /// loading. Cancelled when the module closes: what it does after that is dropped. A module
    /// that keeps the default, which loads nothing, starts no task once its manager saw one of
    /// its type do nothing (the same for ``refresh()``).
    func prepare() async
    /// Brings the module up to date when it appears again after being covered (a screen
    /// pushed over it, another tab selected): re-read what may have changed elsewhere.
    /// Started by the ``ModuleManager``, like ``prepare()``, in the module's ordered lane.
    func refresh() async
    /// Called on each appearance change, exactly once per transition and in order
    /// (willAppear, didAppear, willDisappear, didDisappear).
    func lifecycleChanged(_ change: Lifecycle)
    /// Why the module could not load what it shows (one line for a person), or `nil`. A host
    /// reports it as a failure: a scripted session that opened a screen of something that does
    /// not exist fails like one given a link that does not exist. By default, the error of the
    /// first store the module owns whose state is a ``LoadingState`` (its presenter's, for a module
    /// made of a presenter and a view), else the first of its children's: nothing to write, however the
    /// module is written.
    var loadFailure: ModuleFailure? { get }
    /// The work that performs `action` on this screen — or on the first embedded screen that
    /// takes actions of its type — for ``HostSession/step(_:)``; `nil` when none does. How a host
    /// that holds typed actions (a SwiftUI button, a test) acts on the screen shown without
    /// knowing its presenter.
    func work(for action: any ScreenAction) -> ScreenWork?
    /// The work of the action `words` say (``ScreenAction/init(words:)``) on this screen — or on
    /// the first embedded screen whose actions read them — or `nil`: how a host that carries
    /// actions as text (a web form, a script, a test of a whole app) acts on the screen shown.
    func work(forWords words: [String]) -> ScreenWork?
}

extension ModuleProtocol {
    /// Loads nothing: the module's manager starts no task for the next module of its type.
    public func prepare() async { work.probe?.ranEmptyDefault(of: self, .moduleLoad) }
    /// Refreshes nothing: the module's manager starts no task for the next module of its type.
    public func refresh() async { work.probe?.ranEmptyDefault(of: self, .moduleRefresh) }
    public func lifecycleChanged(_ change: Lifecycle) {}
    public var loadFailure: ModuleFailure? {
        work.lifetime.loadFailure ?? container?.modules.lazy.compactMap(\.loadFailure).first
    }
    public func work(for action: any ScreenAction) -> ScreenWork? {
        container?.modules.lazy.compactMap { $0.work(for: action) }.first
    }
    public func work(forWords words: [String]) -> ScreenWork? {
        container?.modules.lazy.compactMap { $0.work(forWords: words) }.first
    }
}

extension ModuleProtocol {
    /// The work the module owns: its load, refreshes and tasks (kept beside its events).
    public var work: ModuleWork { events.work }

    /// The module's children: the container its builder handed it (see ``ModuleBuilder``),
    /// or `nil` for a module that embeds none. Nothing to wire: whatever the builder attached
    /// there appears, disappears and closes with the module.
    public var container: ModuleContainer? { work.lifetime.children.map(ModuleContainer.init) }

    /// Whether the module, or a module embedded in it, has work of its own in flight — its load,
    /// a refresh, a task (not ongoing work): what a host shows as loading. What a person asked
    /// (a like being saved) does not make the screen a loading one; its result shows when its
    /// state changes.
    public var isLoading: Bool {
        if work.hasOwnWorkInFlight { return true }
        return container?.modules.contains { $0.isLoading } ?? false
    }
}

extension ModuleProtocol where Context.Input == Void {
    /// A module that takes no input has this one.
    public var input: Void { () }
}

/// An appearance change of a module.
public enum Lifecycle: Sendable, Hashable, CaseIterable {
    /// It is about to be shown.
    case willAppear
    /// It is shown.
    case didAppear
    /// It is about to be covered or removed.
    case willDisappear
    /// It is covered or removed.
    case didDisappear
}

/// What a module shows: passive, it renders the state it is given and turns the input its
/// host delivers into typed actions for its presenter. It never asks services for data.
///
/// ModuleKit draws nothing, so this protocol asks for nothing: a platform host refines it with
/// what it needs to draw and to deliver input (the terminal host's `TerminalView` asks for a
/// screen of text and takes typed commands; an iOS host would ask for a view controller), and
/// finds it with a cast:
///
/// ```swift
/// protocol WindowView: ModuleView {
///     var root: Widget { get }
/// }
///
/// extension Window {
///     func show(_ navigator: Navigator) {
///         if let view = navigator.top?.module.view as? any WindowView { show(view.root) }
///     }
/// }
/// ```
@MainActor
public protocol ModuleView: AnyObject {
    /// The state it renders: its presenter's (see
    /// ``ModuleBuilder/init(name:presenter:view:input:)``), or `Void` for a view that follows no
    /// presenter. (Not named `State`: a module that is its own view may have a
    /// type of that name.)
    associatedtype ViewState = Void
    /// Shows `state`. A module made of a presenter and a view calls it with the presenter's state
    /// when the module is built, then — while ``followsEachState`` — after every change, until
    /// the module closes.
    func render(_ state: ViewState)
    /// Whether a module made of a presenter and this view calls ``render(_:)`` after every change
    /// of the state, as well as once when it is built: `true` (the default) for a view that keeps
    /// what it shows; `false` for one that reads its presenter's state when its host draws —
    /// TerminalHost's `PresenterView` drawing `screen()`, WebHost's `WebPresenterView` — which
    /// keeps nothing, so is called with nothing.
    var followsEachState: Bool { get }
}

extension ModuleView {
    /// A view keeps what it shows, and is called with every state.
    public var followsEachState: Bool { true }
}

extension ModuleView where ViewState == Void {
    /// A view that follows no presenter renders nothing it is given.
    public func render(_ state: Void) {}
}
