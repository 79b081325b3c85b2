/// What a ``HostSession`` has told its host, as a value: the failures not told yet, the top
/// screen's load failure told last (each is told once), the link whose screen still loads (undone
/// if the load fails), and the last result. Its transitions change nothing else; the session
/// carries out what they decide.
struct HostLedger {
    /// The failures not told yet, oldest first.
    private(set) var untold: [ModuleFailure] = []
    /// The link the last `open` showed, while its screen loads.
    private(set) var opened: OpenedLink?
    /// The load failure told last, and the screen that showed it.
    private var loadFailureTold: (module: ModuleID, failure: ModuleFailure)?
    /// The last result the host was given.
    private(set) var shown: ShownScreens?

    /// Keeps `failure` to tell with the next result: the one place a failure is added.
    mutating func tell(_ failure: ModuleFailure) {
        untold.append(failure)
    }

    /// An `open` showed `link`'s screens: it is undone if its top screen cannot load.
    mutating func opened(_ link: OpenedLink?) {
        opened = link
    }

    /// What becomes of the link last opened, now that its screen (`top`: shown now, with its load
    /// failure, whether it still works) is as it is: kept while its screen loads, forgotten once
    /// it loaded or was left, or returned to be undone — once — when its screen could not load.
    mutating func settleOpenedLink(
        top: (id: ModuleID, loadFailure: ModuleFailure?, isWorking: Bool)?
    ) -> (link: OpenedLink, failure: ModuleFailure)? {
        guard let link = opened else { return nil }
        guard let top, top.id == link.screen else {
            opened = nil
            return nil
        }
        guard let failure = top.loadFailure else {
            if !top.isWorking { opened = nil }
            return nil
        }
        opened = nil
        return (link, failure)
    }

    /// The result a host is given: `shown`, with the failures not told yet — the top screen's
    /// load failure once per screen, after the others — which are told with it.
    mutating func give(_ shown: ShownScreens, top: ModuleID?) -> ShownScreens {
        if let top, let failure = shown.loadFailure,
            loadFailureTold?.module != top || loadFailureTold?.failure != failure
        {
            loadFailureTold = (top, failure)
            tell(failure)
        }
        let given = shown.telling(untold)
        untold.removeAll()
        self.shown = given
        return given
    }
}

/// Where a session was before it opened a link, and the screen the link opened.
struct OpenedLink {
    let link: String
    let screen: ModuleID
    let tab: Int
    let stack: [any BuildContext]
}
