/// A screen that, when a link names another screen of its kind while it is on top, is handed the
/// link's context instead of a second copy of it being pushed over it (MERLin's updatable
/// module): a post's screen shown a notification's post, a player given another track. An
/// opt-in: a screen that is not one has the link's screen pushed over it, as ever.
///
/// Only ``Navigator/open(_:)`` hands a context — a link that begins with no tab's root, whose
/// first screen the stack shown does not hold already (see ``LinkPresentation/automatic``); the
/// link's other screens are pushed over it. The module shows `context` from then on: its
/// ``ModuleProtocol/context`` reads it (so the link written back is the new one) and its
/// ``ModuleProtocol/refresh()`` runs next, after its load when that still runs, where it reads
/// what the new context shows. A new context that cannot load is undone as a screen pushed
/// would be: the host's session hands the module back the context it had.
///
/// A module made of a presenter and a view is one when its presenter is an
/// ``UpdatablePresenter``; a module written by hand adopts this protocol and keeps its context in
/// a variable:
///
/// ```swift
/// final class TrackModule: UpdatableModule {
///     private(set) var context: TrackContext
///     let events = EventStream<Never>()
///     let view: any ModuleView = TrackView()
///
///     init(context: TrackContext) { self.context = context }
///
///     func updateContext(to context: TrackContext) {
///         self.context = context  // its refresh plays the new track
///     }
///
///     func refresh() async {
///         // plays context.track
///     }
/// }
/// ```
@MainActor
public protocol UpdatableModule: ModuleProtocol {
    /// Shows `context` from now on, in place of ``ModuleProtocol/context``, which reads it
    /// afterwards; the module's ``ModuleProtocol/refresh()`` runs next.
    func updateContext(to context: Context)
}

/// The presenter of an ``UpdatableModule``: the module its builder makes of it
/// (``ModuleBuilder/init(name:presenter:view:input:)``) is handed the context of a link to
/// another screen of its kind, and hands it on here. The presenter's ``ModulePresenter/refresh()``
/// runs next: a presenter whose refresh does nothing reads the new context's data there.
///
/// ```swift
/// extension PostPresenter: UpdatablePresenter {
///     func updateContext(to context: PostContext) {
///         store.update { $0.value = PostState(id: context.post) }  // its refresh loads that post
///     }
/// }
/// ```
@MainActor
public protocol UpdatablePresenter: ModulePresenter {
    /// The context of the screens it presents.
    associatedtype Context: BuildContext
    /// Shows `context` from now on; its ``ModulePresenter/refresh()`` runs next.
    func updateContext(to context: Context)
}

extension PresentedModule: UpdatableModule
where Presenter: UpdatablePresenter, Presenter.Context == Context {
    @usableFromInline func updateContext(to context: Context) {
        self.context = context
        presenter.updateContext(to: context)
    }
}

extension UpdatableModule {
    /// Hands the module `context`, which must be of its context's type (a link's placement
    /// checked it).
    func updateContext(any context: any BuildContext) {
        guard let context = context as? Context else {
            preconditionFailure("\(Context.shortTypeName) handed a \(type(of: context))")
        }
        updateContext(to: context)
    }

    /// Whether `context` is of the module's kind: one it may be handed.
    func takes(_ context: any BuildContext) -> Bool { context is Context }
}
