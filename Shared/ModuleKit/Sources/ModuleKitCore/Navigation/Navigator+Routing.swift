/// Placing modules: build from a context and push, present, replace the root, or set a whole
/// stack (what a link does).
extension Navigator {
    // MARK: Routing

    /// Builds a module for `context` and places it as `transition` says. `configure`, when
    /// given, receives the module's input before it appears; without it the transition still
    /// happens. Returns the new module's id.
    private func route<Context: BuildContext>(
        _ context: Context, _ transition: Move, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try inTransition { () throws(ModuleError) -> ModuleID in
            try place(context, transition, configure: configure)
        }
    }

    private func place<Context: BuildContext>(
        _ context: Context, _ asked: Move, configure: ((Context.Input) -> Void)?
    ) throws(ModuleError) -> ModuleID {
        // A screen always presented is never pushed: a push presents it.
        var transition = asked
        if case .push = asked, context is any AlwaysPresented { transition = .present }
        if case .push = transition { try checkRoom(for: 1) }
        let (module, id) = try manager.buildIdentified(context)
        configure?(module.input)
        let entry = Entry(id: id, module: module)
        manager.recordRoute(of: entry.id, "\(transition) \(Context.shortTypeName)")
        switch transition {
        case .push:
            let before = top
            if modals.isEmpty {
                stacks[selectedTab].append(entry)
            } else {
                modals[modals.count - 1].append(entry)
            }
            changeTop(from: before, to: entry)
        case .present:
            let before = top
            modals.append([entry])
            changeTop(from: before, to: entry)
        case .replaceRoot:
            let before = top
            let removed = visibleStack
            if modals.isEmpty {
                stacks[selectedTab] = [entry]
            } else {
                modals[modals.count - 1] = [entry]
            }
            changeTop(from: before, to: entry)
            retire(removed)
        }
        return entry.id
    }

    /// Pushes `context`'s module on the visible stack — or presents it, when its context is
    /// ``AlwaysPresented``. A host's session closes it again, once, if it cannot load (see
    /// ``HostSession/step(_:)``), as it undoes a link's screens.
    @discardableResult
    public func push<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .push, configure: configure)
    }

    /// Presents `context`'s module in a new modal stack.
    @discardableResult
    public func present<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .present, configure: configure)
    }

    /// Replaces the visible stack with `context`'s module alone.
    @discardableResult
    public func replaceRoot<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .replaceRoot, configure: configure)
    }

    /// Makes the stack of tab `index` the screens of `contexts` (root first), and selects that
    /// tab: how a link or a saved place is shown. The screens the stack already shows at its
    /// start stay as they are — the same modules, their loaded pages kept — and only the rest
    /// is built: a screen is the same when its context is of the same type and writes the same
    /// link (see ``BuildContext/deeplinkSegments``). Nothing changes if a build fails.
    public func setStack(_ contexts: [any BuildContext], ofTab index: Int) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            let (restacked, removed) = try restack(stacks[index], with: contexts)
            let kept = stacks[index].count - removed.count
            let before = top
            let removedModals = modals.flatMap { $0 }
            modals.removeAll()
            stacks[index] = restacked
            selectedTab = index
            manager.recordRoute(
                of: nil, "restore \(tabs[index].name) (\(contexts.count) screens, \(kept) kept)")
            changeTop(from: before, to: top)
            retire(removed + removedModals)
        }
    }

    /// The stack of `contexts` (root first) in place of `shown`, and what of `shown` goes: the
    /// screens `shown` already shows at its start stay as they are — the same modules, their
    /// loaded pages kept — and only the rest is built (see ``isSameScreen(_:_:)``). Nothing is
    /// built when a build fails.
    func restack(_ shown: [Entry], with contexts: [any BuildContext]) throws(ModuleError) -> (
        stack: [Entry], removed: ArraySlice<Entry>
    ) {
        precondition(!contexts.isEmpty, "a stack needs a root")
        guard contexts.count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
        var kept = 0
        while kept < min(shown.count, contexts.count), Self.isSameScreen(shown[kept].context, contexts[kept])
        {
            kept += 1
        }
        let entries = try makeEntries(Array(contexts[kept...]))
        return (Array(shown[..<kept]) + entries, shown[kept...])
    }

    /// Whether `shown` and `wanted` name the same screen: contexts of one type that write the
    /// same link. Their routing contexts may differ (a screen opened by a tap and the same
    /// screen named by a link are one screen); a context without a link is never the same.
    static func isSameScreen(_ shown: any BuildContext, _ wanted: any BuildContext) -> Bool {
        guard type(of: shown) == type(of: wanted), let link = shown.deeplinkSegments else { return false }
        return link == wanted.deeplinkSegments
    }

    /// Pushes modules built from `contexts` on the visible stack, in order; only the last appears.
    /// (``open(_:as:)`` keeps ``AlwaysPresented`` screens out of it.)
    func push(all contexts: [any BuildContext]) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            guard !contexts.isEmpty else { return }
            try checkRoom(for: contexts.count)
            let entries = try makeEntries(contexts)
            let before = top
            if modals.isEmpty { stacks[selectedTab] += entries } else { modals[modals.count - 1] += entries }
            changeTop(from: before, to: top)
        }
    }
}
