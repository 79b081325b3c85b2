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
    private(set) var outcome: Outcome?
    /// The run, until it is carried out (or never will be): what it holds — the presenter, its
    /// module — goes with it, whoever still holds the handle.
    private var run: (@MainActor () async throws(ActionRefused) -> Void)?
    /// Called with its refusal from inside its run, before it ends: whoever waits for the
    /// module's work to end (an idle point) finds the refusal told.
    private var whenRefused: (@MainActor (ActionRefused) -> Void)?
    /// The task that runs it in the module's work, which ``ended()`` awaits: the runtime's own
    /// wait, whenever and wherever the task ends. (A list of continuations resumed by the run
    /// lost a waiter once, under 64 browsers: a wait begun as the run ended was never resumed.)
    private var task: Task<Void, Never>?

    /// Starts `run` on `work`: in the module's ordered lane when `asked` (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if the person leaves), else at once as
    /// a task of the screen's own (``ModuleWork/task(_:)``: never from a screen that closed).
    init(
        on work: ModuleWork, asked: Bool, whenRefused: (@MainActor (ActionRefused) -> Void)? = nil,
        _ run: @escaping @MainActor () async throws(ActionRefused) -> Void
    ) {
        self.run = run
        self.whenRefused = whenRefused
        task = work.start(self, asked: asked)
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
        await task?.value
        return outcome ?? .neverRan
    }

    /// Its refusal, once it ended refused.
    var refusal: ActionRefused? {
        guard case .refused(let refusal) = outcome else { return nil }
        return refusal
    }
}
