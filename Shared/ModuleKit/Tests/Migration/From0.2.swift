// swift-format-ignore-file
// (A fixture in 0.2's spelling: one old name per line, each line marked at its end.)
// Code in ModuleKit 0.2's spelling (and 0.1's, which 0.2 users still had), one line per name
// 1.0 removed or renamed, each marked `// 0.2: NAME`. MigrationTests type-checks this file
// against the ModuleKit just built and requires every marked line to fail with an error that
// says what to write instead (`is unavailable: …` or `has been renamed to …`), and every other
// line to compile. Not part of any target. It imports ModuleKit, as 0.2 and 1.0 code did (the
// module that re-exports ModuleKitCore and ModuleKitRecording).
import ModuleKit
import ModuleKitTesting
import Testing

// 1.0 spelling: the scene the old lines act on.
struct NoteContext: BuildContext {
    var routingContext: RoutingContext = "notes"
    var deeplinkSegments: [String]? { ["notes"] }
}
struct NoteState: Equatable, Sendable { var text = "" }
@MainActor final class NotePresenter: ModulePresenter {
    let store = StateStore(NoteState())
    func perform(_ action: Never) async throws(ActionRefused) {}
}
@MainActor final class NoteView: ModuleView {
    func render(_ state: NoteState) {}
}

// Conformances and types of 0.2.
enum MailEvent: ModuleEvent { case sent }  // 0.2: ModuleEvent
struct QuietContext: BuildContext {
    typealias Event = NoEvent  // 0.2: NoEvent
    typealias Input = NoInput  // 0.2: NoInput
    var routingContext: RoutingContext = "quiet"
    var deeplinkSegments: [String]? { nil }
}
struct LinkedContext: DeeplinkConvertible {}  // 0.2: DeeplinkConvertible
@MainActor final class OldPresenter: ActionPerforming {}  // 0.2: ActionPerforming
@MainActor final class OldView: StateRenderingView {}  // 0.2: StateRenderingView
final class Inspected: InspectableModule {}  // 0.2: InspectableModule
final class Sink: TraceSink {}  // 0.2: TraceSink
final class Row: SectionModule {}  // 0.2: SectionModule
final class Cell: CellModule {}  // 0.2: CellModule

@MainActor func oldSpelling(
    modules: ModuleManager, navigator: Navigator, router: DeeplinkRouter, presenter: NotePresenter,
    module: AssembledModule<NoteContext, NotePresenter, NoteView>, route: DeeplinkRoute,
    parameters: RouteParameters, subscription: Subscription, stream: EventStream<Never>,
    builder: ModuleBuilder<NoteContext>, work: ModuleWork, container: ModuleContainer,
    id: ModuleID, source: ModuleSource, change: Lifecycle, harness: ModuleHarness<NoteContext>
) async throws {
    _ = DeeplinkError.empty  // 0.2: DeeplinkError
    _ = NavigationError.atRoot  // 0.2: NavigationError
    _ = try Deeplink(parsing: "mosaic://notes")  // 0.2: Deeplink
    _ = RoutePattern("notes/{id}")  // 0.2: RoutePattern
    let _: [LeakReport] = []  // 0.2: LeakReport
    _ = LeakTracker()  // 0.2: LeakTracker
    let _: ListenerID? = nil  // 0.2: ListenerID
    let _: ModuleFactory<NoteContext>? = nil  // 0.2: ModuleFactory
    let _: [SubmoduleBuilder] = []  // 0.2: SubmoduleBuilder
    let _: Submodules? = nil  // 0.2: Submodules
    _ = TraceBuffer()  // 0.2: TraceBuffer
    _ = JSONLinesTraceWriter { line in print(line) }  // 0.2: JSONLinesTraceWriter
    let _: Tracer? = nil  // 0.2: Tracer
    _ = UnhandledEventLog(modules: modules)  // 0.2: UnhandledEventLog
    _ = SectionedContainer(sections: [])  // 0.2: SectionedContainer
    let _: SectionedContainerError? = nil  // 0.2: SectionedContainerError
    _ = CellModuleList(pageSize: 10) { _ in NoteContext() }  // 0.2: CellModuleList
    let _: EventRecorder<Int>? = nil  // 0.2: EventRecorder
    let _: Navigator.CloseResult? = nil  // 0.2: Navigator.CloseResult
    let _: Navigator.Transition? = nil  // 0.2: Navigator.Transition

    modules.trace = nil  // 0.2: ModuleManager.trace
    _ = modules.tracer  // 0.2: ModuleManager.tracer
    modules.unhandledEvent = nil  // 0.2: ModuleManager.unhandledEvent
    modules.workEnded = nil  // 0.2: ModuleManager.workEnded
    _ = modules.leaks  // 0.2: ModuleManager.leaks
    _ = modules.listenToAll { event, source in }  // 0.2: ModuleManager.listenToAll
    modules.removeListener(subscription)  // 0.2: ModuleManager.removeListener
    _ = modules.factory(for: NoteContext.self)  // 0.2: ModuleManager.factory(for:)
    _ = modules.build(any: NoteContext())  // 0.2: ModuleManager.build(any:)
    _ = modules.source(of: id)  // 0.2: ModuleManager.source(of:)
    _ = modules.module(id)  // 0.2: ModuleManager.module(_:)
    _ = modules.id(of: module)  // 0.2: ModuleManager.id(of:)
    _ = modules.alive(NoteContext.self)  // 0.2: ModuleManager.alive(_:)
    modules.sendLifecycle(.didAppear, to: module)  // 0.2: ModuleManager.sendLifecycle
    _ = modules.observe([.workEnded]) { _ in }  // 0.2: TraceRecord.Kind.workEnded

    _ = navigator.route(NoteContext(), .push)  // 0.2: Navigator.route
    _ = navigator.open([NoteContext()])  // 0.2: Navigator.open(contexts)
    _ = navigator.push(all: [NoteContext()])  // 0.2: Navigator.push(all:)
    _ = navigator.stack(ofTab: 0)  // 0.2: Navigator.stack(ofTab:)
    _ = navigator.presented  // 0.2: Navigator.presented

    presenter.store.drive { _ in }  // 0.2: StateStore.drive
    presenter.store.observe { _ in }  // 0.2: StateStore.observe (renders at once now)
    presenter.store.redraw()  // 0.2: StateStore.redraw
    presenter.store.close()  // 0.2: StateStore.close (it closes with its module)
    presenter.store.bind(module, \NoteState.text)  // 0.2: StateStore.bind
    presenter.store.addRule { old, new in new }  // 0.2: StateStore.addRule
    presenter.store.begin()  // 0.2: StateStore.begin
    presenter.store.commit()  // 0.2: StateStore.commit
    _ = presenter.store.isInTransaction  // 0.2: StateStore.isInTransaction
    _ = presenter.store.renderCount  // 0.2: StateStore.renderCount

    _ = ModuleWork()  // 0.2: ModuleWork.init
    work.onClose {}  // 0.2: ModuleWork.onClose
    work.enqueue {}  // 0.2: ModuleWork.enqueue (renamed ask)
    _ = work.isBusy  // 0.2: ModuleWork.isBusy
    _ = ModuleContainer()  // 0.2: ModuleContainer.init
    _ = container.isVisible  // 0.2: ModuleContainer.isVisible
    _ = container.slots  // 0.2: ModuleContainer.slots
    _ = module.inspectedState  // 0.2: AssembledModule.inspectedState
    _ = AssembledModule(context: NoteContext(), container: container, presenter: { _ in presenter }, view: { _ in NoteView() })  // 0.2: AssembledModule.init(context:container:…)
    _ = builder.asSubmodule  // 0.2: ModuleBuilder.asSubmodule
    _ = builder.submodules  // 0.2: ModuleBuilder.submodules

    var bag: [Subscription] = []
    subscription.store(in: &bag)  // 0.2: Subscription.store(in:)
    _ = subscription.isCancelled  // 0.2: Subscription.isCancelled
    _ = Subscription(onCancel: {})  // 0.2: Subscription.init(onCancel:)
    _ = stream.subscriberCount  // 0.2: EventStream.subscriberCount

    _ = RoutingContext("a.b").isWithin("a")  // 0.2: RoutingContext.isWithin
    _ = RoutingContext("a.b").components  // 0.2: RoutingContext.components
    _ = RoutingContext("a.b").root  // 0.2: RoutingContext.root
    _ = parameters.integer("page")  // 0.2: RouteParameters.integer
    _ = parameters.values  // 0.2: RouteParameters.values
    _ = route.priority  // 0.2: DeeplinkRoute.priority
    _ = TraceRecord(time: 0, kind: .build, module: nil, routingContext: nil, summary: "")  // 0.2: TraceRecord.init
    _ = Lifecycle(rawValue: "didAppear")  // 0.2: Lifecycle.init(rawValue:)
    _ = change.rawValue  // 0.2: Lifecycle.rawValue
    _ = NoteContext.typeName  // 0.2: BuildContext.typeName
    _ = ModuleID(name: "Note", serial: 1)  // 0.2: ModuleID.init
    _ = ModuleSource(id: id, context: NoteContext())  // 0.2: ModuleSource.init
    _ = ModuleError.noSuchModule(id)  // 0.2: ModuleError.noSuchModule
    _ = ModuleError.notAContainer(id)  // 0.2: ModuleError.notAContainer

    _ = harness.events  // 0.2: ModuleHarness.events
    harness.expectNoEvents()  // 0.2: ModuleHarness.expectNoEvents
    _ = try await ModuleHarness(NoteContext(), builder: { _ in builder })  // 0.2: ModuleHarness.init(_:builder:)
    _ = try await ModuleHarness(builder, NoteContext(), setUp: { _ in })  // 0.2: ModuleHarness.init(setUp:)
    try await ModuleHarness.run(builder, NoteContext(), setUp: { _ in }) { _ in }  // 0.2: ModuleHarness.run(setUp:)
}
