/// An action bound to the screen that offers it, ready to run: what a host hands
/// ``HostSession/step(_:)`` when a person acts on the screen shown (a command typed, a form
/// posted, a button tapped).
public struct ScreenWork: Sendable {
    /// Whether it only takes the person elsewhere (see ``ScreenAction/navigates``).
    public let navigates: Bool
    /// Its name to a person (see ``ScreenAction/name``).
    public let name: String
    /// The action's words (``ScreenAction/words``), which ask for it again: what a recording of
    /// the session keeps. Work made by hand says its name; work read when its turn comes
    /// (``init(reading:words:of:_:)``), the words it was typed as.
    public let words: [String]
    private let body: Body

    /// What the work does: a typed action its presenter performs, kept as it is until it runs;
    /// work made by hand; or work read when its turn comes.
    private enum Body: Sendable {
        case action(any PerformedAction)
        case run(@MainActor @Sendable () async throws(ActionRefused) -> Void)
        case reading(@MainActor @Sendable () throws(ActionRefused) -> ScreenWork, ReadWords, ModuleWork?)
    }

    /// An action and the presenter that performs it, each as it is, until the action runs.
    private struct PresenterAction<Presenter: ModulePresenter>: PerformedAction {
        let action: Presenter.Action
        let presenter: Presenter

        var work: ModuleWork? { presenter.store.ownerWork }

        func perform() async throws(ActionRefused) {
            try await presenter.performTraced(action)
        }
    }

    /// The work of `action` on `presenter`.
    @MainActor
    private init<Presenter: ModulePresenter>(_ action: Presenter.Action, on presenter: Presenter) {
        name = action.name
        navigates = action.navigates
        words = action.words
        body = .action(PresenterAction(action: action, presenter: presenter))
    }

    /// The words of the work a reading work was read as, once it was.
    @MainActor
    private final class ReadWords {
        var words: [String]?
    }

    /// Work named `name` that runs `run`; `navigates` when all it does is take the person
    /// elsewhere.
    public init(
        _ name: String, navigates: Bool = false, words: [String]? = nil,
        _ run: @escaping @MainActor @Sendable () async throws(ActionRefused) -> Void
    ) {
        self.name = name
        self.navigates = navigates
        self.words = words ?? [name]
        body = .run(run)
    }

    /// Work that names what its screen shows — a row by its number — read only when its turn
    /// comes: after the screen's load and what was asked before it, so that input typed while
    /// the screen loads is read against what the load brought. `read` gives the work it asks for
    /// then, or refuses it (no such row; the load failed). It waits in the ordered lane of
    /// `presenter`'s module as what a person asked does; read as a navigation, it never runs
    /// once its screen closed.
    ///
    /// ```swift
    /// ScreenWork(reading: "open", words: ["open", "1"], of: presenter) { [presenter] () throws(ActionRefused) in
    ///     guard let post = presenter.store.state.posts.first else { throw ActionRefused("no row 1") }
    ///     return .send(.open(post), to: presenter)
    /// }
    /// ```
    @MainActor
    public init<Presenter: ModulePresenter>(
        reading name: String, words: [String], of presenter: Presenter,
        _ read: @escaping @MainActor @Sendable () throws(ActionRefused) -> ScreenWork
    ) {
        self.name = name
        navigates = false
        self.words = words
        body = .reading(read, ReadWords(), presenter.store.ownerWork)
    }

    /// The words that ask for what it did again: ``words`` — or, for work read when its turn
    /// came (``init(reading:words:of:_:)``), the words of the work it was read as, once read. What
    /// a recording of the session keeps.
    @MainActor
    public var wordsAsRun: [String] {
        guard case .reading(_, let read, _) = body, let asRead = read.words else { return words }
        return asRead
    }

    /// Starts the work on `work`, the work of the module whose screen offered it, in the lane
    /// it declares: what a person asked in the module's ordered lane (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if they leave), a navigation at once
    /// as the screen's own (``ModuleWork/task(_:)``: never from a screen that closed). The task
    /// returns how it ended: its refusal, or `nil` when it was carried out — or never ran (a
    /// navigation from a screen closed first).
    @MainActor @discardableResult
    public func start(on work: ModuleWork) -> Task<ActionRefused?, Never> {
        let started = self.started(on: work)
        return Task { @MainActor in
            _ = await started.ended()
            return started.refusal
        }
    }

    /// Starts the work on `work` as ``start(on:)`` does; returns its handle, which says how it
    /// ended.
    /// A presenter's action runs in its own module's lane — an embedded child's, after the child's
    /// load — whichever module's screen offered it.
    @MainActor
    func started(on work: ModuleWork) -> StartedAction {
        switch body {
        case .action(let action):
            return StartedAction(on: action.work ?? work, name: name, asked: !navigates, .action(action))
        case .run(let run):
            return StartedAction(on: work, name: name, asked: !navigates, .closure(run))
        case .reading(let read, let words, let own):
            let work = own ?? work
            return StartedAction(
                on: work, name: name, asked: true,
                .closure { [weak work] () throws(ActionRefused) in
                    let read = try read()
                    words.words = read.words
                    // Read as a navigation, from a screen closed meanwhile: it never acts.
                    guard !(read.navigates && work?.isClosed != false) else { return }
                    try await read.perform()
                })
        }
    }

    /// Does the work now: what a work read when its turn came was read as (which is no work read
    /// again).
    @MainActor
    private func perform() async throws(ActionRefused) {
        switch body {
        case .action(let action): try await action.perform()
        case .run(let run): try await run()
        case .reading: break
        }
    }

    /// The work of `action` on `presenter`, with the action's own facts: performed traced (an
    /// `action` record, and a `refused` one with the reason when the presenter refuses it).
    @MainActor
    public static func send<Presenter: ModulePresenter>(_ action: Presenter.Action, to presenter: Presenter)
        -> ScreenWork
    {
        ScreenWork(action, on: presenter)
    }
}

/// An action kept as a value until it runs — its type and the presenter that performs it — and
/// not erased into a closure when it is read.
@MainActor
protocol PerformedAction: Sendable {
    /// The work of the module whose presenter performs it, once known: its lane.
    var work: ModuleWork? { get }
    /// Performs it: once, when its turn comes.
    func perform() async throws(ActionRefused)
}
