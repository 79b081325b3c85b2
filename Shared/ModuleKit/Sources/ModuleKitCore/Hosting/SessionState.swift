/// A person's session as one value, and its one reducer: every decision of a ``HostSession``'s
/// steps is made here, from the events the session feeds in, as the effects it carries out
/// (TCA's `Reducer`, Elm's `update`). What a step does with its input, read against what is
/// shown; when screens put on top — by a link, a listener's push, a presentation, a replaced
/// root — are undone because one of them could not load, and where to go back to; which
/// failures are still to tell, each once; what the host was given last, and whether it showed
/// it. The session carries out the effects and waits; nothing here touches a screen, so every
/// rule is tested with plain values, and a refused step leaves the state as it was given.
struct SessionState {
    /// What the session shows as a step begins: the link of the screens shown (`nil` with no
    /// links, or when they have none), whether the screen on top has work of its own in flight —
    /// its load, a refresh, a task; `nil` when none is shown — the number of tabs, whether the
    /// session reads links, and whether the screens shown are presented over the tabs.
    struct Showing {
        var link: String?
        var topHasOwnWork: Bool?
        var tabCount: Int
        var hasLinks: Bool
        var isPresented = false
    }

    /// What happened, as the session tells it.
    enum Event {
        /// A step begins with `input`, read against what is `showing`, the person in `place`.
        case asked(HostInput, showing: Showing, place: Place)
        /// Something failed, to tell with the next result: what a step could not carry out, an
        /// action refused after it, what a listener threw, a way back that could not be built.
        case failed(ModuleFailure)
        /// The step's work settled as its pace says (or something changed after it): `shown` is
        /// what is shown now, in `place`.
        case settled(ShownScreens, place: Place)
        /// The host did not show `shown` and shows its screens when it is next asked (a
        /// browser's redirect after a form): its failures are told with the next result, and a
        /// reload of its link then shows it as it is.
        case notShown(ShownScreens)
    }

    /// What the session does, as the reducer decides.
    enum Effect {
        /// Starts the action on the screen on top, then waits.
        case start(ScreenWork)
        /// Opens `link`, then waits.
        case open(String)
        /// Refreshes the screen on top, then waits for it as for an action.
        case refresh
        /// Closes the screen on top, then waits.
        case back
        /// Shows tab `index` (one that exists) — closing, when `closingPresented`, the stacks
        /// presented over the tabs — then waits.
        case select(tab: Int, closingPresented: Bool)
        /// Nothing to carry out: waits for what is shown (the link shown already, or a screen
        /// busy with work of its own: what it reads then is no older than the request).
        case wait
        /// The input cannot be carried out (told already): the step settles at once, refused.
        case settleRefused
        /// Puts the person back where they were before screens put on top could not load, then
        /// waits for what is shown again.
        case restore(Place)
        /// Closes the screens the person left, which no way back needs any more: nothing put on
        /// top still loads (it loaded, was left or was undone). Until then they are kept aside,
        /// so that a way back puts back the screens themselves, not new ones built again.
        case closeLeftScreens
        /// The result the host is given.
        case give(ShownScreens)
    }

    /// Screens put on top while they load, and where the person was before them.
    struct Opening {
        /// The screens put on top: the ones built for it, not the ones a link kept.
        let screens: Set<ModuleID>
        /// The one on top of them.
        let top: ModuleID
        /// The link that put them there, as it was asked for; `nil` for a push or a presentation.
        let link: String?
        /// Where the person was.
        let before: Place
    }

    /// The failures not told yet, oldest first.
    private(set) var untold: [ModuleFailure] = []
    /// Where the person was when the host was last given a result — what the next screens put
    /// on top are told apart from — or `nil` when the next step's start or result is where they
    /// are anew (at the session's start, after a way back).
    private(set) var place: Place?
    /// Screens put on top that still load, and the way back.
    private(set) var opening: Opening?
    /// The link the step now taken asked for, if it opens one.
    private var linkAsked: String?
    /// The load failure told last, and the screen that showed it.
    private var loadFailureTold: (module: ModuleID, failure: ModuleFailure)?
    /// The last result the host was given.
    private(set) var shown: ShownScreens?
    /// The link of the last result when the host did not show it (see ``Event/notShown(_:)``).
    private var notShownLink: String?

    /// The effects of `event`, the state changed as it says.
    mutating func reduce(_ event: Event) -> [Effect] {
        switch event {
        case .asked(let input, let showing, let now):
            // Where the person is as the step begins, when no result told it: screens the step
            // puts on top are told apart from it.
            if place == nil { place = now }
            let unseen = notShownLink
            notShownLink = nil
            linkAsked = nil
            let effect = begin(input, showing: showing, unseen: unseen)
            if case .open(let link) = effect { linkAsked = link }
            return [effect]
        case .failed(let failure):
            untold.append(failure)
            return []
        case .settled(let shown, let place):
            let effect = settle(shown, in: place)
            guard case .give = effect, opening == nil else { return [effect] }
            return [.closeLeftScreens, effect]
        case .notShown(let shown):
            untold.insert(contentsOf: shown.failures, at: 0)
            notShownLink = shown.link
            return []
        }
    }

    /// What a step of `input` does, given what is `showing`: an input that names what is shown
    /// already changes nothing (a page's link asked for again refreshes its screen — unless the
    /// screen has work of its own in flight, or the host has not shown the screens yet: at the
    /// session's start, or `unseen`, after a form); one from outside that names nothing there is
    /// refused, told; a tab asked for is shown, what is presented over the tabs closed — as a
    /// browser's tab bar, a link to the tab, closes it — so the person sees the tab they asked
    /// for, never a tab selected unseen beneath a presented screen.
    private mutating func begin(_ input: HostInput, showing: Showing, unseen: String?) -> Effect {
        switch input {
        case .act(let work):
            guard showing.topHasOwnWork != nil else {
                return refuse(ModuleFailure(.refused, "nothing is shown"))
            }
            return .start(work)
        case .open(let link), .reload(let link):
            guard showing.hasLinks else {
                return refuse(ModuleFailure(.notFound, "this session has no links"))
            }
            guard link == showing.link else { return .open(link) }
            guard case .reload = input, showing.topHasOwnWork == false, shown != nil, unseen != link else {
                return .wait
            }
            return .refresh
        case .back:
            return .back
        case .selectTab(let index):
            // An index from outside (a recording, a host's parsed input) may name no tab.
            guard (0..<showing.tabCount).contains(index) else {
                return refuse(
                    ModuleFailure(.notFound, "no tab \(index + 1): the app has \(showing.tabCount)"))
            }
            return .select(tab: index, closingPresented: showing.isPresented)
        }
    }

    private mutating func refuse(_ failure: ModuleFailure) -> Effect {
        untold.append(failure)
        return .settleRefused
    }

    /// How a step (or a change) ends, `shown` being what is shown now, in `now`. Screens put
    /// on top since the last result are an opening, kept while they load, forgotten once they
    /// loaded or the person left the top one, and undone — once, its failure told — when one of
    /// them could not load, the top one or one beneath it. Otherwise the host is given `shown`
    /// with the failures not told yet, which are told with it: the top screen's load failure
    /// once per screen, after the others — shown loading while screens put on top still load.
    private mutating func settle(_ shown: ShownScreens, in now: Place) -> Effect {
        if let before = place {
            let arrived = now.arrivals(since: before)
            if let top = arrived.last {
                opening = Opening(
                    screens: Set(arrived.map(\.id)), top: top.id, link: linkAsked, before: before)
            }
        }
        linkAsked = nil
        if let opening {
            let screens = now.screens.filter { opening.screens.contains($0.id) }
            if shown.topmost?.id != opening.top {
                self.opening = nil
            } else if let failure = screens.lazy.compactMap(\.loadFailure).first {
                self.opening = nil
                place = nil
                let what = opening.link ?? shown.link ?? "the screen"
                untold.append(ModuleFailure(failure.kind, "cannot open \(what): \(failure.message)"))
                return .restore(opening.before)
            } else if !screens.contains(where: \.isLoading) {
                self.opening = nil
            }
        }
        place = now
        if let top = shown.topmost?.id, let failure = shown.loadFailure,
            loadFailureTold?.module != top || loadFailureTold?.failure != failure
        {
            loadFailureTold = (top, failure)
            untold.append(failure)
        }
        // Screens put on top that still load: the result is shown loading, the top one loaded or
        // not, for whether they open is not known yet.
        let given = shown.telling(untold, stillLoading: opening != nil)
        untold.removeAll()
        self.shown = given
        return .give(given)
    }
}
