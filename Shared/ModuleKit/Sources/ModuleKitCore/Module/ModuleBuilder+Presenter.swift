extension ModuleBuilder {
    /// What makes the presenter of a module that embeds others, for a context: it is handed the
    /// ``ModuleContainer`` to build its children with and attach them to, and the module's
    /// event stream (see ``init(name:submodules:presenter:view:input:)``).
    public typealias EmbeddingPresenter<Presenter> =
        @MainActor @Sendable (Context, ModuleContainer, EventStream<Context.Event>) throws(ModuleError) ->
        Presenter

    /// A builder of the modules of a feature screen with the standard rooms: `presenter` makes
    /// the presenter for a context, with the module's event stream — it owns the state in its
    /// store and emits the events — and `view` the passive view its store drives; `input` gives
    /// the module's input (usually the presenter). What a feature writes for every screen.
    ///
    /// The presenter's ``ModulePresenter/load()`` and ``ModulePresenter/refresh()`` run as the
    /// module's work (see ``ModuleWork``); when the module closes, they are cancelled and the
    /// presenter's store (made while the module was built) is closed, so nothing it renders
    /// afterwards reaches the view.
    ///
    /// ```swift
    /// ModuleBuilder(name: "Counter") { _, events in
    ///     CounterPresenter(events: events)
    /// } view: { presenter in
    ///     CounterView(presenter: presenter)
    /// } input: { presenter in
    ///     presenter  // the presenter is the counter's input
    /// }
    /// ```
    @inlinable
    public init<Presenter: ModulePresenter, View: ModuleView>(
        name: String,
        presenter: @escaping @MainActor @Sendable (Context, EventStream<Context.Event>) -> Presenter,
        view: @escaping @MainActor @Sendable (Presenter) -> View,
        input: @escaping @MainActor @Sendable (Presenter) -> Context.Input
    ) where View.ViewState == Presenter.State {
        self.init(
            name: name, embeds: false, registering: { _ throws(ModuleError) in },
            make: { context, _ throws(ModuleError) in
                try PresentedModule(
                    context: context, presenter: { presenter(context, $0) }, view: view, input: input)
            })
    }

    /// A builder of modules that embed `submodules`: `presenter` is handed the
    /// ``ModuleContainer`` to build them with and attach them to, and `view` the same container,
    /// to draw them in; a child that cannot be built fails the build of the module (unless
    /// `presenter` catches the error). Otherwise as ``init(name:presenter:view:input:)``; the
    /// module reports the first child's load failure when its presenter has none.
    @inlinable
    public init<each Child: BuildContext, Presenter: ModulePresenter, View: ModuleView>(
        name: String, submodules: repeat ModuleBuilder<each Child>,
        presenter: @escaping EmbeddingPresenter<Presenter>,
        view: @escaping @MainActor @Sendable (Presenter, ModuleContainer) -> View,
        input: @escaping @MainActor @Sendable (Presenter) -> Context.Input
    ) where View.ViewState == Presenter.State {
        self.init(name: name, submodules: repeat each submodules) { context, children throws(ModuleError) in
            try PresentedModule(
                context: context,
                presenter: { events throws(ModuleError) in try presenter(context, children, events) },
                view: { view($0, children) }, input: input)
        }
    }
}

extension ModuleBuilder where Context.Input == Void {
    /// A builder of the modules of a feature screen that takes no input: see
    /// ``init(name:presenter:view:input:)``.
    ///
    /// ```swift
    /// ModuleBuilder(name: "Likes") { _, events in
    ///     LikesPresenter(interactor: interactor, events: events)
    /// } view: { presenter in
    ///     LikesView(presenter: presenter)
    /// }
    /// ```
    @inlinable
    public init<Presenter: ModulePresenter, View: ModuleView>(
        name: String,
        presenter: @escaping @MainActor @Sendable (Context, EventStream<Context.Event>) -> Presenter,
        view: @escaping @MainActor @Sendable (Presenter) -> View
    ) where View.ViewState == Presenter.State {
        self.init(name: name, presenter: presenter, view: view, input: { _ in () })
    }

    /// A builder of modules that take no input and whose presenter embeds `submodules`: see
    /// ``init(name:submodules:presenter:view:input:)``.
    @inlinable
    public init<each Child: BuildContext, Presenter: ModulePresenter, View: ModuleView>(
        name: String, submodules: repeat ModuleBuilder<each Child>,
        presenter: @escaping EmbeddingPresenter<Presenter>,
        view: @escaping @MainActor @Sendable (Presenter, ModuleContainer) -> View
    ) where View.ViewState == Presenter.State {
        self.init(
            name: name, submodules: repeat each submodules, presenter: presenter, view: view,
            input: { _ in () })
    }
}
