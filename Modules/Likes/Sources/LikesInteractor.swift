import Domain

/// Likes' business logic: the posts behind the app's one store of likes.
struct LikesInteractor: Sendable {
    let posts: any PostService
    let likes: LikeStore

    init(_ dependencies: LikesDependencies) {
        posts = dependencies.posts
        likes = dependencies.likes
    }

    /// The posts with these ids that still exist, by id.
    func posts(_ ids: [PostID]) async -> [PostID: Post] {
        var found: [PostID: Post] = [:]
        for id in ids {
            if let post = try? await posts.post(id) { found[id] = post }
        }
        return found
    }
}
