/// An action bound to the screen that offers it, ready to run: what a host hands
/// ``HostSession/step(_:)`` when a person acts on the screen shown (a command typed, a form
/// posted, a button tapped).
public struct ScreenWork: Sendable {
    /// Whether it only takes the person elsewhere (see ``ScreenAction/navigates``).
    public let navigates: Bool
    /// Its name to a person (see ``ScreenAction/name``).
    public let name: String
    /// The action's words (``ScreenAction/words``), which ask for it again: what a recording of
    /// the session keeps. Work made by hand says its name.
    public let words: [String]
    private let run: @MainActor @Sendable () async throws(ActionRefused) -> Void

    /// Work named `name` that runs `run`; `navigates` when all it does is take the person
    /// elsewhere.
    public init(
        _ name: String, navigates: Bool = false, words: [String]? = nil,
        _ run: @escaping @MainActor @Sendable () async throws(ActionRefused) -> Void
    ) {
        self.name = name
        self.navigates = navigates
        self.words = words ?? [name]
        self.run = run
    }

    /// Starts the work on `work`, the work of the module whose screen offered it, in the lane
    /// it declares: what a person asked in the module's ordered lane (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if they leave), a navigation at once
    /// as the screen's own (``ModuleWork/task(_:)``: never from a screen that closed). The task
    /// returns how it ended: its refusal, or `nil` when it was carried out — or never ran (a
    /// navigation from a screen closed first).
    @MainActor @discardableResult
    public func start(on work: ModuleWork) -> Task<ActionRefused?, Never> {
        let started = start(on: work, whenRefused: nil)
        return Task { @MainActor in
            _ = await started.ended()
            return started.refusal
        }
    }

    /// Starts the work on `work` as ``start(on:)`` does, calling `whenRefused` with its refusal
    /// from inside its run, before it ends; returns its handle.
    @MainActor
    func start(on work: ModuleWork, whenRefused: (@MainActor (ActionRefused) -> Void)?) -> StartedAction {
        StartedAction(on: work, asked: !navigates, whenRefused: whenRefused, run)
    }

    /// The work of `action` on `presenter`, with the action's own facts: performed traced (an
    /// `action` record, and a `refused` one with the reason when the presenter refuses it).
    @MainActor
    public static func send<Presenter: ModulePresenter>(_ action: Presenter.Action, to presenter: Presenter)
        -> ScreenWork
    {
        ScreenWork(action.name, navigates: action.navigates, words: action.words) {
            () async throws(ActionRefused) in
            try await presenter.performTraced(action)
        }
    }
}
