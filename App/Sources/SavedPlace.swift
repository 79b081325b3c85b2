import ModuleKitCore
import Services

/// Keeps where a person's session is (``HostSession/place``) in the data directory, and
/// restores it next time. A navigation file that cannot be read is reported once and never
/// written over.
@MainActor
final class SavedPlace {
    private let store: NavigationStore
    private var lastSaved: NavigationSnapshot?
    private var isWritable = true

    init(store: NavigationStore) {
        self.store = store
    }

    /// Rebuilds every tab saved last time and selects the tab that was on screen; throws when
    /// the file cannot be read (then it is never written over).
    func restore(into session: HostSession) throws {
        let snapshot: NavigationSnapshot?
        do {
            snapshot = try store.load()
        } catch {
            isWritable = false
            throw error
        }
        guard let snapshot else { return }
        lastSaved = snapshot
        session.restore(selectedTab: snapshot.selectedTab, links: snapshot.links)
    }

    /// Saves the place when it changed since the last save; throws when it cannot (then it is
    /// not tried again).
    func save(from session: HostSession) throws {
        guard isWritable else { return }
        let place = session.place
        let snapshot = NavigationSnapshot(selectedTab: place.selectedTab, links: place.links)
        guard snapshot != lastSaved else { return }
        do {
            try store.save(snapshot)
            lastSaved = snapshot
        } catch {
            isWritable = false
            throw error
        }
    }
}
