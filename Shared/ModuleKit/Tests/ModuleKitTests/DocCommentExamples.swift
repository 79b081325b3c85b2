import ModuleKit
import ModuleKitTesting
import Testing

// The examples of ModuleKit's and ModuleKitTesting's doc comments, compiled: each `// snippet:`
// region below is exactly one ```swift block of a doc comment (the workspace's DocsTests check
// that every block is one of these regions), and the code around it declares what the example
// takes as given — a feature's types, a service, the app's navigator. The two examples that are
// tests run as tests.

// MARK: What the examples take as given: a small app of posts

struct PostID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }
    var description: String { rawValue }
}

struct UserID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(_ rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }
}

struct FeedContext: BuildContext {
    typealias Event = FeedEvent
    enum Source: Hashable, Sendable {
        case home
        case user(UserID)
    }
    var source: Source
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["feed"] }
}

enum FeedEvent: Equatable, Sendable {
    case openPost(PostID)
    case liked(PostID)
}

struct PostContext: BuildContext {
    typealias Event = PostEvent
    var post: PostID
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["post", post.rawValue] }
}

enum PostEvent: Equatable, Sendable {
    case done
}

enum PostAction: ScreenAction, Equatable {
    case like(PostID)
}

struct ProfileContext: BuildContext {
    var user: UserID
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["profile", user.rawValue] }
}

struct HeaderContext: BuildContext {
    var user: UserID
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

struct FeedState: Equatable, Sendable {
    struct Row: Equatable, Sendable { var liked = false }
    var posts: [PostID] = []
    var rows: [Row] = []
    var isLoading = false
}

/// A state that loads, for the failure example.
struct LoadedState: LoadingState {
    var isLoaded = false
    var error: ModuleFailure?
}

enum FeedRoutes {
    @MainActor
    static func register(in router: DeeplinkRouter) throws(ModuleError) {
        try router.register("post/{id:text}") { parameters, routing in
            PostContext(post: PostID(parameters["id"]), routingContext: routing)
        }
    }
}

/// A service that answers at once.
struct PostService: Sendable {
    func newest() async throws -> [PostID] { ["p1"] }
    func setLiked(_ post: PostID, _ liked: Bool) async throws {}
    func follow(_ user: UserID) async throws {}
}

/// A view that keeps what it was given.
@MainActor
final class TextView<ViewState>: ModuleView {
    private(set) var last: ViewState?
    func render(_ state: ViewState) { last = state }
}

@MainActor
enum Modules {
    /// A screen of `Context` that shows nothing and loads nothing.
    static func screen<Context: BuildContext>(_ context: Context) -> any ModuleProtocol<Context>
    where Context.Input == Void {
        AssembledModule(context: context) { _ in
            QuietPresenter()
        } view: { _ in
            TextView<FeedState>()
        }
    }
}

@MainActor
final class QuietPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    func perform(_ action: Never) async throws(ActionRefused) {}
}

// MARK: ModuleKit

@MainActor
func deeplinkRouterExample() throws {
    // snippet: doc DeeplinkRouter
    let router = DeeplinkRouter(scheme: "mosaic")
    try router.register("profile/{handle}") { parameters, routing in
        ProfileContext(user: UserID(parameters["handle"]), routingContext: routing)
    }
    let contexts = try router.resolve("mosaic://profile/alice")
    // end
    _ = contexts
}

@MainActor
func eventStreamExamples(module: any ModuleProtocol<FeedContext>) async {
    // snippet: doc EventStream.subscribe
    let token = module.events.subscribe { event in
        if case .liked(let post) = event { print("liked", post) }
    }
    // end
    token.cancel()
    // snippet: doc EventStream.values
    for await event in module.events.values { print(event) }
    // end
}

@MainActor
func moduleFailureExample(store: StateStore<LoadedState>, service: PostService) async {
    do {
        _ = try await service.newest()
        // snippet: doc ModuleFailure
    } catch {
        store.update { $0.error = ModuleFailure(error) }  // a service's "not found" stays one
    }
    // end
}

enum ScreenActionExample {
    // snippet: doc ScreenAction
    enum FeedAction: ScreenAction {
        case like(PostID)
        case open(PostID)

        var navigates: Bool { if case .open = self { true } else { false } }
        var words: [String] {
            switch self {
            case .like(let post): ["like", post.rawValue]
            case .open(let post): ["open", post.rawValue]
            }
        }
        init?(words: [String]) {
            switch (words.first, words.count) {
            case ("like", 2): self = .like(PostID(words[1]))
            case ("open", 2): self = .open(PostID(words[1]))
            default: return nil
            }
        }
    }
    // end
}

@MainActor
func hostSessionExample(navigator: Navigator, router: DeeplinkRouter) async {
    // snippet: doc HostSession
    let session = HostSession(navigator: navigator, router: router, pace: .interactive)
    let shown = await session.step(.open("mosaic://feed/post/p1"))
    for failure in shown.failures { print("error: \(failure)") }
    if shown.isLoading { print("Loading…") }
    // end
}

@MainActor
func navigatorOpenExample(navigator: Navigator, router: DeeplinkRouter) throws {
    // snippet: doc Navigator.open
    let shown = try navigator.open("mosaic://feed/profile/alice", router: router)
    print(shown)  // mosaic://feed/profile/alice
    // end
}

struct EpisodeID: Hashable, Sendable {}

enum PodcastEvent: Sendable {
    case download(EpisodeID)
}

/// What the Downloads tab takes from the app.
@MainActor
protocol DownloadsInput: AnyObject {
    func add(_ episode: EpisodeID)
}

struct DownloadsContext: BuildContext {
    typealias Input = any DownloadsInput
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["downloads"] }
}

@MainActor
func rootInputExample(modules: ModuleManager, navigator: Navigator) {
    // snippet: doc Navigator.rootInput
    modules.listen(to: PodcastEvent.self) { [navigator] event, _ in
        guard case .download(let episode) = event else { return .ignored }
        try? navigator.rootInput(of: DownloadsContext.self)?.add(episode)
        return .handled
    }
    // end
}

@MainActor
func closeExample(modules: ModuleManager, navigator: Navigator) {
    // snippet: doc Navigator.close
    modules.listen(to: PostEvent.self) { [navigator] event, source in
        guard case .done = event else { return .ignored }
        try? navigator.close(source.id)
        return .handled
    }
    // end
}

@MainActor
func navigatorExample(modules: ModuleManager) throws {
    // snippet: doc Navigator
    let navigator = Navigator(
        modules: modules,
        tabs: [
            Tab(name: "feed", root: FeedContext(source: .home, routingContext: "feed"))
        ])
    try navigator.start()
    try navigator.push(ProfileContext(user: "alice", routingContext: "feed.author"))
    // end
}

@MainActor
func stateStoreExample(view: TextView<FeedState>, posts: [PostID], loadFirstPage: () -> Void) {
    // snippet: doc StateStore
    let store = StateStore(FeedState())
    store.follow { state in view.render(state) }  // renders now
    store.update { state in  // renders once
        state.posts = posts
        state.isLoading = false
    }
    store.update { state in
        state.isLoading = true
        loadFirstPage()  // may call store.update itself: it joins this transaction
    }
    // end
}

@MainActor
func refusingExample(interactor: PostService, user: UserID) async throws(ActionRefused) {
    // snippet: doc ActionRefused.refusing
    try await ActionRefused.refusing { try await interactor.follow(user) }
    // end
}

enum LikesEvent: Sendable {
    case openPost(PostID)
}

@MainActor
final class LikesPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    let events: EventStream<LikesEvent>
    let likes: PostService

    init(interactor: PostService, events: EventStream<LikesEvent>) {
        likes = interactor
        self.events = events
    }

    // snippet: doc ModulePresenter
    enum LikesAction: ScreenAction {
        case open(PostID)
        case unlike(PostID)
    }

    func perform(_ action: LikesAction) async throws(ActionRefused) {
        switch action {
        case .open(let post): events.emit(.openPost(post))
        case .unlike(let post): try await ActionRefused.refusing { try await likes.setLiked(post, false) }
        }
    }
    // end
}

struct LikesContext: BuildContext {
    typealias Event = LikesEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["likes"] }
}

@MainActor
final class LikesView: ModuleView {
    init(presenter: LikesPresenter) {}
    func render(_ state: FeedState) {}
}

@MainActor
func hostActionExample(session: HostSession, post: PostID) async {
    // snippet: doc ModulePresenter.send
    guard let work = session.navigator.top?.module.work(for: PostAction.like(post)) else { return }
    let shown = await session.step(.act(work))  // its refusal, if any, is in shown.failures
    // end
    _ = shown
}

@MainActor
func assembledModuleExample(interactor: PostService) -> ModuleBuilder<LikesContext> {
    // snippet: doc AssembledModule
    ModuleBuilder(name: "Likes") { context in
        AssembledModule(context: context) { events in
            LikesPresenter(interactor: interactor, events: events)
        } view: { presenter in
            LikesView(presenter: presenter)
        }
    }
    // end
}

enum FeedFeatureExample {
    enum FeedInteractor {
        init(_ dependencies: FeedDependencies) { self = .live }
        case live
    }

    struct FeedDependencies {}

    @MainActor
    enum FeedModule {
        static func make(context: FeedContext, interactor: FeedInteractor) -> any ModuleProtocol<FeedContext>
        {
            Modules.screen(context)
        }
    }

    // snippet: doc ModuleBuilder
    public enum FeedFeature {
        public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
            ModuleBuilder(name: "Feed") { context in
                FeedModule.make(context: context, interactor: FeedInteractor(dependencies))
            }
        }
    }
    // end

    @MainActor
    static func managerExample(dependencies: FeedDependencies, session: HostSession) throws {
        let navigator = session.navigator
        // snippet: doc ModuleManager
        let modules = ModuleManager()
        try modules.register(FeedFeature.builder(dependencies))
        modules.listen(to: FeedEvent.self) { [navigator] event, source in
            guard case .openPost(let id) = event else { return .ignored }
            do {
                try navigator.push(PostContext(post: id, routingContext: source.routingContext.child("post")))
            } catch {
                session.report(ModuleFailure(error))  // the host shows it, as every failure
            }
            return .handled
        }
        // end
    }
}

/// Where a trace goes.
final class TraceFile {
    func append(_ text: String) {}
}

@MainActor
func observeExample(modules: ModuleManager, file: TraceFile) {
    // snippet: doc ModuleManager.observe
    let trace = modules.observe { record in file.append(record.jsonLine + "\n") }
    // end
    trace.cancel()
}

/// A host that draws the screen on top.
@MainActor
final class WindowHost {
    func draw(_ entry: Navigator.Entry?) {}
}

@MainActor
func observeChangesExample(modules: ModuleManager, navigator: Navigator, host: WindowHost) {
    // snippet: doc ModuleManager.observeChanges
    let drawing = modules.observeChanges { change in
        if change == .screens || change.module == navigator.top?.id { host.draw(navigator.top) }
    }
    // end
    drawing.cancel()
}

/// What a parent heard of its children.
@MainActor
final class Heard {
    private(set) var events: [FeedEvent] = []
    func append(_ event: FeedEvent) { events.append(event) }
}

@MainActor
func containerExample(children: ModuleContainer, context: ProfileContext, heard: Heard) throws(ModuleError) {
    let id = context.user
    // snippet: doc ModuleContainer
    let posts = try children.build(
        FeedContext(source: .user(id), routingContext: context.routingContext.child("posts")))
    try children.attach(posts, to: "posts") { event in heard.append(event) }  // the parent hears it too
    // end
}

@MainActor
enum ProfileModule {
    static func make(context: ProfileContext, children: ModuleContainer) -> any ModuleProtocol<ProfileContext>
    {
        Modules.screen(context)
    }
}

@MainActor
enum HeaderModule {
    static func make(context: HeaderContext) -> any ModuleProtocol<HeaderContext> {
        Modules.screen(context)
    }
}

struct ProfileDependencies {
    var posts: ModuleBuilder<FeedContext>
}

@MainActor
func submodulesExample(dependencies: ProfileDependencies) -> ModuleBuilder<ProfileContext> {
    // snippet: doc ModuleBuilder.submodules
    let header = ModuleBuilder<HeaderContext>(name: "Header") { HeaderModule.make(context: $0) }
    let profile = ModuleBuilder<ProfileContext>(name: "Profile", submodules: header, dependencies.posts) {
        context, children throws(ModuleError) in
        let header = try children.build(
            HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
        try children.attach(header, to: "header")
        return ProfileModule.make(context: context, children: children)
    }
    // end
    return profile
}

struct CounterContext: BuildContext {
    typealias Event = CounterEvent
    typealias Input = any CounterInput
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["counter"] }
}

enum CounterEvent: Equatable, Sendable {
    case counted(Int)
}

struct CounterState: Equatable, Sendable {
    var count = 0
}

enum CounterAction: ScreenAction, Equatable {
    case increment
}

/// What the app may set on a counter.
@MainActor
protocol CounterInput: AnyObject {
    func start(at count: Int)
}

// snippet: doc ModuleProtocol
final class CounterModule: ModuleProtocol, ModuleView, CounterInput {
    let context: CounterContext
    let events = EventStream<CounterEvent>()
    private let store = StateStore(CounterState())  // closed with the module, nothing to wire
    private(set) var shown = ""

    init(context: CounterContext) {
        self.context = context
        store.follow { [unowned self] state in render(state) }
    }

    var view: any ModuleView { self }
    var input: any CounterInput { self }

    func render(_ state: CounterState) { shown = "\(state.count)" }
    func start(at count: Int) { store.update { $0.count = count } }
}
// end

@MainActor
final class CounterPresenter: ModulePresenter, CounterInput {
    let store = StateStore(CounterState())
    let events: EventStream<CounterEvent>

    init(events: EventStream<CounterEvent>) { self.events = events }

    func start(at count: Int) { store.update { $0.count = count } }

    func perform(_ action: CounterAction) async throws(ActionRefused) {
        store.update { $0.count += 1 }
        events.emit(.counted(store.state.count))
    }
}

enum CounterFeature {
    @MainActor
    static func builder() -> ModuleBuilder<CounterContext> {
        builder { _ in TextView<CounterState>() }
    }

    @MainActor
    static func builder<View: ModuleView>(_ view: @escaping @MainActor @Sendable (CounterPresenter) -> View)
        -> ModuleBuilder<CounterContext> where View.ViewState == CounterState
    {
        ModuleBuilder(name: "Counter") { context in
            AssembledModule(context: context) { events in
                CounterPresenter(events: events)
            } view: {
                view($0)
            } input: {
                $0
            }
        }
    }
}

/// A widget a window shows.
struct Widget {}

/// A window that shows widgets.
@MainActor
final class Window {
    func show(_ widget: Widget) {}
}

// snippet: doc ModuleProtocol.view
protocol WindowView: ModuleView {
    var root: Widget { get }
}

extension Window {
    func show(_ navigator: Navigator) {
        if let view = navigator.top?.module.view as? any WindowView { show(view.root) }
    }
}
// end

enum BuildContextExample {
    // snippet: doc BuildContext
    public struct PostContext: BuildContext {
        public typealias Event = PostEvent
        public var post: PostID
        public var routingContext: RoutingContext
        public var deeplinkSegments: [String]? { ["post", post.rawValue] }
    }
    // end
}

@MainActor
final class NewestPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    let events = EventStream<FeedEvent>()
    let service = PostService()

    func perform(_ action: Never) async throws(ActionRefused) {}

    func loadNewest() {
        // snippet: doc ModuleWork.task
        // In a presenter: a task the module owns, cancelled when the module closes.
        events.work.task { [weak self] in
            guard let posts = try? await self?.service.newest() else { return }
            self?.store.update { $0.posts = posts }  // dropped if the module closed meanwhile
        }
        // end
    }

    func keepFresh() {
        // snippet: doc ModuleWork.ongoing
        events.work.ongoing { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(30))
                await self?.refresh()
            }
        }
        // end
    }
}

// MARK: ModuleKitTesting

/// The app's composition root, as the examples take it.
@MainActor
struct AppRoot {
    let router: DeeplinkRouter
}

@MainActor
func appHarnessExample(navigator: Navigator, root: AppRoot) async throws {
    // snippet: doc AppHarness
    try await AppHarness.run(navigator: navigator, router: root.router) { app in
        await app.open("mosaic://feed/post/p1")
        await app.act(PostAction.like("p1"))
        app.expectShown("mosaic://feed/post/p1")
        await app.open("mosaic://feed/post/p999")
        app.expectFailures([.notFound])  // undone: the post is still shown
        app.expectShown("mosaic://feed/post/p1")
    }
    // end
}

@MainActor
func headlessViewExample(context: CounterContext) async throws {
    // snippet: doc HeadlessView
    let harness = try await ModuleHarness(
        CounterFeature.builder { _ in HeadlessView<CounterState>() }, context)
    // end
    await harness.finish()
}

/// A service that counts the calls it has not answered.
@MainActor
final class CountingService {
    var pendingRequests = 0
}

@MainActor
func resumeLoadExample(harness: ModuleHarness<CounterContext>, service: CountingService) async {
    // snippet: doc ModuleHarness.resumeLoad
    await harness.resumeLoad { service.pendingRequests == 1 }
    await harness.close()
    harness.expectNothingAfterClose()
    // end
}

@MainActor
func moduleHarnessRunExample(context: CounterContext) async throws {
    // snippet: doc ModuleHarness.run
    try await ModuleHarness.run(CounterFeature.builder(), context) { counter in
        try await counter.act(CounterAction.increment)
        counter.expectEvent(.counted(1))
        counter.expectState(CounterState.self) { $0.count = 1 }
    }
    // end
}

@MainActor
func sharedStateExample(feed: ModuleHarness<FeedContext>, likes: SharedState<[PostID]>) async throws {
    // snippet: doc ModuleHarness.expectState
    try await feed.act(PostAction.like("p1"))
    feed.expectState(FeedState.self) { $0.rows[0].liked = true }
    feed.expectState(likes) { $0 = ["p1"] }  // the shared store of likes, credited to this like
    // end
}

enum ActionRoundTripsExample {
    enum FeedAction: ScreenAction, Equatable {
        case like(PostID)
        case nextPage

        var words: [String] {
            switch self {
            case .like(let post): ["like", post.rawValue]
            case .nextPage: ["more"]
            }
        }
        init?(words: [String]) {
            switch (words.first, words.count) {
            case ("like", 2): self = .like(PostID(words[1]))
            case ("more", 1): self = .nextPage
            default: return nil
            }
        }
    }
}

/// The examples that are tests, run.
@MainActor
@Suite struct DocCommentExampleTests {
    typealias FeedAction = ActionRoundTripsExample.FeedAction

    // snippet: doc expectLinksRoundTrip
    @Test func everyScreenRoundTripsThroughItsLink() throws {
        let router = DeeplinkRouter(scheme: "mosaic")
        try FeedRoutes.register(in: router)
        expectLinksRoundTrip(router) { value in
            [PostContext(post: PostID(value), routingContext: "test")]
        }
    }
    // end

    // snippet: doc expectActionsRoundTrip
    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in [FeedAction.like(PostID(value)), .nextPage] }
    }
    // end

    @Test func startingAtFourShowsFourAndCountsOn() async throws {
        // snippet: doc ModuleHarness
        let harness = try await ModuleHarness(
            CounterFeature.builder(), CounterContext(routingContext: "test"))
        harness.input.start(at: 4)
        harness.expectState(CounterState.self) { $0.count = 4 }  // every change of state is said
        try await harness.act(CounterAction.increment)
        harness.expectState(CounterState.self) { $0.count = 5 }
        harness.expectEvent(.counted(5))  // every event too
        await harness.finish()
        // end
    }

    @Test func aPresenterActsOnItsOwnActions() async throws {
        // snippet: doc ModuleHarness.act
        try await ModuleHarness.run(CounterFeature.builder(), CounterContext(routingContext: "test")) {
            counter in
            try await counter.act(CounterAction.increment)
            counter.expectState(CounterState.self) { $0.count = 1 }
            counter.expectEvent(.counted(1))
        }
        // end
    }
}
