import ModuleKit
import Services
import TerminalHost

/// Saves where the session is (every tab's stack as a link) and restores it next time. A
/// navigation file that cannot be read is reported once and never written over.
@MainActor
final class NavigationSession {
    private let store: NavigationStore
    private var lastSaved: NavigationSnapshot?
    private var isWritable = true

    init(store: NavigationStore) {
        self.store = store
    }

    /// Rebuilds every tab saved last time and selects the tab that was on screen.
    func restore(into shell: TerminalShell) {
        let snapshot: NavigationSnapshot?
        do {
            snapshot = try store.load()
        } catch {
            isWritable = false
            shell.report(error)
            return
        }
        guard let snapshot, let router = shell.router else { return }
        lastSaved = snapshot
        let navigator = shell.navigator
        for (index, tab) in navigator.tabs.enumerated() {
            guard let link = snapshot.links[tab.name] else { continue }
            do {
                let contexts = try router.resolve(link)
                try navigator.setStack(contexts, ofTab: index)
            } catch {
                shell.report("cannot restore the \(tab.name) tab from \(link): \(error)")
            }
        }
        try? navigator.select(tab: navigator.tabIndex(named: snapshot.selectedTab) ?? 0)
    }

    /// Saves the tabs' links when they changed since the last save.
    func save(from shell: TerminalShell) {
        guard isWritable else { return }
        let navigator = shell.navigator
        var links: [String: String] = [:]
        for (index, tab) in navigator.tabs.enumerated() {
            if let link = shell.link(ofTab: index) { links[tab.name] = link }
        }
        let snapshot = NavigationSnapshot(
            selectedTab: navigator.tabs[navigator.selectedTab].name, links: links)
        guard snapshot != lastSaved else { return }
        do {
            try store.save(snapshot)
            lastSaved = snapshot
        } catch {
            isWritable = false
            shell.report(error)
        }
    }
}
