import ModuleKitCore

/// The signed-in user's likes, held once for every screen (and, served, every session). Screens
/// read it and observe it, and change likes only through it: a like given or taken back on any
/// screen reaches every other screen at once, and no screen keeps a copy that could disagree.
/// The likes are a ``Shared`` value, as the settings are in ``SettingsStore``.
///
/// ```swift
/// let likes = LikeStore(service: services.likes)
/// events.work.keep(likes.observe { [weak self] _ in self?.showRows() })
/// try await likes.setLiked("p1", true)      // saved, then every observer hears of it
/// ```
@MainActor
public final class LikeStore {
    private let service: any LikeService
    /// The liked posts, most recently liked first, and who follows them.
    private let likes = SavedValue<[PostID]>([])

    /// A store over `service`; nothing is read until ``load()``.
    public init(service: any LikeService) {
        self.service = service
    }

    /// The liked posts, most recently liked first.
    public var likedPosts: [PostID] { likes.value }

    /// Whether the signed-in user likes `post`.
    public func isLiked(_ post: PostID) -> Bool { likes.value.contains(post) }

    /// `post` as the signed-in user sees it, with their like.
    public func summary(of post: Post) -> PostSummary { PostSummary(post: post, liked: isLiked(post.id)) }

    // MARK: Reading

    /// Reads the likes from the service — every time: another session, or another process on
    /// the same data, may have changed them since — and tells the observers of every
    /// difference. Each screen that shows likes reads them as it loads and refreshes, so what it
    /// shows is never older than its last load. A like given or taken back while it reads is
    /// never undone by the older snapshot: the read is made again.
    public func load() async throws(LikeFailure) {
        do {
            try await likes.read { () async throws(ServiceError) in try await service.likedPosts() }
        } catch {
            throw .unreadable(error)
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
        likes.saved { newestFirst in
            newestFirst.removeAll { $0 == post }
            if like { newestFirst.insert(post, at: 0) }
        }
    }

    // MARK: Observing

    /// Calls `handler` with the liked posts, most recently liked first, after every change —
    /// one given or taken back here, or found by a read — until the returned subscription ends
    /// (a module keeps it in its work: `events.work.keep(likes.observe { … })`).
    public func observe(_ handler: @escaping ([PostID]) -> Void) -> Subscription {
        likes.observe(handler)
    }
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
