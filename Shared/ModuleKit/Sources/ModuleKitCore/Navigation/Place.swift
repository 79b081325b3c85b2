/// Where a person is, as a value: each tab's stack and each stack presented over them, screen by
/// screen, root first, and the tab selected. What a session goes back to when an opening cannot
/// load (see ``SessionState``), and what the navigator puts back (``Navigator/restore(_:)``).
struct Place {
    /// One screen placed: its id, its context, and how its load stands.
    struct Screen {
        let id: ModuleID
        let context: any BuildContext
        let isLoading: Bool
        let loadFailure: ModuleFailure?
    }

    /// Each tab's stack (empty for a tab not shown yet).
    var tabs: [[Screen]]
    /// The stacks presented over the tabs, bottom first.
    var presented: [[Screen]]
    /// The tab selected.
    var selectedTab: Int

    /// Every screen placed: the tabs' stacks, then the presented ones.
    var screens: [Screen] { (tabs + presented).flatMap { $0 } }

    /// The screens placed here that `before` did not place: what was put on top since — pushed,
    /// presented, opened by a link, put in place of a root, or a screen `before` placed that was
    /// handed a new context since (``UpdatableModule``). A tab's root built because the tab was
    /// shown for the first time was put on top of nothing, and is none of them.
    func arrivals(since before: Place) -> [Screen] {
        var known: [ModuleID: AnyHashable] = [:]
        for screen in before.screens { known[screen.id] = AnyHashable(screen.context) }
        func arrived(_ screen: Screen) -> Bool { known[screen.id] != AnyHashable(screen.context) }
        var arrivals: [Screen] = []
        for (index, stack) in tabs.enumerated() {
            let builtFirst = before.tabs.indices.contains(index) && before.tabs[index].isEmpty
            for (position, screen) in stack.enumerated()
            where arrived(screen) && !(builtFirst && position == 0) {
                arrivals.append(screen)
            }
        }
        return arrivals + presented.flatMap { $0 }.filter(arrived)
    }
}

extension Navigator {
    /// Where the person is now.
    var place: Place {
        func placed(_ stack: [Entry]) -> [Place.Screen] {
            stack.map { entry in
                Place.Screen(
                    id: entry.id, context: entry.context, isLoading: entry.module.isLoading,
                    loadFailure: entry.module.loadFailure)
            }
        }
        return Place(tabs: stacks.map(placed), presented: modals.map(placed), selectedTab: selectedTab)
    }

    /// Puts the person back in `place`, in one transition: in each tab's stack and each presented
    /// stack, the screens still shown stay — what was added above them closes, and one handed a
    /// new context since (``UpdatableModule``) is handed back the one it had — and the others
    /// are the modules they were, when the navigator kept them aside (``leftScreens``), or are
    /// built again from their contexts; a tab not built then is not built now (what a link built
    /// in it closes). Nothing changes when a screen cannot be built.
    func restore(_ place: Place) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            var newStacks = stacks
            var newModals: [[Entry]] = []
            var removed: [Entry] = []
            var built: [Entry] = []
            let kept = Set(leftScreens.map(\.id))
            do throws(ModuleError) {
                for (index, stack) in place.tabs.enumerated() {
                    let (entries, gone) = try restacked(stacks[index], toward: stack)
                    built += entries.filter { entry in
                        !kept.contains(entry.id) && !stacks[index].contains { $0.id == entry.id }
                    }
                    newStacks[index] = entries
                    removed += gone
                }
                // A person is always somewhere: where nothing was shown yet (a session that
                // began with a link), the selected tab's root.
                if newStacks[place.selectedTab].isEmpty {
                    let root = try makeEntry(tabs[place.selectedTab].root)
                    built.append(root)
                    newStacks[place.selectedTab] = [root]
                }
                for (index, stack) in place.presented.enumerated() {
                    let shown = modals.indices.contains(index) ? modals[index] : []
                    let (entries, gone) = try restacked(shown, toward: stack)
                    built += entries.filter { entry in
                        !kept.contains(entry.id) && !shown.contains { $0.id == entry.id }
                    }
                    newModals.append(entries)
                    removed += gone
                }
            } catch {
                close(built)
                throw error
            }
            removed += modals.dropFirst(place.presented.count).flatMap { $0 }
            handBack(place, to: (newStacks + newModals).joined())
            let placed = Set((newStacks + newModals).joined().map(\.id))
            leftScreens.removeAll { placed.contains($0.id) }
            let before = top
            stacks = newStacks
            modals = newModals
            selectedTab = place.selectedTab
            manager.recordRoute(of: nil, "restore \(tabs[selectedTab].name) and \(newModals.count) presented")
            changeTop(from: before, to: top)
            retire(removed)
        }
    }

    /// Hands each screen of `entries` that was handed a new context since `place` — an
    /// ``UpdatableModule`` — the context it had there, which its refresh shows again.
    private func handBack(_ place: Place, to entries: some Sequence<Entry>) {
        var contexts: [ModuleID: any BuildContext] = [:]
        for screen in place.screens { contexts[screen.id] = screen.context }
        for entry in entries {
            guard let context = contexts[entry.id], AnyHashable(context) != AnyHashable(entry.context),
                let module = entry.module as? any UpdatableModule
            else { continue }
            module.updateContext(any: context)
            manager.appeared(module, contextChanged: true)
        }
    }

    /// The entries of `place` in place of `shown`, and what of `shown` goes: the screens `shown`
    /// holds at its start — the same ids — stay, and the rest are the modules kept aside
    /// (``leftScreens``) or are built from their contexts.
    private func restacked(_ shown: [Entry], toward place: [Place.Screen]) throws(ModuleError) -> (
        stack: [Entry], removed: ArraySlice<Entry>
    ) {
        var kept = 0
        while kept < min(shown.count, place.count), shown[kept].id == place[kept].id { kept += 1 }
        var entries: [Entry] = []
        do throws(ModuleError) {
            for screen in place[kept...] {
                if let left = leftScreens.first(where: { $0.id == screen.id }) {
                    entries.append(left)
                } else {
                    entries.append(try makeEntry(screen.context))
                }
            }
        } catch {
            close(entries.filter { entry in !leftScreens.contains { $0.id == entry.id } })
            throw error
        }
        return (Array(shown[..<kept]) + entries, shown[kept...])
    }
}
