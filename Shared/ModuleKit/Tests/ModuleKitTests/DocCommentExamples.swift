import ModuleKitCore
import ModuleKitRecording
import ModuleKitTesting
import Testing

// The examples of ModuleKit's and ModuleKitTesting's doc comments, compiled: each `// snippet:`
// region here and in the other …DocExamples.swift files (modules, the counter, work, testing) is
// exactly one ```swift block of a doc comment (the workspace's DocsTests check that every block
// is one of these regions), and the code around it declares what the example takes as given —
// here, a feature's types and a service; there, what each example needs besides. This file holds
// the givens and the examples of links, events, hosts and navigation.

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
    static func register(in links: inout Deeplinks) throws(ModuleError) {
        try links.register("post/{id:text}") { parameters, routing in
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
final class QuietPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    func perform(_ action: Never) async throws(ActionRefused) {}
}

// MARK: ModuleKit

/// A presenter of the feed's posts, for the example of work read when its turn comes.
@MainActor
final class PostsPresenter: ModulePresenter {
    let store = StateStore(FeedState(posts: ["p1"]))
    func perform(_ action: ScreenActionExample.FeedAction) async throws(ActionRefused) {}
}

@MainActor
func readingWorkExample(presenter: PostsPresenter) -> ScreenWork {
    // snippet: doc ScreenWork reading
    ScreenWork(reading: "open", words: ["open", "1"], of: presenter) { [presenter] () throws(ActionRefused) in
        guard let post = presenter.store.state.posts.first else { throw ActionRefused("no row 1") }
        return .send(.open(post), to: presenter)
    }
    // end
}

@MainActor
func deeplinksExample(modules: ModuleManager) throws {
    // snippet: doc Deeplinks
    var links = Deeplinks(scheme: "mosaic")
    try links.register("profile/{handle}") { parameters, routing in
        ProfileContext(user: UserID(parameters["handle"]), routingContext: routing)
    }
    let contexts = try links.resolve("mosaic://profile/alice")
    modules.links = links
    // end
    _ = contexts
}

@MainActor
func hostEventExample(modules: ModuleManager) {
    // snippet: doc HostEvent
    modules.listen(to: HostEvent.self) { event, _ in
        if case .restored(let tab, _) = event { print("back where you were, on \(tab)") }
        return .handled
    }
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
func hostSessionExample(navigator: Navigator) async {
    // snippet: doc HostSession
    let session = HostSession(navigator: navigator, pace: .interactive)
    let shown = await session.step(.open("mosaic://feed/post/p1"))
    for failure in shown.failures { print("error: \(failure)") }
    if shown.isLoading { print("Loading…") }
    // end
}

@MainActor
func navigatorOpenExample(navigator: Navigator) throws {
    // snippet: doc Navigator.open
    let shown = try navigator.open("mosaic://feed/profile/alice")
    print(shown)  // mosaic://feed/profile/alice
    // end
}

@MainActor
func navigatorOpenPresentedExample(navigator: Navigator) throws {
    // snippet: doc Navigator.open(as:)
    try navigator.open("mosaic://feed/post/p1", as: .present)  // over what is shown
    // end
}

enum AlwaysPresentedExample {
    // snippet: doc AlwaysPresented
    public struct ComposeContext: BuildContext, AlwaysPresented {
        public var routingContext: RoutingContext
        public var deeplinkSegments: [String]? { ["compose"] }
    }
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

// MARK: Recording

/// A file a recording's lines are written to, in memory.
@MainActor
final class LineFile {
    var text = ""
    func write(_ line: String) { text += line }
}

@MainActor
func recorderExample(session: HostSession, file: LineFile) {
    // snippet: doc SessionRecorder
    let recorder = SessionRecorder(app: "mosaic", version: "0.1.0", setup: ["data": "sample"]) { line in
        file.write(line)
    }
    recorder.record(session)
    // … the session's steps …
    session.end()
    // end
}

@MainActor
func replayExample(recording: SessionRecording, session: HostSession) async {
    // snippet: doc SessionReplay
    let differences = await SessionReplay(recording).run(on: session)  // a session paced .untilIdle
    print(differences.isEmpty ? "same: \(recording.steps.count) steps" : differences[0].description)
    // end
}
