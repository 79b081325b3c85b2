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
    /// Its name to a person (``ScreenWork/name``).
    let name: String
    /// Whether it was asked (not a navigation, which never acts from a screen left).
    let asked: Bool
    /// The work of the module whose screen it was started on, while it lives.
    private weak var work: ModuleWork?
    /// What it runs: a typed action on its presenter, or a closure (a refresh, work made by hand
    /// or read when its turn comes).
    enum Run {
        case action(any PerformedAction)
        case closure(@MainActor () async throws(ActionRefused) -> Void)
    }

    /// The run, until it is carried out (or never will be): what it holds — the presenter, its
    /// module — goes with it, whoever still holds the handle.
    private var run: Run?
    /// The task that runs it in the module's work, which ``ended()`` awaits: the runtime's own
    /// wait, whenever and wherever the task ends. (A list of continuations resumed by the run
    /// lost a waiter once, under 64 browsers: a wait begun as the run ended was never resumed.)
    private var task: Task<Void, Never>?

    /// Starts `run` on `work`: in the module's ordered lane when `asked` (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if the person leaves), else at once as
    /// a task of the screen's own (``ModuleWork/task(_:)``: never from a screen that closed).
    init(on work: ModuleWork, name: String, asked: Bool, _ run: Run) {
        self.run = run
        self.name = name
        self.asked = asked
        self.work = work
        task = work.start(self, asked: asked)
    }

    /// Runs it, in its task, once the module's work let it start.
    func carryOut() async {
        guard let run else { return }
        self.run = nil
        do throws(ActionRefused) {
            switch run {
            case .action(let action): try await action.perform()
            case .closure(let run): try await run()
            }
            outcome = .done
        } catch {
            outcome = .refused(error)
        }
    }

    /// The module's work will never run it.
    func neverRuns() {
        run = nil
        outcome = .neverRan
    }

    /// Whether it was started on `work`.
    func isStarted(on work: ModuleWork) -> Bool { self.work === work }

    /// Waits until it has ended; how it did.
    func ended() async -> Outcome {
        await task?.value
        return outcome ?? .neverRan
    }

    /// What a person is told of `refusal`, its refusal: as it is, or — the screen closed since,
    /// or `left` and waiting to close, and it was asked — naming it, for it was carried out after
    /// they left (a like that could not be saved); nothing for a navigation from a screen left.
    func failure(_ refusal: ActionRefused, left: Bool = false) -> ModuleFailure? {
        guard left || (work?.isClosed ?? true) else { return ModuleFailure(refusal) }
        guard asked else { return nil }
        return ModuleFailure(refusal.kind, "\(name) (on a screen you left): \(refusal.reason)")
    }

    /// Its refusal, once it ended refused.
    var refusal: ActionRefused? {
        guard case .refused(let refusal) = outcome else { return nil }
        return refusal
    }
}
