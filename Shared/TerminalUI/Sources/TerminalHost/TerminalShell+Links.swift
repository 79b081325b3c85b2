import ModuleKit

/// The session's links: `open URL`, `link`, and what a saved session keeps of each tab.
extension TerminalShell {
    /// Opens a link (see `Navigator/open(_:router:)`): one that begins with a tab's root selects
    /// that tab and rebuilds its stack from the link; any other is pushed onto the current tab.
    public func open(_ text: String) throws {
        guard let router else { throw TerminalHostError.noLinks }
        try navigator.open(text, router: router)
    }

    /// The link of the current tab's whole stack.
    public func currentLink() throws -> String {
        guard let router else { throw TerminalHostError.noLinks }
        return try router.link(for: navigator.contexts(ofTab: navigator.selectedTab)).description
    }

    /// The link of tab `index`'s stack, or `nil` before the tab was first shown.
    public func link(ofTab index: Int) -> String? {
        let contexts = navigator.contexts(ofTab: index)
        guard let router, !contexts.isEmpty else { return nil }
        return try? router.link(for: contexts).description
    }

    /// When the screen a link opened could not load, goes back to where the session was (the
    /// stack, the tab; the saved place follows) and reports one line; returns whether it did.
    /// A link that loads, or that the person left, is forgotten.
    func undoFailedLink() -> Bool {
        guard let opened = openedLink else { return false }
        guard let top = navigator.top, top.id == opened.screen else {
            openedLink = nil
            return false
        }
        guard let failure = top.module.loadFailure else {
            if !top.module.isWorking { openedLink = nil }
            return false
        }
        openedLink = nil
        do {
            try navigator.setStack(opened.stack, ofTab: opened.tab)
            try navigator.select(tab: opened.tab)
        } catch {
            report(error)
        }
        undone = true
        report("cannot open \(opened.link): \(failure)")
        return true
    }
}

/// Where a session was before it opened a link, and the screen the link opened.
struct OpenedLink {
    let link: String
    let screen: ModuleID
    let tab: Int
    let stack: [any BuildContext]
}
