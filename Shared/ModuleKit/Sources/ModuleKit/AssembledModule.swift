/// A presenter as ``AssembledModule`` drives it: it owns the module's state in a
/// ``StateStore``, loads it when the module is prepared and brings it up to date when the
/// module appears again.
@MainActor
public protocol ModulePresenter: AnyObject {
    /// What the module shows: a value, no logic.
    associatedtype State: Equatable & Sendable
    /// The module's state.
    var store: StateStore<State> { get }
    /// Loads what the module needs before it is first shown.
    func load() async
    /// Re-reads what may have changed elsewhere; by default, loads again.
    func refresh() async
    /// Why the last load failed, or `nil`: the module's ``ModuleProtocol/loadFailure``.
    var loadFailure: String? { get }
}

extension ModulePresenter {
    /// Loads again.
    public func refresh() async { await load() }
    /// None: a presenter whose state is not a ``LoadingState`` reports no load failure.
    public var loadFailure: String? { nil }
}

/// A passive view that renders a presenter's state: what ``AssembledModule`` drives.
@MainActor
public protocol StateRenderingView: ModuleView {
    /// The state it renders.
    associatedtype State
    /// Shows `state`.
    func render(_ state: State)
}

/// The module of a feature screen with the standard rooms: a presenter that owns the state and
/// emits the events, a passive view driven by the presenter's store, and an input. The
/// assembly a feature would otherwise write by hand for every screen.
///
/// Its presenter's ``ModulePresenter/load()`` and ``ModulePresenter/refresh()`` run as the
/// module's work (see ``ModuleWork``); when the module closes, they are cancelled and the
/// presenter's store (made while the module was built) is closed, so nothing it renders
/// afterwards reaches the view.
///
/// A screen that embeds others (a profile with its header and posts, a table of section
/// modules) passes a ``ModuleContainer`` and attaches its built children to it; the module
/// reports the first child's load failure when its presenter has none.
///
/// ```swift
/// ModuleBuilder(name: "Likes") { context in
///     AssembledModule(context: context) { events in
///         LikesPresenter(interactor: interactor, events: events)
///     } view: { presenter in
///         LikesView(presenter: presenter)
///     }
/// }
/// ```
@MainActor
public final class AssembledModule<
    Context: BuildContext, Presenter: ModulePresenter, View: StateRenderingView
>:
    ModuleProtocol
where View.State == Presenter.State {
    public let context: Context
    public let events: EventStream<Context.Event>
    /// The module's event handler.
    public let presenter: Presenter
    /// Where the module embeds its children, when it does.
    public let container: ModuleContainer?
    private let rootView: View
    private let makeInput: (Presenter) -> Context.Input

    /// Makes the presenter (with the module's event stream), then the view over it, and drives
    /// the view with the presenter's store. `input` gives the module's input (usually the
    /// presenter); `container`, when given, holds the module's children.
    public init(
        context: Context, container: ModuleContainer? = nil,
        presenter makePresenter: (EventStream<Context.Event>) -> Presenter,
        view makeView: (Presenter) -> View, input: @escaping (Presenter) -> Context.Input
    ) {
        self.context = context
        self.container = container
        let events = EventStream<Context.Event>()
        self.events = events
        presenter = makePresenter(events)
        rootView = makeView(presenter)
        makeInput = input
        presenter.store.observe { [unowned rootView] state in rootView.render(state) }
    }

    public var view: any ModuleView { rootView }
    public var input: Context.Input { makeInput(presenter) }
    public var loadFailure: String? {
        presenter.loadFailure ?? container?.modules.lazy.compactMap(\.loadFailure).first
    }
    public func prepare() async { await presenter.load() }
    public func refresh() async { await presenter.refresh() }
}

extension AssembledModule where Context.Input == NoInput {
    /// A module that takes no input.
    public convenience init(
        context: Context, container: ModuleContainer? = nil,
        presenter makePresenter: (EventStream<Context.Event>) -> Presenter,
        view makeView: (Presenter) -> View
    ) {
        self.init(
            context: context, container: container, presenter: makePresenter, view: makeView,
            input: { _ in NoInput() })
    }
}
