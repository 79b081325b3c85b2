import ModuleKitCore
import ModuleKitRecording

/// A recorded session replayed (`SessionReplay`: its text read, each step's input asked again,
/// its outcome compared) beside the same steps driven through a `HostSession` directly, in one
/// run: what replaying adds to a step. The steps open a link, go back and switch tabs, over and
/// over, on a small app of `BenchModule`s with links.
@MainActor
enum ReplayBenchmark {
    struct Result {
        var steps: Int
        /// Per step, replayed from the recording's text.
        var replayed: Duration
        /// Per step, driven directly.
        var direct: Duration
    }

    struct LinkedContext: BuildContext {
        typealias Event = BenchEvent
        var id: String
        var routingContext: RoutingContext
        var deeplinkSegments: [String]? { ["bench", id] }
    }

    /// The inputs of step `index`, in a cycle: a link that pushes, back, the other tab, back to the first.
    static func input(_ index: Int) -> RecordedInput {
        switch index % 4 {
        case 0: .open("bench://bench/home/bench/p\(index % 7)")
        case 1: .back
        case 2: .selectTab(1)
        default: .selectTab(0)
        }
    }

    /// A fresh app's session, paced until idle.
    static func session() -> HostSession {
        let modules = ModuleManager()
        try! modules.register(
            ModuleBuilder<LinkedContext>(name: "Bench") { context, _ in
                LinkedPresenter()
            } view: { _ in
                LinkedView()
            })
        var links = Deeplinks(scheme: "bench")
        try! links.register("bench/{id}") { parameters, routing in
            LinkedContext(id: parameters["id"], routingContext: routing)
        }
        modules.links = links
        let navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "one", root: LinkedContext(id: "home", routingContext: "one")),
                Tab(name: "two", root: LinkedContext(id: "away", routingContext: "two")),
            ])
        try! navigator.start()
        return HostSession(navigator: navigator, pace: .untilIdle)
    }

    /// The best of `rounds` of each way, taking turns.
    static func run(steps count: Int, rounds: Int) async -> Result {
        // The recording: the steps taken once, their outcomes as they were.
        let recorder = session()
        var text = ""
        SessionRecorder(app: "bench", version: "1") { text += $0 }.record(recorder)
        await recorder.navigator.modules.reachIdlePoint()
        for index in 0..<count { _ = await recorder.step(hostInput(index, on: recorder)) }
        recorder.end()
        let clock = ContinuousClock()
        var replayed: Duration?
        var direct: Duration?
        for _ in 0..<rounds {
            let replaying = session()
            await replaying.navigator.modules.reachIdlePoint()
            let replay = await clock.measure {
                let recording = try! SessionRecording(parsing: text)
                let differences = await SessionReplay(recording).run(on: replaying)
                precondition(differences.isEmpty && recording.steps.count == count, "the replay is the same")
            }
            let driving = session()
            await driving.navigator.modules.reachIdlePoint()
            let driven = await clock.measure {
                for index in 0..<count { _ = await driving.step(hostInput(index, on: driving)) }
            }
            replayed = min(replayed ?? replay, replay)
            direct = min(direct ?? driven, driven)
        }
        return Result(steps: count, replayed: replayed! / count, direct: direct! / count)
    }

    private static func hostInput(_ index: Int, on session: HostSession) -> HostInput {
        switch input(index) {
        case .open(let link): .open(link)
        case .back: .back
        case .selectTab(let tab): .selectTab(tab)
        case .reload(let link): .reload(link)
        case .act: .back
        }
    }
}

/// The linked screens' presenter: a state, and no action.
@MainActor
final class LinkedPresenter: ModulePresenter {
    struct State: Equatable { var shown = 0 }
    let store = StateStore(State())
    func perform(_ action: Never) async throws(ActionRefused) {}
}

/// The linked screens' view, which draws nothing.
@MainActor
final class LinkedView: ModuleView {
    func render(_ state: LinkedPresenter.State) {}
}
