/// Posts, in pages. Pages are numbered from 0.
public protocol PostService: Sendable {
    /// Page `index` (from 0) of `source`'s posts, `size` a page, newest first.
    func page(_ source: PostSource, index: Int, size: Int) async throws(ServiceError) -> PostPage
    /// The post `id`; ``ServiceError/notFound(_:)`` when there is none.
    func post(_ id: PostID) async throws(ServiceError) -> Post
}

/// Photos' bytes: each a PNG file, as it is stored.
public protocol PhotoService: Sendable {
    /// The bytes of photo `id`; ``ServiceError/notFound(_:)`` when there is none.
    func photo(_ id: PhotoID) async throws(ServiceError) -> [UInt8]
}

/// People.
public protocol UserService: Sendable {
    /// The person `id`; ``ServiceError/notFound(_:)`` when there is none.
    func user(_ id: UserID) async throws(ServiceError) -> User
    /// The numbers of `id`'s profile.
    func counts(of id: UserID) async throws(ServiceError) -> ProfileCounts
}

/// The signed-in user's likes.
public protocol LikeService: Sendable {
    /// Liked posts, most recently liked first.
    func likedPosts() async throws(ServiceError) -> [PostID]
    /// Whether the signed-in user likes `post`.
    func isLiked(_ post: PostID) async throws(ServiceError) -> Bool
    /// Saves a like of `post` (liking a liked post changes nothing).
    func like(_ post: PostID) async throws(ServiceError)
    /// Takes the like of `post` back (a post not liked changes nothing).
    func unlike(_ post: PostID) async throws(ServiceError)
}

/// Whom the signed-in user follows.
public protocol FollowService: Sendable {
    /// Whether the signed-in user follows `user`.
    func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool
    /// Saves that the signed-in user follows `user`.
    func follow(_ user: UserID) async throws(ServiceError)
    /// Saves that the signed-in user no longer follows `user`.
    func unfollow(_ user: UserID) async throws(ServiceError)
    /// Everyone the signed-in user follows.
    func following() async throws(ServiceError) -> [UserID]
}

/// The signed-in user's settings.
public protocol SettingsService: Sendable {
    /// The saved settings (the defaults when none were saved).
    func load() async throws(ServiceError) -> Settings
    /// Reads the settings, applies `change` and saves the result, as one step no other session
    /// can come between; returns what was saved. Nothing is saved when `change` refuses.
    func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
}

/// Why a settings update did not happen.
public enum SettingsUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The change refused the value.
    case invalid(SettingsValidationError)
    /// The settings could not be read or saved.
    case service(ServiceError)

    public var description: String {
        switch self {
        case .invalid(let error): "\(error); nothing was saved"
        case .service(let error): "\(error)"
        }
    }
}

/// Why a service could not do what was asked: one line for a person, naming the file when a
/// file is at fault.
public enum ServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing has this id (`post p99`).
    case notFound(String)
    /// A data file exists but cannot be read or parsed; it is left exactly as it is.
    case unreadable(path: String, reason: String)
    /// A data file could not be written; the previous version is intact.
    case unwritable(path: String, reason: String)
    /// Another process holds the data directory's lock for too long.
    case locked(path: String)
    /// The service failed, for the reason given: what `mosaic --fail` makes a service do, as a
    /// network or a disk that is gone would.
    case unavailable(service: String, reason: String)
    /// The task that asked was cancelled (its screen closed) before the answer came. Not a
    /// failure to show anyone: nothing of a closed screen is shown.
    case cancelled

    public var description: String {
        switch self {
        case .notFound(let what): "\(what) not found"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason); the file was left as it is"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .locked(let path): "\(path) is locked by another mosaic process"
        case .unavailable(let service, let reason): "the \(service) service is unavailable: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
