extension Navigator {
    /// The contexts of the visible stack (or of tab `index`), root first.
    public func contexts(ofTab index: Int? = nil) -> [any BuildContext] {
        (index.map { stack(ofTab: $0) } ?? visibleStack).map(\.context)
    }

    /// Shows the screens of a resolved link (root first) in one step. A link that begins with a
    /// tab's root screen — its whole link: `mosaic://feed/post/p1` for a tab whose root is
    /// `mosaic://feed` — selects that tab and makes its stack the link's screens, closing any
    /// modal; any other link is pushed onto the visible stack. Nothing changes when a screen
    /// cannot be built or the stack would be too deep.
    func open(_ contexts: [any BuildContext]) throws(ModuleError) {
        guard !contexts.isEmpty else { return }
        if let tab = tab(rootedAt: contexts) {
            try setStack(contexts, ofTab: tab)
        } else {
            try push(all: contexts)
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

    /// Resolves `text` with `router` and shows its screens in one step; returns the link of the
    /// visible stack afterwards, to print back or save. A link that begins with a tab's root
    /// screen (`mosaic://feed/post/p1`) selects that tab and makes its stack the link's
    /// screens, closing any modal; any other link is pushed onto the visible stack. Throws a
    /// ``ModuleError`` for a link no route takes, a screen that cannot be built or a stack
    /// that would be too deep; either way nothing changed.
    ///
    /// ```swift
    /// let shown = try navigator.open("mosaic://feed/profile/alice", router: router)
    /// print(shown)  // mosaic://feed/profile/alice
    /// ```
    @discardableResult
    public func open(_ text: String, router: DeeplinkRouter) throws(ModuleError) -> String {
        let contexts = try router.resolve(text)
        // The link of the stack it would show, written before anything changes: a screen of it
        // that has no link (``ModuleError/notLinkable(contextType:)``) refuses the whole open.
        let shown = tab(rootedAt: contexts) == nil ? self.contexts() + contexts : contexts
        let link = try router.link(for: shown)
        try open(contexts)
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
