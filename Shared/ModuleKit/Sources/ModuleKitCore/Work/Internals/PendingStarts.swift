/// The loads and refreshes a ``ModuleManager`` was asked for and has not started yet. They
/// start together: at the end of the navigator transition that asked for them (once its
/// modules are configured and placed), else at the main actor's next turn, or when
/// ``ModuleManager/reachIdlePoint()`` is awaited.
@MainActor
final class PendingStarts {
    /// A load or refresh waiting to start; the module is held weakly until then, so that one
    /// released before its load started goes at once and never loads.
    private struct Start {
        weak var module: (any ModuleProtocol)?
        let kind: Kind
    }

    /// What starts: the module's load, or its refresh — as it appears again, or handed a new
    /// context (which a refresh reads after a load still running, too).
    private enum Kind {
        case load, refresh, refreshWithNewContext
    }

    private let monitor: WorkMonitor
    private var starts: [Start] = []
    private var isStarting = false
    private var isScheduled = false
    /// How deep in navigator transitions the main actor is: their starts wait for their end.
    private var transitionDepth = 0

    init(monitor: WorkMonitor) {
        self.monitor = monitor
    }

    /// Whether nothing waits to start.
    var isEmpty: Bool { starts.isEmpty }

    /// Asks for `module`'s load.
    func load(_ module: any ModuleProtocol) {
        starts.append(Start(module: module, kind: .load))
    }

    /// Asks for a refresh of `module` — one handed a new context when `contextChanged` — and
    /// schedules it.
    func refresh(_ module: any ModuleProtocol, contextChanged: Bool = false) {
        starts.append(Start(module: module, kind: contextChanged ? .refreshWithNewContext : .refresh))
        schedule()
    }

    /// Starts what waits at the main actor's next turn, unless a transition will at its end.
    func schedule() {
        guard transitionDepth == 0, !isScheduled, !starts.isEmpty else { return }
        isScheduled = true
        Task { [weak self] in
            self?.isScheduled = false
            self?.startAll()
        }
    }

    /// Runs `body` as one transition: what it asks to start starts at its end.
    func inTransition<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result
    {
        transitionDepth += 1
        defer {
            transitionDepth -= 1
            if transitionDepth == 0 { startAll() }
        }
        return try body()
    }

    /// Starts every load and refresh asked for, each at once until it first suspends.
    func startAll() {
        guard !isStarting, !starts.isEmpty else { return }
        isStarting = true
        // By index: a load that starts at once may build modules, which join the end.
        var next = 0
        while next < starts.count {
            let start = starts[next]
            next += 1
            guard let module = start.module else { continue }
            switch start.kind {
            case .load: module.work.startLoad(of: module, gate: monitor.loadGate)
            case .refresh: module.work.startRefresh(of: module)
            case .refreshWithNewContext: module.work.startRefresh(of: module, contextChanged: true)
            }
        }
        starts.removeAll(keepingCapacity: true)
        isStarting = false
    }
}
