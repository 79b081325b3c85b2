import ModuleKitCore
import ModuleKitRecording
import ModuleKitTesting
import Testing

// The doc comments' examples of state, presenters, modules and managers, compiled (see
// DocCommentExamples.swift, which declares their givens).

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
func presentedBuilderExample(interactor: PostService) -> ModuleBuilder<LikesContext> {
    // snippet: doc ModuleBuilder(presenter:view:)
    ModuleBuilder(name: "Likes") { _, events in
        LikesPresenter(interactor: interactor, events: events)
    } view: { presenter in
        LikesView(presenter: presenter)
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
    final class FeedPresenter: ModulePresenter {
        let store = StateStore(FeedState())
        init(interactor: FeedInteractor, events: EventStream<FeedEvent>) {}
        func perform(_ action: Never) async throws(ActionRefused) {}
    }

    @MainActor
    final class FeedView: ModuleView {
        init(presenter: FeedPresenter) {}
        func render(_ state: FeedState) {}
    }

    // snippet: doc ModuleBuilder
    public enum FeedFeature {
        public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
            ModuleBuilder(name: "Feed") { _, events in
                FeedPresenter(interactor: FeedInteractor(dependencies), events: events)
            } view: { presenter in
                FeedView(presenter: presenter)
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
            // A push that fails is told by the host, once, as every failure.
            try navigator.push(PostContext(post: id, routingContext: source.routingContext.child("post")))
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

/// A log of the events any module emits, for as long as it is on.
@MainActor
final class EventLog {
    private var trace: Subscription?

    func turnOnAndOff(modules: ModuleManager, log: @escaping (String) -> Void) {
        // snippet: doc Subscription
        trace = modules.observe([.event]) { record in log(record.summary) }
        trace = nil  // the observer ends
        // end
    }
}

// snippet: doc Subscription several
/// What a log of two managers' events holds: a subscription each.
struct Observations: ~Copyable {
    var feed: Subscription
    var likes: Subscription
}
// end

/// A log of the events of two managers, kept together.
@MainActor
final class TwoLogs {
    private var observations: Observations?

    func turnOn(feed: ModuleManager, likes: ModuleManager, log: @escaping (String) -> Void) {
        observations = Observations(
            feed: feed.observe([.event]) { log($0.summary) },
            likes: likes.observe([.event]) { log($0.summary) })
    }

    func turnOff() { observations = nil }
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
final class HeaderPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    init(user: UserID) {}
    func perform(_ action: Never) async throws(ActionRefused) {}
}

@MainActor
final class HeaderView: ModuleView {
    init(presenter: HeaderPresenter) {}
    func render(_ state: FeedState) {}
}

@MainActor
final class ProfilePresenter: ModulePresenter {
    let store = StateStore(FeedState())
    func perform(_ action: Never) async throws(ActionRefused) {}
}

@MainActor
final class ProfileView: ModuleView {
    init(presenter: ProfilePresenter, children: ModuleContainer) {}
    func render(_ state: FeedState) {}
}

struct ProfileDependencies {
    var posts: ModuleBuilder<FeedContext>
}

@MainActor
func submodulesExample(dependencies: ProfileDependencies) -> ModuleBuilder<ProfileContext> {
    // snippet: doc ModuleBuilder.submodules
    let header = ModuleBuilder<HeaderContext>(name: "Header") { context, _ in
        HeaderPresenter(user: context.user)
    } view: { presenter in
        HeaderView(presenter: presenter)
    }
    let profile = ModuleBuilder<ProfileContext>(name: "Profile", submodules: header, dependencies.posts) {
        context, children, _ throws(ModuleError) in
        let header = try children.build(
            HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
        try children.attach(header, to: "header")
        return ProfilePresenter()
    } view: { presenter, children in
        ProfileView(presenter: presenter, children: children)
    }
    // end
    return profile
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
