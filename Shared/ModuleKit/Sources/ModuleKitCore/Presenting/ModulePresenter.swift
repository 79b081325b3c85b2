/// A presenter as the module its builder makes of it drives it
/// (``ModuleBuilder/init(name:presenter:view:input:)``): it owns the module's state in a
/// ``StateStore``, loads it when the module is prepared, brings it up to date when the module
/// appears again, and performs the screen's typed actions.
///
/// An action names what it acts on by id, never by where it is shown, so the same presenter
/// serves every host: a host's step performs what the host parsed from its input (a typed
/// command, a tap), in the lane the action declares (``HostSession/step(_:)``).
///
/// ```swift
/// enum LikesAction: ScreenAction {
///     case open(PostID)
///     case unlike(PostID)
/// }
///
/// func perform(_ action: LikesAction) async throws(ActionRefused) {
///     switch action {
///     case .open(let post): events.emit(.openPost(post))
///     case .unlike(let post): try await ActionRefused.refusing { try await likes.setLiked(post, false) }
///     }
/// }
/// ```
@MainActor
public protocol ModulePresenter: AnyObject {
    /// What the module shows: a value, no logic. A state that is a ``LoadingState`` reports
    /// the module's load failure.
    associatedtype State: Equatable & Sendable
    /// What can be asked of the screen, each action with its facts: a ``ScreenAction``, inferred
    /// from ``perform(_:)``. An action type that is not one fails to compile, the compiler noting
    /// that it "would match … if it conformed to 'ScreenAction'". A screen that takes no action
    /// says so in one line: `func perform(_ action: Never) async throws(ActionRefused) {}`.
    associatedtype Action: ScreenAction
    /// The module's state.
    var store: StateStore<State> { get }
    /// Loads what the module needs before it is first shown; nothing, by default (a screen whose
    /// children load what it shows).
    func load() async
    /// Brings the screen up to date when it is shown again (a screen above it closed, its tab
    /// selected again); by default nothing — what it showed, and where the person was in it
    /// (a list paged to its end), stays; only a screen whose load failed loads again. A screen
    /// whose data may change elsewhere says so here, once: it reads again what may have changed
    /// (`await load()`), or only that part.
    func refresh() async
    /// Performs `action`, or refuses it (saying why) and changes nothing.
    func perform(_ action: Action) async throws(ActionRefused)
}

extension ModulePresenter {
    /// Loads nothing: the module's manager starts no task for the next module of its type.
    public func load() async { ModuleOwnership.runningWork?.probe?.ranEmptyDefault(of: self, .presenterLoad) }
    /// Refreshes nothing: what the screen showed stays, and the module's manager starts no task
    /// for the next module of its type — but a screen whose load failed (a ``LoadingState``
    /// with an error) loads again.
    public func refresh() async {
        guard (store.state as? any LoadingState)?.error != nil else {
            ModuleOwnership.runningWork?.probe?.ranEmptyDefault(of: self, .presenterRefresh)
            return
        }
        ModuleOwnership.runningWork?.probe?.passOn(from: self, .presenterRefresh, to: self, .presenterLoad)
        await load()
    }

    /// Performs `action` as a host's step sends it — a command typed, a form posted, a button
    /// tapped — and records it in the trace: an `action` record (`like(p3)`) for the module whose
    /// work runs it, and a `refused` record with the reason when the presenter refuses it.
    ///
    /// The one way an action reaches a presenter is a host's step: the host asks the screen shown
    /// for the action's work (``ModuleProtocol/work(for:)``, or ``ModuleProtocol/work(forWords:)``
    /// for its words), which comes here, and ``HostSession/step(_:)`` runs that work in the lane
    /// the action declares (``ScreenAction/navigates``): after the screen's earlier work, or at
    /// once for a navigation. Nothing else calls it — a view renders, and its host takes the step;
    /// a test acts with ModuleKitTesting's `act(_:)`, which takes the same step — so it is not
    /// public.
    func performTraced(_ action: Action) async throws(ActionRefused) {
        let work = ModuleOwnership.runningWork
        work?.report.record(.action, "\(action)")
        do {
            try await perform(action)
        } catch {
            work?.report.record(.refused, "\(action): \(error.reason)")
            throw error
        }
    }
}

/// The module a ``ModuleBuilder`` makes from a presenter and a view
/// (``ModuleBuilder/init(name:presenter:view:input:)``): the presenter owns the state and emits
/// the events, a passive view is driven by the presenter's store, and the input is the
/// presenter's. The assembly a feature would otherwise write by hand for every screen.
///
/// Its presenter's ``ModulePresenter/load()`` and ``ModulePresenter/refresh()`` run as the
/// module's work (see ``ModuleWork``); when the module closes, they are cancelled and the
/// presenter's store (made while the module was built) is closed, so nothing it renders
/// afterwards reaches the view.
///
/// A screen that embeds others (a profile with its header and posts, a table of section
/// modules) attaches the children it built to the ``ModuleContainer`` its builder was handed;
/// the module reports the first child's load failure when its presenter has none.
@MainActor @usableFromInline
final class PresentedModule<
    Context: BuildContext, Presenter: ModulePresenter, View: ModuleView
>:
    ModuleProtocol
where View.ViewState == Presenter.State {
    /// The context it shows: the one it was built from, or the one it was handed last
    /// (``UpdatableModule``).
    @usableFromInline var context: Context
    @usableFromInline let events: EventStream<Context.Event>
    /// The module's event handler.
    let presenter: Presenter
    private let rootView: View
    private let makeInput: (Presenter) -> Context.Input

    /// Makes the presenter (with the module's event stream), then the view over it, and drives
    /// the view with the presenter's store. `input` gives the module's input (usually the
    /// presenter).
    @usableFromInline
    init(
        context: Context,
        presenter makePresenter: (EventStream<Context.Event>) throws(ModuleError) -> Presenter,
        view makeView: (Presenter) -> View, input: @escaping (Presenter) -> Context.Input
    ) throws(ModuleError) {
        self.context = context
        let events = EventStream<Context.Event>()
        self.events = events
        presenter = try makePresenter(events)
        rootView = makeView(presenter)
        makeInput = input
        presenter.store.renderOnce(rootView.render)
        // A view that reads the state when its host draws is called with no later state.
        if rootView.followsEachState {
            presenter.store.observeLaterStates { [unowned rootView] state in rootView.render(state) }
        }
    }

    @usableFromInline var view: any ModuleView { rootView }
    @usableFromInline var input: Context.Input { makeInput(presenter) }
    @usableFromInline func work(for action: any ScreenAction) -> ScreenWork? {
        work(for: action as? Presenter.Action) { $0.work(for: action) }
    }
    @usableFromInline func work(forWords words: [String]) -> ScreenWork? {
        work(for: Presenter.Action(words: words)) { $0.work(forWords: words) }
    }

    /// The work of `action` when this module's presenter takes it, else the first embedded
    /// module's that `child` finds: the one fallback of both ways to find an action's work.
    private func work(
        for action: Presenter.Action?, else child: (any ModuleProtocol) -> ScreenWork?
    ) -> ScreenWork? {
        guard let action else { return container?.modules.lazy.compactMap(child).first }
        return .send(action, to: presenter)
    }
    @usableFromInline func prepare() async {
        work.probe?.passOn(from: self, .moduleLoad, to: presenter, .presenterLoad)
        await presenter.load()
    }
    @usableFromInline func refresh() async {
        work.probe?.passOn(from: self, .moduleRefresh, to: presenter, .presenterRefresh)
        await presenter.refresh()
    }
}
