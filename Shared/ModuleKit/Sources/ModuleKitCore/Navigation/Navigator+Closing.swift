/// Removing modules: pop, dismiss, back, and close wherever a module is.
extension Navigator {
    // MARK: Going back

    /// Pops the visible stack's top screen. Throws ``ModuleError/atRoot`` at a root.
    public func pop() throws(ModuleError) {
        guard visibleStack.count > 1 else { throw .atRoot }
        try close(top!.id)
    }

    /// Dismisses the topmost modal stack. Throws ``ModuleError/nothingPresented``.
    public func dismiss() throws(ModuleError) {
        guard let modal = modals.last else { throw .nothingPresented }
        try close(modal[0].id)
    }

    /// Goes back one step: pops, or dismisses a modal at its root. Throws at a tab's root.
    public func back() throws(ModuleError) {
        guard let top else { throw .atRoot }
        try close(top.id)
    }

    /// Closes module `id` wherever it is: pops it (with the screens above it) if its stack has
    /// more than one screen, else dismisses it if it is presented, else detaches it if it is
    /// embedded. Closing a module that is shown nowhere (closed already) does nothing; a tab's
    /// root screen cannot be closed (``ModuleError/atRoot``). What a listener does when a
    /// screen asks to be closed:
    ///
    /// ```swift
    /// modules.listen(to: PostEvent.self) { [navigator] event, source in
    ///     guard case .done = event else { return .ignored }
    ///     try? navigator.close(source.id)
    ///     return .handled
    /// }
    /// ```
    public func close(_ id: ModuleID) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            // Searched with `index(of:in:)`, not `firstIndex(where:)`: a closure made here is
            // main-actor isolated, and Swift checks the executor on each of its calls.
            for (modalIndex, modal) in modals.enumerated() {
                guard let index = Self.index(of: id, in: modal) else { continue }
                let before = top
                let removed: [Entry]
                let result: Closing
                if index > 0 {
                    removed = Array(modal[index...]) + modals[(modalIndex + 1)...].flatMap { $0 }
                    modals[modalIndex].removeSubrange(index...)
                    modals.removeSubrange((modalIndex + 1)...)
                    result = .popped
                } else {
                    removed = modals[modalIndex...].flatMap { $0 }
                    modals.removeSubrange(modalIndex...)
                    result = .dismissed
                }
                finishRemoval(of: removed, before: before, result: result)
                return
            }
            for tabIndex in stacks.indices {
                // By index, holding no copy of the stack: removing from it then changes it in place.
                guard let index = Self.index(of: id, in: stacks[tabIndex]) else { continue }
                guard index > 0 else { throw .atRoot }
                let before = top
                if index == stacks[tabIndex].count - 1 {
                    // The usual pop, of the top screen alone: no list of what was removed.
                    finishRemoval(
                        of: CollectionOfOne(stacks[tabIndex].removeLast()), before: before, result: .popped)
                } else {
                    let removed = Array(stacks[tabIndex][index...])
                    stacks[tabIndex].removeSubrange(index...)
                    finishRemoval(of: removed, before: before, result: .popped)
                }
                return
            }
            _ = manager.detach(id, recording: "\(Closing.detached)")
        }
    }

    /// Closes every screen — every tab's stack and every presented one — as a host does when its
    /// session ends (a browser's that expired): the top screen disappears, every module closes
    /// (its work is cancelled, its children close with it) and the navigator shows nothing until
    /// ``start()`` again.
    public func closeAll() {
        inTransition {
            let before = top
            let removed = modals.reversed().flatMap { $0.reversed() } + stacks.flatMap { $0.reversed() }
            modals.removeAll()
            for index in stacks.indices { stacks[index].removeAll() }
            changeTop(from: before, to: nil)
            close(removed)
            closeLeftScreens()
        }
    }

    func finishRemoval(of removed: some Collection<Entry>, before: Entry?, result: Closing) {
        manager.recordRoute(of: removed.first?.id, "\(result)")
        changeTop(from: before, to: top)
        retire(removed)
    }
}
