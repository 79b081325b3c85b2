/// A ``HostSession``'s decisions, as a value: what a step begins with (``begin(_:showing:)``:
/// its input, read against what is shown, becomes one ``Command``) and what it ends with
/// (``end(_:)``: a link whose screen could not load undone, once, else the result the host is
/// given, with the failures not told yet — each told once). The session carries out the
/// commands and waits; nothing here touches a screen, so every rule is tested with plain values.
struct StepDecisions {
    /// What the session shows as a step begins: the link of the screens shown (`nil` with no
    /// router, or when they have none), whether the screen on top has work of its own in flight —
    /// its load, a refresh, a task; `nil` when none is shown — the number of tabs, and whether the
    /// session reads links.
    struct Showing {
        var link: String?
        var topHasOwnWork: Bool?
        var tabCount: Int
        var hasRouter: Bool
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
    /// The link the last `open` showed, while its screen loads.
    private(set) var opened: OpenedLink?
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
            guard showing.hasRouter else {
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

    /// An `open` showed `link`: it is undone if its top screen cannot load.
    mutating func opened(_ link: OpenedLink?) {
        opened = link
    }

    /// How a step ends, as ``end(_:)`` decides.
    enum Ending {
        /// The link last opened goes: its screen could not load. Back to where the session was,
        /// then the step ends again.
        case undo(OpenedLink)
        /// The result the host is given.
        case give(ShownScreens)
    }

    /// What a step (or a change) ends with, `shown` being what is shown now. The link last opened
    /// is kept while its screen loads, forgotten once it loaded or was left, and undone — once,
    /// its failure told — when its screen could not load. Otherwise the host is given `shown`
    /// with the failures not told yet, which are told with it: the top screen's load failure once
    /// per screen, after the others.
    mutating func end(_ shown: ShownScreens) -> Ending {
        let top = shown.topmost?.id
        if let link = opened {
            if top != link.screen {
                opened = nil
            } else if let failure = shown.loadFailure {
                opened = nil
                tell(ModuleFailure(failure.kind, "cannot open \(link.link): \(failure.message)"))
                return .undo(link)
            } else if !shown.isLoading {
                opened = nil
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

/// Where a session was before it opened a link, and the screen the link opened.
struct OpenedLink {
    let link: String
    let screen: ModuleID
    let tab: Int
    let stack: [any BuildContext]
}
