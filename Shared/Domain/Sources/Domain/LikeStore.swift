/// The signed-in user's likes, held once for every screen. Screens read it and observe it, and
/// change likes only through it: a like given or taken back on any screen reaches every other
/// screen at once, and no screen keeps a copy that could disagree.
///
/// ```swift
/// let likes = LikeStore(service: services.likes)
/// let observation = likes.observe { change in presenter.likeChanged(change) }
/// try await likes.setLiked("p1", true)      // saved, then every observer hears of it
/// ```
@MainActor
public final class LikeStore {
    /// A like given or taken back.
    public struct Change: Sendable, Hashable {
        /// The post.
        public let post: PostID
        /// Whether it is liked now.
        public let liked: Bool

        /// `post` was liked (`liked`) or its like taken back.
        public init(post: PostID, liked: Bool) {
            self.post = post
            self.liked = liked
        }
    }

    private let service: any LikeService
    private var newestFirst: [PostID] = []
    private var liked: Set<PostID> = []
    /// Who hears of changes, in the order they asked; an observer whose observation was
    /// released hears nothing more and is forgotten at the next change.
    private var observers: [Observer] = []
    /// How many changes were made through this store: a read that overlapped one may hold a
    /// snapshot older than it, and is read again.
    private var writes = 0

    private struct Observer {
        weak var observation: LikeObservation?
        let handler: (Change) -> Void
    }
    /// A store over `service`; nothing is read until ``load()``.
    public init(service: any LikeService) {
        self.service = service
    }

    /// The liked posts, most recently liked first.
    public var likedPosts: [PostID] { newestFirst }

    /// Whether the signed-in user likes `post`.
    public func isLiked(_ post: PostID) -> Bool { liked.contains(post) }

    /// `post` as the signed-in user sees it, with their like.
    public func summary(of post: Post) -> PostSummary { PostSummary(post: post, liked: isLiked(post.id)) }

    // MARK: Reading

    /// Reads the likes from the service — every time: another session, or another process on
    /// the same data, may have changed them since — and tells the observers of every
    /// difference. Each screen that shows likes reads them as it loads and refreshes, so what it
    /// shows is never older than its last load. A like given or taken back while it reads is
    /// never undone by the older snapshot: the read is made again.
    public func load() async throws(LikeFailure) {
        var fresh: [PostID]
        repeat {
            let writesBefore = writes
            do {
                fresh = try await service.likedPosts()
            } catch {
                throw .unreadable(error)
            }
            if writes == writesBefore { break }
        } while true
        let before = liked
        newestFirst = fresh
        liked = Set(fresh)
        for post in fresh where !before.contains(post) { notify(Change(post: post, liked: true)) }
        for post in before.sorted(by: { $0.rawValue < $1.rawValue }) where !liked.contains(post) {
            notify(Change(post: post, liked: false))
        }
    }

    // MARK: Changing

    /// Likes `post`, or takes the like back, through the service. Once it is saved, the store
    /// changes and every observer hears of it. A change that would change nothing is refused
    /// (``LikeFailure/unchanged(_:liked:)``), whichever screen asks; when the service fails,
    /// nothing changes.
    public func setLiked(_ post: PostID, _ like: Bool) async throws(LikeFailure) {
        guard isLiked(post) != like else { throw .unchanged(post, liked: like) }
        do {
            if like { try await service.like(post) } else { try await service.unlike(post) }
        } catch {
            throw .unsaved(error)
        }
        newestFirst.removeAll { $0 == post }
        if like {
            newestFirst.insert(post, at: 0)
            liked.insert(post)
        } else {
            liked.remove(post)
        }
        writes += 1
        notify(Change(post: post, liked: like))
    }

    // MARK: Observing

    /// Calls `handler` with every change, in order, until the returned observation is released.
    public func observe(_ handler: @escaping (Change) -> Void) -> LikeObservation {
        let observation = LikeObservation()
        observers.append(Observer(observation: observation, handler: handler))
        return observation
    }

    private func notify(_ change: Change) {
        observers.removeAll { $0.observation == nil }
        // A copy: a handler may observe, or release an observation, while they are called.
        for observer in observers where observer.observation != nil { observer.handler(change) }
    }
}

/// Keeps a ``LikeStore`` observer registered for as long as it is held: the store holds it
/// weakly, so once it is released the observer hears nothing more (no `deinit` needed, on any
/// system).
public final class LikeObservation: Sendable {
    init() {}
}

/// Why the likes could not be read or changed; each reads as one line for a person, worded
/// here once for every screen that shows likes.
public enum LikeFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The likes could not be read.
    case unreadable(ServiceError)
    /// The like could not be saved; nothing changed.
    case unsaved(ServiceError)
    /// The post is liked already (`liked`), or not liked: nothing would change.
    case unchanged(PostID, liked: Bool)

    public var description: String {
        switch self {
        case .unreadable(let error): "cannot load your likes: \(error)"
        case .unsaved(let error): error.description
        case .unchanged(let post, let liked):
            liked ? "you already like \(post.quotedInMessage)" : "you do not like \(post.quotedInMessage)"
        }
    }
}
