/// What a ``Navigator`` asks of the manager whose modules it shows, and all it may: make a
/// module for a screen, send it the lifecycle of a change of top screen, refresh one handed a
/// new context, run a transition (its loads start at its end, a host hears the screens
/// changed), detach an embedded module, and record a route in the trace. The manager's parts —
/// its builds, listeners, work, observers, trace — stay its own, so each can change without the
/// navigator.
@MainActor
protocol NavigatedModules: AnyObject {
    /// A module built for `context` (the builder registered for its type), and its id.
    func buildIdentified<Context: BuildContext>(_ context: Context) throws(ModuleError) -> (
        module: any ModuleProtocol<Context>, id: ModuleID
    )
    /// A module built for `context`, whatever its type, and its id.
    func buildIdentified(any context: any BuildContext) throws(ModuleError) -> (
        module: any ModuleProtocol, id: ModuleID
    )
    /// Sends `module` one change of its lifecycle (it appears, it disappears).
    func sendLifecycle(_ change: Lifecycle, to module: any ModuleProtocol)
    /// Refreshes `module`, handed a new context when `contextChanged` (see ``UpdatableModule``),
    /// once the transition ended.
    func appeared(_ module: any ModuleProtocol, contextChanged: Bool)
    /// Runs one transition: the loads and refreshes it asks for start at its end, once its
    /// modules are configured and placed, and a host hears that the screens changed
    /// (``ModuleChange/screens``) just before.
    func transition<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result
    /// Detaches the embedded module `id` from its parent's slot, recording the route as
    /// `summary`; `false` when it is not embedded.
    func detach(_ id: ModuleID, recording summary: @autoclosure () -> String) -> Bool
    /// Records a route the navigator took — `summary`, made only when the trace wants routes —
    /// made by module `id` (none: the navigator's own, a tab selected).
    func recordRoute(of id: ModuleID?, _ summary: @autoclosure () -> String)
}
