/// An action bound to the screen that offers it, ready to run: what a host hands
/// ``HostSession/step(_:)`` when a person acts on the screen shown (a command typed, a form
/// posted, a button tapped).
public struct ScreenWork: Sendable {
    /// Whether it only takes the person elsewhere (see ``ScreenAction/navigates``).
    public let navigates: Bool
    /// Its name to a person (see ``ScreenAction/name``).
    public let name: String
    private let run: @MainActor @Sendable () async throws(ActionRefused) -> Void

    /// Work named `name` that runs `run`; `navigates` when all it does is take the person
    /// elsewhere.
    public init(
        _ name: String, navigates: Bool = false,
        _ run: @escaping @MainActor @Sendable () async throws(ActionRefused) -> Void
    ) {
        self.name = name
        self.navigates = navigates
        self.run = run
    }

    /// Starts the work on `work`, the work of the module whose screen offered it, in the lane
    /// it declares: what a person asked in the module's ordered lane (``ModuleWork/ask(_:)``:
    /// after the screen's earlier work, carried out even if they leave), a navigation at once
    /// as the screen's own (``ModuleWork/task(_:)``: never from a screen that closed). When it
    /// has run, `finished` is given its refusal, or `nil`; it is not called for work that never
    /// ran.
    @MainActor @discardableResult
    public func start(on work: ModuleWork, finished: @escaping @MainActor (ActionRefused?) -> Void)
        -> Task<Void, Never>
    {
        let run = self.run
        let body: @MainActor () async -> Void = {
            do throws(ActionRefused) {
                try await run()
                finished(nil)
            } catch {
                finished(error)
            }
        }
        return navigates ? work.task(body) : work.ask(body)
    }

    /// Sends `action` to `presenter` (``ModulePresenter/send(_:)``: traced, refused with its
    /// reason), with the action's own facts.
    @MainActor
    public static func send<Presenter: ModulePresenter>(_ action: Presenter.Action, to presenter: Presenter)
        -> ScreenWork
    {
        ScreenWork(action.name, navigates: action.navigates) { () async throws(ActionRefused) in
            try await presenter.send(action)
        }
    }
}
