import HTTPServer
import ModuleKit
import WebUI

// Waiting for a screen's load, by the host contract.
extension WebShell {
    /// Waits until the screen shown has no work of its own in flight, or `limit` passes — by the
    /// host contract (``ModuleManager/observeChanges(_:)``), not by polling.
    func waitUntilShownScreenIsIdle(_ app: WebApp, limit: Duration) async {
        guard app.navigator.top?.module.isWorking == true else { return }
        let deadline = ContinuousClock.now + limit
        while app.navigator.top?.module.isWorking == true, ContinuousClock.now < deadline {
            await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
                let once = Once(resumed)
                let subscription = app.modules.observeChanges { _ in once.resume() }
                let timer = Task { @MainActor in
                    try? await Task.sleep(until: deadline)
                    once.resume()
                }
                // Whichever comes first ends the other: no timer sleeps on after a change.
                once.onResume {
                    subscription.cancel()
                    timer.cancel()
                }
            }
        }
    }
}

/// A continuation resumed once, whoever asks first.
@MainActor
private final class Once {
    private var continuation: CheckedContinuation<Void, Never>?
    private var cleanup: (() -> Void)?

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func onResume(_ cleanup: @escaping () -> Void) { self.cleanup = cleanup }

    func resume() {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume()
        cleanup?()
        cleanup = nil
    }
}
