/// Where a session is, as links: what a host saves so that the next session starts there.
extension HostSession {
    /// The tab shown, by name, and each tab's whole stack as a chained link, by tab name (a tab
    /// not shown yet has none).
    public var place: (selectedTab: String, links: [String: String]) {
        var saved: [String: String] = [:]
        if let appLinks = self.links {
            for (index, tab) in navigator.tabs.enumerated() {
                let contexts = navigator.contexts(ofTab: index)
                guard !contexts.isEmpty, let link = try? appLinks.link(for: contexts) else { continue }
                saved[tab.name] = link.description
            }
        }
        return (navigator.tabs[navigator.selectedTab].name, saved)
    }

    /// Rebuilds each tab from its link and selects the tab named `selectedTab` (the first when
    /// none has that name): the place a session saved. A link that no longer opens leaves its
    /// tab as it was; the next result tells it, once. The app's listeners hear where the session
    /// came back to (``HostEvent/restored(selectedTab:links:)``).
    public func restore(selectedTab: String, links: [String: String]) {
        guard let appLinks = self.links else { return }
        for (index, tab) in navigator.tabs.enumerated() {
            guard let link = links[tab.name] else { continue }
            do {
                try navigator.setStack(try appLinks.resolve(link), ofTab: index)
            } catch {
                report(ModuleFailure(error, context: "cannot restore the \(tab.name) tab from \(link)"))
            }
        }
        try? navigator.select(tab: navigator.tabIndex(named: selectedTab) ?? 0)
        // What it came back to: the links that opened, as the session writes them.
        let now = place
        navigator.modules.send(.restored(selectedTab: now.selectedTab, links: now.links))
    }
}
