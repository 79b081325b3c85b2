extension Navigator {
    /// The contexts of the visible stack (or of tab `index`), root first.
    public func contexts(ofTab index: Int? = nil) -> [any BuildContext] {
        (index.map { stack(ofTab: $0) } ?? visibleStack).map(\.context)
    }

    /// Shows the screens of a resolved link (root first) in one step, as `presentation` says
    /// (see ``LinkPresentation``); the screens from the first ``AlwaysPresented`` one on are
    /// presented in a stack of their own. Nothing changes when a screen cannot be built or a
    /// stack would be too deep.
    func open(_ contexts: [any BuildContext], as presentation: LinkPresentation = .automatic)
        throws(ModuleError)
    {
        guard !contexts.isEmpty else { return }
        let plan = placement(of: contexts, as: presentation)
        // Pushed where the person is, over the same screens: opening what is shown changes nothing.
        guard !pushesWhatIsShown(plan) else { return }
        try inTransition { () throws(ModuleError) in
            guard plan.presented.count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
            // The presented screens are built first, shown last: if placing the others fails,
            // they close unseen.
            let presented = try makeEntries(plan.presented)
            do throws(ModuleError) {
                if let tab = plan.tab {
                    try setStack(plan.placed, ofTab: tab)
                } else {
                    try push(all: plan.placed)
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

    /// Where a link's screens go: the ones placed — in tab `tab`'s stack, or pushed onto the
    /// visible stack when it is `nil` — and the ones presented in a stack of their own.
    private func placement(of contexts: [any BuildContext], as presentation: LinkPresentation) -> (
        placed: [any BuildContext], tab: Int?, presented: [any BuildContext]
    ) {
        let split =
            presentation == .present
            ? 0 : (contexts.firstIndex { $0 is any AlwaysPresented } ?? contexts.count)
        let placed = Array(contexts[..<split])
        let tab = presentation == .automatic && !placed.isEmpty ? tab(rootedAt: contexts) : nil
        return (placed, tab, Array(contexts[split...]))
    }

    /// The contexts of the visible stack once `contexts` are shown as `presentation` says.
    private func contextsShown(opening contexts: [any BuildContext], as presentation: LinkPresentation)
        -> [any BuildContext]
    {
        let plan = placement(of: contexts, as: presentation)
        if !plan.presented.isEmpty { return plan.presented }
        if pushesWhatIsShown(plan) { return self.contexts() }
        return plan.tab == nil ? self.contexts() + plan.placed : plan.placed
    }

    /// Whether `plan` pushes, where the person is, the screens the visible stack ends with
    /// already (`mosaic://post/p1` on `feed/post/p1`).
    private func pushesWhatIsShown(
        _ plan: (placed: [any BuildContext], tab: Int?, presented: [any BuildContext])
    ) -> Bool {
        guard plan.tab == nil, plan.presented.isEmpty, plan.placed.count <= visibleStack.count else {
            return false
        }
        return zip(visibleStack.suffix(plan.placed.count), plan.placed).allSatisfy { shown, wanted in
            Self.isSameScreen(shown.context, wanted)
        }
    }

    /// The tab whose root's whole link the link of `contexts` begins with, if any: `feed/post/p1`
    /// and `settings/notifications` begin with `feed` and `settings`; `product/1234` does not
    /// begin with `product/1`.
    private func tab(rootedAt contexts: [any BuildContext]) -> Int? {
        var segments: [String] = []
        for context in contexts {
            guard let own = context.deeplinkSegments else { break }
            segments += own
        }
        return tabs.firstIndex { tab in
            guard let root = tab.root.deeplinkSegments, !root.isEmpty else { return false }
            return segments.starts(with: root)
        }
    }

    /// Resolves `text` with the app's links (``ModuleManager/links``) and shows its screens in
    /// one step; returns the link of the visible stack afterwards, to print back or save. A link
    /// that begins with a tab's root screen (`mosaic://feed/post/p1`) selects that tab and makes
    /// its stack the link's screens, closing any modal; any other link is pushed onto the visible
    /// stack — and a screen that is ``AlwaysPresented``, with those after it, is presented in a
    /// stack of its own. Throws a ``ModuleError`` for an app without links, a link no route
    /// takes, a screen that cannot be built, a screen shown without a link or a stack that would
    /// be too deep; either way nothing changed.
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
        // The link of the stack it would show, written before anything changes: a screen of it
        // that has no link (``ModuleError/notLinkable(contextType:)``) refuses the whole open.
        let link = try links.link(for: contextsShown(opening: contexts, as: presentation))
        try open(contexts, as: presentation)
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
