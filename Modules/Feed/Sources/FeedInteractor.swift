import Domain
import ModuleKitCore

/// Feed's business logic over the post service, and the app's one store of likes.
struct FeedInteractor: Sendable {
    let posts: any PostService
    let likes: LikeStore
    let pageSize: Int
    /// The session's decoded photos, when the host draws them.
    let photos: (any PhotoLoading)?

    init(_ dependencies: FeedDependencies) {
        posts = dependencies.posts
        likes = dependencies.likes
        pageSize = dependencies.pageSize
        photos = dependencies.photos
    }

    func page(_ source: PostSource, index: Int) async throws(ServiceError) -> PostPage {
        try await posts.page(source, index: index, size: pageSize)
    }

    func post(_ id: PostID) async throws(ServiceError) -> Post {
        try await posts.post(id)
    }

    /// Reads the likes afresh into the app's one store (another process may have changed them);
    /// returns why it could not, or `nil`: a screen reads them beside its own data, as a child
    /// task, and shows a failure in its own state.
    @MainActor
    func reloadLikes() async -> LikeFailure? {
        do {
            try await likes.load()
            return nil
        } catch {
            return error
        }
    }

    /// Likes `post`, or takes the like back, through the app's one store of likes (which
    /// refuses a change that changes nothing).
    @MainActor
    func setLiked(_ post: PostID, _ like: Bool) async throws(ActionRefused) {
        try await ActionRefused.refusing { try await likes.setLiked(post, like) }
    }
}
