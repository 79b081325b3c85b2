import Testing

@testable import ModuleKitCore

/// A module whose load or refresh does nothing starts no task for it, once its manager saw one
/// module of its type do nothing — and a module whose load does something, however it calls the
/// defaults, loads every time.
@MainActor
@Suite struct EmptyLoadTests {
    struct Context: BuildContext {
        var name: String
        var routingContext: RoutingContext { "test" }
        var deeplinkSegments: [String]? { nil }
    }

    /// Counts what its module did, kept apart from the modules so that they can go.
    final class Counts {
        var loads = 0
        var refreshes = 0
    }

    /// A hand-written module with the defaults: loads and refreshes nothing.
    final class Quiet: ModuleProtocol, ModuleView {
        let context: Context
        let events = EventStream<Never>()
        var view: any ModuleView { self }
        init(context: Context) { self.context = context }
    }

    /// Loads and refreshes something, then calls another module's defaults, which do nothing.
    final class CallsAnother: ModuleProtocol, ModuleView {
        let context: Context
        let events = EventStream<Never>()
        let counts: Counts
        let other: Quiet
        var view: any ModuleView { self }
        init(context: Context, counts: Counts) {
            self.context = context
            self.counts = counts
            other = Quiet(context: context)
        }
        func prepare() async {
            counts.loads += 1
            await other.prepare()
        }
        func refresh() async {
            counts.refreshes += 1
            await other.refresh()
        }
    }

    /// Its own presenter: loads something, then calls its presenter's load, the default.
    final class OwnPresenter: ModuleProtocol, ModuleView, ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let context: Context
        let events = EventStream<Never>()
        let store = StateStore(0)
        let counts: Counts
        var view: any ModuleView { self }
        init(context: Context, counts: Counts) {
            self.context = context
            self.counts = counts
        }
        func prepare() async {
            counts.loads += 1
            await load()
        }
        /// Its own, as both protocols have a default.
        func refresh() async {}
    }

    /// A presenter with the defaults: loads nothing, and refreshes nothing.
    final class Presenter: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let store = StateStore(0)
    }

    /// Its load is its own; its refresh is the default, which keeps what it showed.
    final class Loading: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let store = StateStore(0)
        let counts: Counts
        init(counts: Counts) { self.counts = counts }
        func load() async { counts.loads += 1 }
    }

    /// Its load is its own, and then calls another presenter's, the default.
    final class Delegating: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let store = StateStore(0)
        let counts: Counts
        let other = Presenter()
        init(counts: Counts) { self.counts = counts }
        func load() async {
            counts.loads += 1
            await other.load()
        }
    }

    /// Its refresh is its own, and then calls another presenter's, the default.
    final class DelegatingRefresh: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let store = StateStore(0)
        let counts: Counts
        let other = Presenter()
        init(counts: Counts) { self.counts = counts }
        func refresh() async {
            counts.refreshes += 1
            await other.refresh()
        }
    }

    /// Its refresh is its own, and then loads with the default, which does nothing.
    final class Refreshing: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        let store = StateStore(0)
        let counts: Counts
        init(counts: Counts) { self.counts = counts }
        func refresh() async {
            counts.refreshes += 1
            await load()
        }
    }

    final class PassiveView<State>: ModuleView {
        func render(_ state: State) {}
    }

    /// A manager with `make` registered, and what it heard of the modules' work.
    func manager(_ make: @escaping @MainActor @Sendable (Context) -> any ModuleProtocol<Context>) throws
        -> (ModuleManager, Heard)
    {
        let modules = ModuleManager()
        try modules.register(ModuleBuilder(name: "Probe", make))
        let heard = Heard()
        heard.subscription = modules.observeChanges { change in
            if case .workStarted = change { heard.started += 1 }
        }
        return (modules, heard)
    }

    final class Heard {
        var started = 0
        var subscription: Subscription?
    }

    /// Builds a module and shows it, covers it and shows it again, `times` times; returns how
    /// many tasks the modules started.
    func cycle(_ modules: ModuleManager, _ heard: Heard, times: Int) async throws -> Int {
        let navigator = Navigator(modules: modules, tabs: [Tab(name: "t", root: Context(name: "root"))])
        try navigator.start()
        await modules.reachIdlePoint()
        heard.started = 0
        for item in 0..<times {
            try navigator.push(Context(name: "\(item)"))
            await modules.reachIdlePoint()
            try navigator.push(Context(name: "over \(item)"))
            await modules.reachIdlePoint()
            try navigator.pop()
            await modules.reachIdlePoint()
            try navigator.pop()
            #expect(await modules.reachIdlePoint().isEmpty)
        }
        return heard.started
    }

    @Test func aHandWrittenModuleWithTheDefaultsStartsNoTaskOnceOneWasSeenToDoNothing() async throws {
        let (modules, heard) = try manager { Quiet(context: $0) }
        let first = try modules.build(Context(name: "first"))
        await modules.reachIdlePoint()
        #expect(heard.started == 1, "the first one is loaded with a task")
        _ = first
        let tasks = try await cycle(modules, heard, times: 3)
        #expect(tasks == 1, "then one more, the first refresh, which did nothing; no load, no refresh")
    }

    @Test func aModuleThatCallsAnotherModulesDefaultsLoadsAndRefreshesEveryTime() async throws {
        let counts = Counts()
        let (modules, heard) = try manager { CallsAnother(context: $0, counts: counts) }
        let tasks = try await cycle(modules, heard, times: 3)
        #expect(counts.loads == 1 + 3 * 2, "the root, and two pushed each time")
        #expect(counts.refreshes == 3 * 2, "each time, the two shown again")
        #expect(tasks == 3 * 4, "a task for each")
    }

    @Test func aModuleThatCallsItsOwnPresentersDefaultLoadsEveryTime() async throws {
        let counts = Counts()
        let (modules, heard) = try manager { OwnPresenter(context: $0, counts: counts) }
        let tasks = try await cycle(modules, heard, times: 3)
        #expect(counts.loads == 1 + 3 * 2, "the root, and two pushed each time")
        #expect(tasks == 3 * 4, "a task for each load and refresh")
    }

    @Test func aPresentedModuleStartsATaskOnlyForWhatItsPresenterDoes() async throws {
        for (name, make, loads, refreshes, tasks) in [
            // The first refresh is the one task after the root's load: it did nothing.
            ("the defaults", { (_: Counts) -> any ModulePresenter in Presenter() }, 0, 0, 1),
            // Its refresh is the default, which keeps what it showed: a task for each load, and
            // one for the first refresh, which did nothing.
            ("its own load", { Loading(counts: $0) }, 1 + 3 * 2, 0, 3 * 2 + 1),
            ("its own refresh", { Refreshing(counts: $0) }, 0, 3 * 2, 3 * 2),
        ] as [(String, (Counts) -> any ModulePresenter, Int, Int, Int)] {
            let counts = Counts()
            let (modules, heard) = try manager { context in
                Self.assemble(context, make(counts))
            }
            let started = try await cycle(modules, heard, times: 3)
            #expect(counts.loads == loads, "\(name): loads")
            #expect(counts.refreshes == refreshes, "\(name): refreshes")
            #expect(started == tasks, "\(name): tasks")
        }
    }

    @Test func aPresenterWhoseLoadCallsAnotherPresentersDefaultLoadsEveryTime() async throws {
        let counts = Counts()
        let (modules, heard) = try manager { Self.assemble($0, Delegating(counts: counts)) }
        let tasks = try await cycle(modules, heard, times: 3)
        #expect(counts.loads == 1 + 3 * 2, "each load; a refresh, the default, loads nothing")
        #expect(tasks == 3 * 2 + 1, "a task for each load, and for the first refresh, which did nothing")
    }

    @Test func aPresenterWhoseRefreshCallsAnotherPresentersDefaultRefreshesEveryTime() async throws {
        let counts = Counts()
        let (modules, heard) = try manager { Self.assemble($0, DelegatingRefresh(counts: counts)) }
        let tasks = try await cycle(modules, heard, times: 3)
        #expect(counts.refreshes == 3 * 2)
        #expect(tasks == 3 * 2, "a task for each refresh; its load is the default")
    }

    /// The module a builder makes of `presenter`, with a view that draws nothing.
    static func assemble(_ context: Context, _ presenter: some ModulePresenter) -> any ModuleProtocol<Context>
    {
        func assembled<P: ModulePresenter>(_ presenter: P) -> any ModuleProtocol<Context> {
            // A presenter that cannot throw: nothing to catch.
            try! PresentedModule(
                context: context, presenter: { (_: EventStream<Never>) in presenter },
                view: { _ in PassiveView<P.State>() }, input: { _ in () })
        }
        return assembled(presenter)
    }

    @Test func aHeldLoadIsHeldEvenForATypeKnownToLoadNothing() async throws {
        let (modules, heard) = try manager { Quiet(context: $0) }
        let first = try modules.build(Context(name: "first"))
        await modules.reachIdlePoint()
        _ = first
        var held: [ModuleID] = []
        modules.loadGate = { source in held.append(source.id) }
        let second = try modules.build(Context(name: "second"))
        await modules.reachIdlePoint()
        #expect(held == [second.work.report.source?.id].compactMap { $0 }, "the gate saw its load")
        #expect(heard.started == 2)
        _ = second
    }
}
