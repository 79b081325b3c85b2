import Domain

/// Likes' business logic: the liked posts, newest like first, and taking a like back.
struct LikesInteractor: Sendable {
    let posts: any PostService
    let likes: any LikeService

    init(_ dependencies: LikesDependencies) {
        posts = dependencies.posts
        likes = dependencies.likes
    }

    /// The liked posts, most recently liked first. Posts that no longer exist are left out.
    func likedPosts() async throws(ServiceError) -> [Post] {
        var result: [Post] = []
        for id in try await likes.likedPosts() {
            if let post = try? await posts.post(id) { result.append(post) }
        }
        return result
    }

    func unlike(_ post: PostID) async throws(ServiceError) {
        try await likes.unlike(post)
    }
}
