/// Watches a ``HostSession`` from beside its steps (``HostSession/observe(_:)``): each step's
/// input as the step starts, each result the host is given — a step's, or one taken after a
/// change — and the session's end. The session calls it and knows nothing else of it.
@MainActor
public protocol SessionObserver: AnyObject {
    /// `session` starts a step with `input`, nothing of it run yet.
    func session(_ session: HostSession, willTake input: HostInput)
    /// `session` gave its host `shown`: a step's result, or what is shown after a change.
    func session(_ session: HostSession, gave shown: ShownScreens)
    /// The host is done with `session` (``HostSession/end()``).
    func sessionEnded(_ session: HostSession)
}
