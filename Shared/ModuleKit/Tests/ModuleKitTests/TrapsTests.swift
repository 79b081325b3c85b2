import Foundation
import ModuleKitCore
import ModuleKitTesting
import TestSupport
import Testing

/// The traps a newcomer meets, each named where it is met — by the compiler, or by the test kit
/// when the compiler cannot — with the fix in the words.
@MainActor
@Suite struct TrapsTests {
    // MARK: The compiler

    @Test func aPresenterWhoseActionIsNotAScreenActionDoesNotCompileAndTheCompilerNamesScreenAction()
        async throws
    {
        let source = """
            import ModuleKit

            struct NotesState: Equatable, Sendable {}
            enum NotesListAction: Sendable { case open }

            @MainActor final class NotesPresenter: ModulePresenter {
                let store = StateStore(NotesState())
                func perform(_ action: NotesListAction) async throws(ActionRefused) {}
            }

            @MainActor final class QuietPresenter: ModulePresenter {
                let store = StateStore(NotesState())
                func perform(_ action: Never) async throws(ActionRefused) {}  // takes no action
            }
            """
        let diagnostics = try await Self.typeCheck(source)
        let errors = diagnostics.filter { $0.text.hasPrefix("error: ") }
        #expect(
            errors.map(\.line) == [6],
            "the presenter of a plain enum, and only it, does not compile: \(diagnostics)")
        #expect(
            diagnostics.contains { $0.line == 8 && $0.text.contains("'ScreenAction'") },
            "the compiler says what its action must be: \(diagnostics)")
    }

    @Test func aListenThatCouldNeverHearAnEventIsNamedByTheCompilerWithTheFix() async throws {
        let source = """
            import ModuleKitCore

            enum NotesEvent: Sendable { case opened }
            enum NotesAction: ScreenAction {
                case open
                var navigates: Bool { true }
                var words: [String] { ["open"] }
                init?(words: [String]) { return nil }
            }
            protocol Counted: Sendable {}
            struct NotesContext: BuildContext {
                typealias Event = NotesEvent
                var routingContext: RoutingContext
                var deeplinkSegments: [String]? { nil }
            }

            @MainActor func route(_ modules: ModuleManager) {
                modules.listen(to: NotesContext.self) { _, _ in .handled }
                modules.listen(to: NotesAction.self) { _, _ in .handled }
                modules.listen(to: Never.self) { _, _ in .handled }
                modules.listen(to: NotesEvent.self) { _, _ in .handled }
                modules.listen(to: (any Counted).self) { _, _ in .handled }
                modules.listen(to: NotesContext.Event.self) { _, _ in .handled }
            }
            """
        let diagnostics = try await Self.typeCheck(source)
        let named = diagnostics.filter { $0.text.contains("is deprecated:") }
        #expect(
            named.map(\.line) == [18, 19, 20],
            "a context, an action, Never; not an event or a protocol: \(diagnostics)")
        #expect(named.first?.text.contains("listen(to: TheContext.Event.self)") == true, "\(named)")
        #expect(named.dropFirst().first?.text.contains("an action is what a person asks") == true, "\(named)")
        #expect(named.last?.text.contains("no screen emits Never") == true, "\(named)")
        #expect(!diagnostics.contains { $0.text.hasPrefix("error: ") }, "\(diagnostics)")
    }

    // MARK: The test kit

    @Test func aFailureKeptOutsideALoadingStateFailsTheTestSayingTheFix() async throws {
        let messages = Messages()
        await withKnownIssue {
            guard
                let harness = try? await ModuleHarness(
                    QuietFailureFeature.builder(), QuietFailureContext(routingContext: "test"))
            else { return }
            await harness.finish()
        } matching: { issue in
            messages.add(issue)
        }
        #expect(messages.all.count == 1)
        #expect(
            messages.all.first?.contains("QuietFailureState keeps a failure of its own (failure)") == true)
        #expect(messages.all.first?.contains("Make it a LoadingState") == true)
    }

    @Test func aLoadingStateWithItsErrorPassesAsIs() async throws {
        let harness = try await ModuleHarness(
            LoudFailureFeature.builder(), QuietFailureContext(routingContext: "test"))
        #expect(harness.subject.loadFailure == ModuleFailure(.unavailable, "the service is down"))
        await harness.finish()
    }

    @Test func aRouteWhoseParameterRefusesTheTrialValuesFailsOnceWithTheFix() {
        var links = Deeplinks(scheme: "test")
        try? links.register("recipe/{id}") { parameters, routing in
            RecipeContext(id: parameters["id"], routingContext: routing)
        }
        let messages = Messages()
        withKnownIssue {
            expectLinksRoundTrip(links) { value in [RecipeContext(id: value, routingContext: "test")] }
        } matching: { issue in
            messages.add(issue)
        }
        let all = messages.all
        #expect(all.count == 1, "one issue for the parameter, not one per value: \(all)")
        #expect(all.first?.contains("RecipeContext's link does not open for") == true)
        #expect(all.first?.contains("'Zoë'") == true)
        #expect(all.first?.contains("write {id:text} in the route") == true)
    }

    @Test func aRouteOfTextRoundTripsTheSameValues() throws {
        var links = Deeplinks(scheme: "test")
        try links.register("recipe/{id:text}") { parameters, routing in
            RecipeContext(id: parameters["id"], routingContext: routing)
        }
        expectLinksRoundTrip(links) { value in [RecipeContext(id: value, routingContext: "test")] }
    }

    // MARK: ModuleKit

    @Test func aRefusalOfAServiceErrorKeepsItsKindAndMessage() async {
        struct Missing: ModuleFailureConvertible {
            var moduleFailure: ModuleFailure { ModuleFailure(.notFound, "recipe r9 not found") }
        }
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the disk is full" }
        }
        do throws(ActionRefused) {
            try await ActionRefused.refusing { throw Missing() }
            Issue.record("not refused")
        } catch {
            #expect(error == ActionRefused(.notFound, "recipe r9 not found"))
            #expect(ModuleFailure(error) == ModuleFailure(.notFound, "recipe r9 not found"))
        }
        do throws(ActionRefused) {
            try await ActionRefused.refusing { throw Broken() }
            Issue.record("not refused")
        } catch {
            #expect(error == ActionRefused(.unavailable, "the disk is full"))
        }
        do throws(ActionRefused) {
            try await ActionRefused.refusing { throw ActionRefused("you already like r1") }
            Issue.record("not refused")
        } catch {
            #expect(error.kind == .refused)
        }
    }

    @Test func startingANavigatorTwiceChangesNothing() async throws {
        let modules = ModuleManager()
        try modules.register(LoudFailureFeature.builder())
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "home", root: QuietFailureContext(routingContext: "home"))])
        try navigator.start()
        let first = navigator.top?.id
        try navigator.start()
        #expect(navigator.top?.id == first)
        #expect(navigator.visibleStack.count == 1)
        navigator.closeAll()
        #expect(await modules.reachIdlePoint().isEmpty)
    }

    // MARK: Helpers

    /// The compiler's diagnostics on `source`, type-checked against this ModuleKit.
    static func typeCheck(_ source: String) async throws -> [SwiftCompiler.Diagnostic] {
        let modules = try #require(
            SwiftCompiler.builtModulesFolder(holding: "ModuleKitCore"),
            "no built ModuleKitCore beside the tests")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trap-\(UUID()).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await SwiftCompiler.typeCheck(file, modules: modules)
    }
}

/// The messages of the issues a `withKnownIssue` matched (its matcher may run on any thread).
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    /// Keeps `issue`'s message; matches it.
    func add(_ issue: Issue) -> Bool {
        lock.withLock { messages.append(issue.comments.map(\.rawValue).joined()) }
        return true
    }

    var all: [String] { lock.withLock { messages } }
}

/// A screen whose load fails.
struct QuietFailureContext: BuildContext {
    typealias Event = Never
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

/// The trap: a failure in a state that is not a `LoadingState`.
struct QuietFailureState: Equatable, Sendable {
    var failure: String?
}

/// The same screen written the one way: its failure in a `LoadingState`.
struct LoudFailureState: LoadingState {
    var isLoaded = false
    var error: ModuleFailure?
}

@MainActor
final class FailingPresenter<State: Equatable & Sendable>: ModulePresenter {
    let store: StateStore<State>
    let fail: (StateDraft<State>) -> Void

    init(_ state: State, fail: @escaping (StateDraft<State>) -> Void) {
        store = StateStore(state)
        self.fail = fail
    }

    func load() async { store.update(fail) }
    func perform(_ action: Never) async throws(ActionRefused) {}
}

enum QuietFailureFeature {
    static func builder() -> ModuleBuilder<QuietFailureContext> {
        ModuleBuilder(name: "QuietFailure") { context, _ in
            FailingPresenter(QuietFailureState()) { state in state.failure = "the service is down" }
        } view: { _ in
            HeadlessView<QuietFailureState>()
        }
    }
}

enum LoudFailureFeature {
    static func builder() -> ModuleBuilder<QuietFailureContext> {
        ModuleBuilder(name: "LoudFailure") { context, _ in
            FailingPresenter(LoudFailureState()) { (state: StateDraft<LoudFailureState>) in
                state.error = ModuleFailure(.unavailable, "the service is down")
            }
        } view: { _ in
            HeadlessView<LoudFailureState>()
        }
    }
}

/// A screen of one recipe, by an id that is any text.
struct RecipeContext: BuildContext {
    typealias Event = Never
    var id: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["recipe", id] }
}
