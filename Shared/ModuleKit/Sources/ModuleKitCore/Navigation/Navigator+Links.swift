extension Navigator {
    /// The contexts of the visible stack (or of tab `index`), root first.
    public func contexts(ofTab index: Int? = nil) -> [any BuildContext] {
        (index.map { stack(ofTab: $0) } ?? visibleStack).map(\.context)
    }

    /// Shows the screens of a resolved link (root first) in one step, as `presentation` says
    /// (see ``LinkPresentation`` and ``placement(of:as:)``); the screens from the first
    /// ``AlwaysPresented`` one on are presented in a stack of their own. Nothing changes when a
    /// screen cannot be built or a stack would be too deep.
    func open(_ contexts: [any BuildContext], as presentation: LinkPresentation = .automatic)
        throws(ModuleError)
    {
        guard !contexts.isEmpty else { return }
        try carryOut(placement(of: contexts, as: presentation))
    }

    /// Shows a link's screens where `plan` puts them, in one step.
    private func carryOut(_ plan: LinkPlacement) throws(ModuleError) {
        guard !changesNothing(plan) else { return }
        try inTransition { () throws(ModuleError) in
            guard plan.presented.count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
            // The presented screens are built first, shown last: if placing the others fails,
            // they close unseen.
            let presented = try makeEntries(plan.presented)
            do throws(ModuleError) {
                switch plan.target {
                case .tab(let tab): try setStack(plan.placed, ofTab: tab)
                case .visible(let kept): try show(plan.placed, over: kept)
                case .updatingTop: try updateTop(with: plan.placed)
                }
            } catch {
                close(presented)
                throw error
            }
            if !presented.isEmpty {
                let before = top
                modals.append(presented)
                manager.recordRoute(of: nil, "present \(presented.count) screens")
                changeTop(from: before, to: top)
            }
        }
    }

    /// Shows `placed` over the visible stack's first `kept` screens: pushed onto the whole
    /// stack; else the screens above the first `kept` give way to them — those that are
    /// `placed`'s first ones already stay, the same modules (see ``restack(_:with:)``).
    private func show(_ placed: [any BuildContext], over kept: Int) throws(ModuleError) {
        guard !placed.isEmpty else { return }
        guard kept < visibleStack.count else { return try push(all: placed) }
        guard kept + placed.count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
        let (restacked, removed) = try restack(Array(visibleStack[kept...]), with: placed)
        // The stack ends with them already (and what is presented goes over them).
        guard !removed.isEmpty || restacked.count > visibleStack.count - kept else { return }
        let before = top
        let stack = Array(visibleStack[..<kept]) + restacked
        if modals.isEmpty { stacks[selectedTab] = stack } else { modals[modals.count - 1] = stack }
        manager.recordRoute(of: nil, "show \(placed.count) screens from screen \(kept + 1)")
        changeTop(from: before, to: top)
        retire(removed)
    }

    /// Hands the visible stack's top screen — an ``UpdatableModule`` of the kind of `placed`'s
    /// first screen — that screen's context, and pushes the others over it. The others are built
    /// first: when one cannot be, nothing changes.
    private func updateTop(with placed: [any BuildContext]) throws(ModuleError) {
        guard let shown = top, let module = shown.module as? any UpdatableModule else {
            preconditionFailure("a link handed its screen to a top screen that takes none")
        }
        try checkRoom(for: placed.count - 1)
        let pushed = try makeEntries(Array(placed.dropFirst()))
        module.updateContext(any: placed[0])
        manager.appeared(module, contextChanged: true)
        manager.recordRoute(of: shown.id, "update \(type(of: placed[0]))")
        if modals.isEmpty { stacks[selectedTab] += pushed } else { modals[modals.count - 1] += pushed }
        changeTop(from: shown, to: top)
    }

    /// Resolves `text` with the app's links (``ModuleManager/links``) and shows its screens in
    /// one step; returns the link of the visible stack afterwards, to print back or save. A link
    /// that begins with a tab's root screen (`mosaic://feed/post/p1`) selects that tab and makes
    /// its stack the link's screens, closing any modal. Any other is shown where the person is,
    /// the stack they look at preferred: nothing changes where it ends with the link's screens;
    /// where it holds the link's first screen, the person goes back to it (the nearest the top),
    /// not pushed a second time; where its top screen is an ``UpdatableModule`` of that screen's
    /// kind, it is handed the link's context; else the link's screens are pushed. A screen that
    /// is ``AlwaysPresented``, with those after it, is presented in a stack of its own. Throws a
    /// ``ModuleError`` for an app without links, a link no route takes, a screen that cannot be
    /// built, a screen shown without a link or a stack that would be too deep; either way nothing
    /// changed.
    ///
    /// ```swift
    /// let shown = try navigator.open("mosaic://feed/profile/alice")
    /// print(shown)  // mosaic://feed/profile/alice
    /// ```
    @discardableResult
    public func open(_ text: String) throws(ModuleError) -> String {
        try open(text, as: .automatic)
    }

    /// Resolves `text` with the app's links and shows its screens in one step as `presentation`
    /// says — in the tab it belongs to, pushed where the person is, or presented in a stack of
    /// its own (``LinkPresentation``) — and returns the link of the visible stack afterwards. All
    /// or nothing, as ``open(_:)``.
    ///
    /// ```swift
    /// try navigator.open("mosaic://feed/post/p1", as: .present)  // over what is shown
    /// ```
    @discardableResult
    public func open(_ text: String, as presentation: LinkPresentation) throws(ModuleError) -> String {
        guard let links = modules.links else { throw .noLinks }
        let contexts = try links.resolve(text)
        let plan = placement(of: contexts, as: presentation)
        // The link of the stack it would show, written before anything changes: a screen of it
        // that has no link (``ModuleError/notLinkable(contextType:)``) refuses the whole open.
        let link = try links.link(for: contextsShown(by: plan))
        try carryOut(plan)
        return link
    }

    /// The input of the root screen of the first tab whose root is a `Context` screen, or
    /// `nil` when no tab's is. A tab not shown yet has its root built now (not shown: it
    /// appears when its tab is selected), so what is handed to it is kept. How a composition
    /// root hands work to a tab's screen — a download to the Downloads tab — typed, knowing
    /// only the feature's interface:
    ///
    /// ```swift
    /// modules.listen(to: PodcastEvent.self) { [navigator] event, _ in
    ///     guard case .download(let episode) = event else { return .ignored }
    ///     try? navigator.rootInput(of: DownloadsContext.self)?.add(episode)
    ///     return .handled
    /// }
    /// ```
    public func rootInput<Context: BuildContext>(of _: Context.Type) throws(ModuleError) -> Context.Input? {
        guard let index = tabs.firstIndex(where: { $0.root is Context }) else { return nil }
        if stack(ofTab: index).isEmpty { try buildRoot(ofTab: index) }
        return (stack(ofTab: index).first?.module as? any ModuleProtocol<Context>)?.input
    }

}
