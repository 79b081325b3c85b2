import Domain
import Locks
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing

@testable import App

/// The app as `mosaic` composes it — its composition root, routing listener, navigator and
/// links — driven in the test's process by ModuleKitTesting's AppHarness: no process, socket or
/// terminal. For tests where the process is not the point.
@MainActor
enum InProcessApp {
    /// Runs `body` with a harness of the app over `services` (in memory, the sample content, by
    /// default), with the views of `host`; then finishes it (every failure said, nothing leaked).
    static func run(
        services: ServiceBundle = .inMemory(), host: CompositionRoot.Host = .terminal,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (AppHarness) async throws -> Void
    ) async throws {
        let modules = ModuleManager()
        _ = try CompositionRoot(modules: modules, services: services, host: host, developer: nil)
        let navigator = Navigator(modules: modules, tabs: CompositionRoot.tabs)
        let harness = try await AppHarness(navigator: navigator)
        RoutingListener.install(on: harness.session.navigator)
        try await body(harness)
        await harness.finish(sourceLocation: sourceLocation)
        modules.removeListeners()
    }
}

/// A service call held until the test lets it go: the time a slow network takes, on demand.
final class ServiceGate: Sendable {
    private let state = Locked(State())
    private struct State {
        var held = false
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    /// Holds every call from now on.
    func hold() { state.withLock { $0.held = true } }

    /// Lets every held call go, and the next ones through.
    func release() {
        let waiting = state.withLock { state in
            state.held = false
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Waits while the gate holds.
    func pass() async {
        await withCheckedContinuation { continuation in
            let held = state.withLock { state in
                if state.held { state.waiting.append(continuation) }
                return state.held
            }
            if !held { continuation.resume() }
        }
    }

    /// The services of `bundle`, each call waiting at the gate first.
    func services(_ bundle: ServiceBundle = .inMemory()) -> ServiceBundle {
        bundle.beforeEachCall { [self] () async throws(ServiceError) in await pass() }
    }
}
