/// Where a harness holds its module's load: every load waits here until the gate opens or the
/// load's task is cancelled (its module closed), then goes on — as a load suspended in a slow
/// service call would resume, cancelled or not.
@MainActor
final class LoadGate {
    private var isOpen = false
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// Who waits for a load to be held (see ``untilHolding()``).
    private var holders: [CheckedContinuation<Void, Never>] = []

    /// Returns when the gate is open or the current task is cancelled.
    func wait() async {
        guard !isOpen else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if isOpen || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiting[id] = continuation
                    releaseHolders()
                }
            }
        } onCancel: {
            Task { @MainActor in self.resume(id) }
        }
    }

    /// Returns once a load waits here (a module's load starts when the main actor is free), or
    /// at once when the gate is open. Waits by continuation: no polling.
    func untilHolding() async {
        guard waiting.isEmpty, !isOpen else { return }
        await withCheckedContinuation { holders.append($0) }
    }

    /// Lets every waiting load go on, and every later one pass.
    func open() {
        isOpen = true
        releaseHolders()
        let resumed = waiting.values
        waiting = [:]
        for continuation in resumed { continuation.resume() }
    }

    /// Lets those waiting in ``untilHolding()`` go on.
    private func releaseHolders() {
        let held = holders
        holders = []
        for holder in held { holder.resume() }
    }

    private func resume(_ id: Int) {
        waiting.removeValue(forKey: id)?.resume()
    }
}
