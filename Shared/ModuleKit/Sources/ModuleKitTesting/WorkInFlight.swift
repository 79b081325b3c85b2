import ModuleKitCore

/// The work in flight in a manager, by module, as its changes tell it: what a test kit names when
/// a wait reaches its limit.
@MainActor
final class WorkInFlight {
    private var tasks: [ModuleID: Int] = [:]
    private var observation: Subscription?

    /// Watches `modules` from now on.
    init(_ modules: ModuleManager) {
        observation = modules.observeChanges { [weak self] change in
            switch change {
            case .workStarted(let id): self?.tasks[id, default: 0] += 1
            case .workEnded(let id): self?.tasks[id] = max(0, (self?.tasks[id] ?? 1) - 1)
            case .state, .screens: break
            }
        }
    }

    /// The modules with work in flight now, each with how many tasks (`Post#3 (1 task)`), or
    /// "no module" when none.
    var summary: String {
        let running = tasks.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        guard !running.isEmpty else { return "no module" }
        return running.map { "\($0.key) (\($0.value) task\($0.value == 1 ? "" : "s"))" }
            .joined(separator: ", ")
    }
}
