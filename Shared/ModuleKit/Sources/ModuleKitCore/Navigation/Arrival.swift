/// Screens the navigator put on top, and the way back to where the person was: what a host
/// undoes, once, when one of those screens cannot load (see ``HostSession``) — however they
/// came, by a link or by a listener's push or presentation.
struct Arrival {
    /// How to go back to where the person was.
    enum Undo {
        /// Closes these screens, last first: what a push or a presentation added.
        case close([ModuleID])
        /// Makes tab `tab`'s stack the screens of `stack` again, selects tab `selected` and
        /// presents the stacks of `presented` again, bottom first: what a link shown in a tab, or a
        /// root replaced, changed — the screens presented over the tabs included.
        case restore(tab: Int, stack: [any BuildContext], presented: [[any BuildContext]], selected: Int)
    }

    /// The screens put on top, root first (the last is on top): the ones built for the arrival,
    /// not the ones a link kept. One that cannot load undoes them all — a screen in the middle
    /// of a link as much as the one on top.
    let screens: [ModuleID]
    /// The link that put them there, as it was asked for; `nil` for a push or a presentation.
    let link: String?
    /// How to go back.
    let undo: Undo

    /// The arrival of `screens` (at least one), put there by `link`, undone by `undo`.
    init(screens: [ModuleID], link: String?, undo: Undo) {
        precondition(!screens.isEmpty, "an arrival puts at least one screen on top")
        self.screens = screens
        self.link = link
        self.undo = undo
    }

    /// The screen put on top.
    var screen: ModuleID { screens[screens.count - 1] }
}

extension Navigator {
    /// The tabs and presented stacks as they are now, to go back to: what a link shown in tab
    /// `tab`, or its root replaced, would undo.
    func wayBack(toTab tab: Int) -> Arrival.Undo {
        let stack = contexts(ofTab: tab)
        return .restore(
            tab: tab, stack: stack.isEmpty ? [tabs[tab].root] : stack,
            presented: modals.map { $0.map(\.context) }, selected: selectedTab)
    }

    /// How the screens of `arrival` that are still shown stand: whether one of them loads, and
    /// the load failure of the first that could not load.
    func load(of arrival: Arrival) -> StepDecisions.ArrivalLoad {
        var load = StepDecisions.ArrivalLoad(isLoading: false, failure: nil)
        for stack in stacks + modals {
            for entry in stack where arrival.screens.contains(entry.id) {
                load.isLoading = load.isLoading || entry.module.isLoading
                if load.failure == nil { load.failure = entry.module.loadFailure }
            }
        }
        return load
    }

    /// Goes back to where the person was before `arrival`: closes what it added, or makes the
    /// tab's stack, the tab selected and the stacks presented over it what they were, in one
    /// transition (screens still shown are kept, the others built again).
    func goBack(before arrival: Arrival) throws(ModuleError) {
        switch arrival.undo {
        case .close(let screens):
            for screen in screens.reversed() { try close(screen) }
        case .restore(let tab, let stack, let presented, let selected):
            try inTransition { () throws(ModuleError) in
                let (restacked, removed) = try restack(stacks[tab], with: stack)
                var rebuilt: [[Entry]] = []
                do throws(ModuleError) {
                    for contexts in presented { rebuilt.append(try makeEntries(contexts)) }
                } catch {
                    retire(restacked.dropFirst(stacks[tab].count - removed.count))
                    retire(rebuilt.flatMap { $0 })
                    throw error
                }
                let before = top
                let removedModals = modals.flatMap { $0 }
                stacks[tab] = restacked
                selectedTab = selected
                modals = rebuilt
                manager.recordRoute(of: nil, "restore \(tabs[tab].name) and \(presented.count) presented")
                changeTop(from: before, to: top)
                retire(removed + removedModals)
            }
        }
    }
}
