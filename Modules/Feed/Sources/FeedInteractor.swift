import Domain

/// Feed's business logic over the post and like services: plain values in, plain values out.
struct FeedInteractor: Sendable {
    let posts: any PostService
    let likes: any LikeService
    let pageSize: Int

    init(_ dependencies: FeedDependencies) {
        posts = dependencies.posts
        likes = dependencies.likes
        pageSize = dependencies.pageSize
    }

    func page(_ source: PostSource, index: Int) async throws(ServiceError) -> PostPage {
        try await posts.page(source, index: index, size: pageSize)
    }

    func post(_ id: PostID) async throws(ServiceError) -> Post {
        try await posts.post(id)
    }

    func likedPosts() async throws(ServiceError) -> Set<PostID> {
        Set(try await likes.likedPosts())
    }

    func isLiked(_ id: PostID) async throws(ServiceError) -> Bool {
        try await likes.isLiked(id)
    }

    /// Saves a like or its removal.
    func setLiked(_ id: PostID, _ liked: Bool) async throws(ServiceError) {
        if liked { try await likes.like(id) } else { try await likes.unlike(id) }
    }
}
