import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Likes kept in `likes.json`, most recent first, and the likes saved since it was last
/// written whole in `likes.journal` (a ``JournaledFile``): a like costs its line, however many
/// likes came before it.
public struct FileLikeService: LikeService {
    let file: JournaledFile<LikeChange>

    /// Likes kept in `directory`'s likes file and its journal.
    public init(directory: DataDirectory) {
        file = JournaledFile(.likes, journal: .likesJournal, in: directory, initial: [])
    }

    public func likedPosts() async throws(ServiceError) -> [PostID] { try file.read() }
    public func isLiked(_ post: PostID) async throws(ServiceError) -> Bool { try file.read().contains(post) }
    public func like(_ post: PostID) async throws(ServiceError) { try file.record(.like(post)) }
    public func unlike(_ post: PostID) async throws(ServiceError) { try file.record(.unlike(post)) }
}

/// Follows kept in `follows.json`.
public struct FileFollowService: FollowService {
    let file: DocumentFile<[UserID]>

    /// Follows kept in `directory`'s follows file.
    public init(directory: DataDirectory) {
        file = DocumentFile(.follows, in: directory, initial: SampleContent.initialFollowing)
    }

    public func isFollowing(_ user: UserID) async throws(ServiceError) -> Bool {
        try file.read().contains(user)
    }
    public func following() async throws(ServiceError) -> [UserID] { try file.read() }

    public func follow(_ user: UserID) async throws(ServiceError) {
        try file.update { following in
            if !following.contains(user) { following.append(user) }
        }
    }

    public func unfollow(_ user: UserID) async throws(ServiceError) {
        try file.update { $0.removeAll { $0 == user } }
    }
}

/// Settings kept in `settings.json`.
public struct FileSettingsService: SettingsService {
    let file: DocumentFile<Settings>

    /// Settings kept in `directory`'s settings file.
    public init(directory: DataDirectory) {
        file = DocumentFile(.settings, in: directory, initial: .initial)
    }

    public func load() async throws(ServiceError) -> Settings { try file.read() }

    public func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        do {
            return try file.change(change)
        } catch {
            switch error {
            case .refused(let refusal): throw .invalid(refusal)
            case .failed(let failure): throw .service(failure)
            }
        }
    }
}

extension ServiceBundle {
    /// Sample posts and people with likes, follows and settings kept in `directory`, which is
    /// created (owner-only) and seeded on first use. Files already there are only read. A photo
    /// in its `photos` folder is shown in place of the sample photo of that name.
    public static func live(directory: DataDirectory) throws(ServiceError) -> ServiceBundle {
        try directory.create()
        try directory.removeStaleTemporaryFiles()
        let likes = FileLikeService(directory: directory)
        let follows = FileFollowService(directory: directory)
        let settings = FileSettingsService(directory: directory)
        try likes.file.seed()
        try follows.file.seed()
        try settings.file.seed()
        return ServiceBundle(
            posts: SamplePostService(), photos: DirectoryPhotoService(directory: directory),
            users: SignedInUserService(base: SampleUserService(), settings: settings),
            likes: likes, follows: follows, settings: settings)
    }
}
