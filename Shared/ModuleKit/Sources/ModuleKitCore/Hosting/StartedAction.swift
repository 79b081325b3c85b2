/// One action started on a screen — what a person asked, or a page's refresh — and how it
/// ended: the one handle a host's step waits for. Its run is handed to the module's work once
/// (``ModuleWork/start(_:asked:)``) and wrapped by nothing: it runs in the module's ordered lane
/// when asked, as a task of the screen's own otherwise, and the lane tells it when it will
/// never run (a navigation from a screen that closed first).
@MainActor
final class StartedAction {
    /// How an action ended.
    enum Outcome: Equatable {
        /// It was carried out.
        case done
        /// It was refused, for this reason.
        case refused(ActionRefused)
        /// It never ran: cancelled before it started, or its screen closed first.
        case neverRan
    }

    /// How it ended, or `nil` while it has not.
    private(set) var outcome: Outcome? {
        didSet {
            guard outcome != nil else { return }
            let waiting = self.waiting
            self.waiting = []
            for waiter in waiting { waiter.resume() }
        }
    }
    /// The run, until it is carried out (or never will be): what it holds — the presenter, its
    /// module — goes with it, whoever still holds the handle.
    private var run: (@MainActor () async throws(ActionRefused) -> Void)?
    /// Called with its refusal from inside its run, before it ends: whoever waits for the
    /// module's work to end (an idle point) finds the refusal told.
    private var whenRefused: (@MainActor (ActionRefused) -> Void)?
    /// Those who wait for it to end (``ended()``). It keeps no task: the task that runs it holds
    /// it, and nothing it holds holds the task back.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Starts `run` on `work`: in the module's ordered lane when `asked` (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if the person leaves), else at once as
    /// a task of the screen's own (``ModuleWork/task(_:)``: never from a screen that closed).
    init(
        on work: ModuleWork, asked: Bool, whenRefused: (@MainActor (ActionRefused) -> Void)? = nil,
        _ run: @escaping @MainActor () async throws(ActionRefused) -> Void
    ) {
        self.run = run
        self.whenRefused = whenRefused
        work.start(self, asked: asked)
    }

    /// Runs it, in its task, once the module's work let it start.
    func carryOut() async {
        guard let run else { return }
        self.run = nil
        let whenRefused = self.whenRefused
        self.whenRefused = nil
        do throws(ActionRefused) {
            try await run()
            outcome = .done
        } catch {
            outcome = .refused(error)
            whenRefused?(error)
        }
    }

    /// The module's work will never run it.
    func neverRuns() {
        run = nil
        whenRefused = nil
        outcome = .neverRan
    }

    /// Waits until it has ended; how it did.
    func ended() async -> Outcome {
        if let outcome { return outcome }
        await withCheckedContinuation { waiting.append($0) }
        return outcome ?? .neverRan
    }

    /// Its refusal, once it ended refused.
    var refusal: ActionRefused? {
        guard case .refused(let refusal) = outcome else { return nil }
        return refusal
    }
}
