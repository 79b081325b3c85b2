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
}
