/// A ``HostSession``'s decisions, as a value: what a step begins with (``begin(_:showing:)``:
/// its input, read against what is shown, becomes one ``Command``) and what it ends with
/// (``end(_:arrived:)``: a screen put on top that could not load undone, once — opened by a link
/// or pushed by a listener alike — else the result the host is given, with the failures not
/// told yet, each told once). The session carries out the
/// commands and waits; nothing here touches a screen, so every rule is tested with plain values.
struct StepDecisions {
    /// What the session shows as a step begins: the link of the screens shown (`nil` with no
    /// links, or when they have none), whether the screen on top has work of its own in flight —
    /// its load, a refresh, a task; `nil` when none is shown — the number of tabs, and whether the
    /// session reads links.
    struct Showing {
        var link: String?
        var topHasOwnWork: Bool?
        var tabCount: Int
        var hasLinks: Bool
    }

    /// What a step does, as ``begin(_:showing:)`` decides.
    enum Command {
        /// Starts the action on the screen on top.
        case start(ScreenWork)
        /// Opens `link`: its screens are not shown.
        case open(String)
        /// Refreshes the screen on top: its link was asked for again, and it has no work of its
        /// own in flight.
        case refresh
        /// Closes the screen on top.
        case back
        /// Shows tab `index` (one that exists).
        case select(tab: Int)
        /// Nothing to do: the link is shown already, or its screen is busy with work of its own —
        /// what it reads then is no older than the request.
        case nothing
        /// Tells `failure`: the input cannot be carried out here.
        case refuse(ModuleFailure)
    }

    /// The failures not told yet, oldest first.
    private(set) var untold: [ModuleFailure] = []
    /// The screen last put on top (by a link, or a listener's push), while it loads.
    private(set) var arrival: Arrival?
    /// The load failure told last, and the screen that showed it.
    private var loadFailureTold: (module: ModuleID, failure: ModuleFailure)?
    /// The last result the host was given.
    private(set) var shown: ShownScreens?

    /// What a step of `input` does, given what is `showing`: an input that names what is shown
    /// already changes nothing (a page's link asked for again refreshes its screen, unless the
    /// screen has work of its own in flight — what it reads then is no older than the request);
    /// one from outside that names nothing there is refused.
    func begin(_ input: HostInput, showing: Showing) -> Command {
        switch input {
        case .act(let work):
            return showing.topHasOwnWork == nil
                ? .refuse(ModuleFailure(.refused, "nothing is shown")) : .start(work)
        case .open(let link), .reload(let link):
            guard showing.hasLinks else {
                return .refuse(ModuleFailure(.notFound, "this session has no links"))
            }
            guard link == showing.link else { return .open(link) }
            guard case .reload = input, showing.topHasOwnWork == false else { return .nothing }
            return .refresh
        case .back:
            return .back
        case .selectTab(let index):
            // An index from outside (a recording, a host's parsed input) may name no tab.
            guard (0..<showing.tabCount).contains(index) else {
                return .refuse(
                    ModuleFailure(.notFound, "no tab \(index + 1): the app has \(showing.tabCount)"))
            }
            return .select(tab: index)
        }
    }

    /// Keeps `failure` to tell with the next result: the one place a failure is added.
    mutating func tell(_ failure: ModuleFailure) {
        untold.append(failure)
    }

    /// How a step ends, as ``end(_:)`` decides.
    enum Ending {
        /// The screen last put on top goes: it could not load. Back to where the person was,
        /// then the step ends again.
        case undo(Arrival)
        /// The result the host is given.
        case give(ShownScreens)
    }

    /// How the screens of an arrival stand: whether one of them still loads, and why the first
    /// that could not load failed.
    struct ArrivalLoad: Equatable {
        var isLoading: Bool
        var failure: ModuleFailure?
    }

    /// What a step (or a change) ends with, `shown` being what is shown now, `arrived` the
    /// screens the navigator put on top since the last end, if any, and `load` how the screens
    /// of the arrival kept (or `arrived`) stand — the top screen's load when not given. The
    /// arrival is kept while its screens load, forgotten once they loaded or the person left
    /// its top screen, and undone — once, its failure told — when one of them could not load,
    /// the top one or one beneath it. Otherwise the host is given `shown` with the failures not
    /// told yet, which are told with it: the top screen's load failure once per screen, after
    /// the others.
    mutating func end(_ shown: ShownScreens, arrived: Arrival? = nil, load: ArrivalLoad? = nil) -> Ending {
        let top = shown.topmost?.id
        if let arrived { arrival = arrived }
        if let arrival {
            let load = load ?? ArrivalLoad(isLoading: shown.isLoading, failure: shown.loadFailure)
            if top != arrival.screen {
                self.arrival = nil
            } else if let failure = load.failure {
                self.arrival = nil
                let what = arrival.link ?? shown.link ?? "the screen"
                tell(ModuleFailure(failure.kind, "cannot open \(what): \(failure.message)"))
                return .undo(arrival)
            } else if !load.isLoading {
                self.arrival = nil
            }
        }
        if let top, let failure = shown.loadFailure,
            loadFailureTold?.module != top || loadFailureTold?.failure != failure
        {
            loadFailureTold = (top, failure)
            tell(failure)
        }
        let given = shown.telling(untold)
        untold.removeAll()
        self.shown = given
        return .give(given)
    }
}
