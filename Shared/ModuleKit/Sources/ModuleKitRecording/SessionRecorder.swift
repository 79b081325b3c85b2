import ModuleKitCore

/// Records a `HostSession`'s steps as a ``SessionRecording``, a line at a time, from beside
/// them (a `SessionObserver`): ``record(_:)`` a session and every host's steps are recorded
/// the same way — what the person asked, as the host parsed it, and what it showed once its work
/// settled (the results the host took meanwhile, their failures together). A step is written
/// when the next one starts, or when the host ends the session (`HostSession.end()`); a step
/// whose work had not settled then — the next one came first, or the session ended — is marked
/// `early`.
///
/// ```swift
/// let recorder = SessionRecorder(app: "mosaic", version: "0.1.0", setup: ["data": "sample"]) { line in
///     file.write(line)
/// }
/// recorder.record(session)
/// // … the session's steps …
/// session.end()
/// ```
@MainActor
public final class SessionRecorder: SessionObserver {
    private let write: (String) -> Void
    /// The session recorded, once ``record(_:)`` named it.
    private weak var session: HostSession?
    private var number = 0
    /// The step taken last, not written yet: its input, its action (whose words are read when
    /// it is written: see `ScreenWork.wordsAsRun`), what was shown since, what was told.
    private var pending:
        (input: RecordedInput, action: ScreenWork?, shown: ShownScreens?, failures: [ModuleFailure])?

    /// A recorder of `app` at `version`, run with `setup`, handing each line (a newline at its
    /// end) to `write` — the header at once.
    public init(
        app: String, version: String, setup: [String: String] = [:], write: @escaping (String) -> Void
    ) {
        self.write = write
        write(SessionRecording(app: app, version: version, setup: setup).text)
    }

    /// Records `session`'s steps from now on.
    public func record(_ session: HostSession) {
        self.session = session
        session.observe(self)
    }

    /// The session ended (`HostSession.end()`): its last step is written — `early` when its work
    /// had not settled yet (a person who quit in the middle of a load), as a step the next one
    /// came before is.
    public func sessionEnded(_ session: HostSession) {
        let settled = session.navigator.modules.isIdle
        if let now = settledNow() { pending?.shown = now }
        flush(early: !settled)
    }

    /// A step starts with `input`: the one before is written — `early` when its work had not
    /// settled yet.
    public func session(_ session: HostSession, willTake input: HostInput) {
        let settled = session.navigator.modules.isIdle
        if let now = settledNow() { pending?.shown = now }
        flush(early: !settled)
        number += 1
        var action: ScreenWork?
        if case .act(let work) = input { action = work }
        pending = (Self.recorded(input, on: session), action, nil, [])
    }

    /// The session showed `shown`: the step's result, or what a host took after a change.
    public func session(_ session: HostSession, gave shown: ShownScreens) {
        guard pending != nil else { return }
        pending?.shown = shown
        pending?.failures += shown.failures
    }

    /// What is shown now, when the last step's last result was still loading and its work has
    /// settled since (a page's): what it showed once settled must be read again.
    private func settledNow() -> ShownScreens? {
        guard let session, pending?.shown?.isLoading == true, session.navigator.modules.isIdle else {
            return nil
        }
        return session.current()
    }

    /// `input` as a recording holds it: an action by its words and the screen it is sent to.
    private static func recorded(_ input: HostInput, on session: HostSession) -> RecordedInput {
        switch input {
        case .act(let work): .act(screen: session.navigator.top?.id.name ?? "", words: work.words)
        case .open(let link): .open(link)
        case .reload(let link): .reload(link)
        case .back: .back
        case .selectTab(let index): .selectTab(index)
        }
    }

    private func flush(early: Bool) {
        guard let step = pending, let shown = step.shown else { return }
        pending = nil
        var input = step.input
        if case .act(let screen, _) = input, let action = step.action {
            input = .act(screen: screen, words: action.wordsAsRun)
        }
        let recorded = RecordedStep(
            number: number, input: input, shown: RecordedOutcome(shown, failures: step.failures),
            early: early)
        write(recorded.json.text + "\n")
    }
}
