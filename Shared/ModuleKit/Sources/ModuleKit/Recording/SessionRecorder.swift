/// Records a ``HostSession``'s steps as a ``SessionRecording``, a line at a time: set it as the
/// session's ``HostSession/recorder`` and every host's steps are recorded the same way — what
/// the person asked, as the host parsed it, and what it showed once its work settled (the
/// results the host took meanwhile, their failures together). A step is written when the next
/// one starts, or when the host ends (``HostSession/finishRecording()``); one the person took before the last one's work settled
/// marks that one `early`.
///
/// ```swift
/// let recorder = SessionRecorder(app: "mosaic", version: "0.1.0", setup: ["data": "sample"]) { line in
///     file.write(line)
/// }
/// session.recorder = recorder
/// ```
@MainActor
public final class SessionRecorder {
    private let write: (String) -> Void
    private var number = 0
    /// The step taken last, not written yet: its input, what was shown since, what was told.
    private var pending: (input: RecordedInput, shown: ShownScreens?, failures: [ModuleFailure])?

    /// A recorder of `app` at `version`, run with `setup`, handing each line (a newline at its
    /// end) to `write` — the header at once.
    public init(
        app: String, version: String, setup: [String: String] = [:], write: @escaping (String) -> Void
    ) {
        self.write = write
        write(SessionRecording(app: app, version: version, setup: setup).text)
    }

    /// Whether what the last step showed last was still loading: what is shown once its work
    /// settled must then be read again.
    var lastShownWasLoading: Bool { pending?.shown?.isLoading ?? false }

    /// A step starts with `input`; `settled` says whether the last one's work had ended, and
    /// `now` is what is shown then (when it had).
    func begin(_ input: RecordedInput, settled: Bool, now: ShownScreens?) {
        if let now { pending?.shown = now }
        flush(early: !settled)
        number += 1
        pending = (input, nil, [])
    }

    /// The session showed `shown`: the step's result, or what a host took after a change.
    func saw(_ shown: ShownScreens) {
        guard pending != nil else { return }
        pending?.shown = shown
        pending?.failures += shown.failures
    }

    /// Writes the last step: the session ended; `now` is what is shown, once settled.
    func finish(now: ShownScreens?) {
        if let now { pending?.shown = now }
        flush(early: false)
    }

    private func flush(early: Bool) {
        guard let step = pending, let shown = step.shown else { return }
        pending = nil
        let recorded = RecordedStep(
            number: number, input: step.input, shown: RecordedOutcome(shown, failures: step.failures),
            early: early)
        write(recorded.json.text + "\n")
    }
}
