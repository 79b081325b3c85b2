import Domain

/// Likes' business logic: the posts behind the app's one store of likes.
struct LikesInteractor: Sendable {
    let posts: any PostService
    let likes: LikeStore

    init(_ dependencies: LikesDependencies) {
        posts = dependencies.posts
        likes = dependencies.likes
    }

    /// The posts with these ids that still exist, by id: a post deleted since it was liked is
    /// left out; any other failure is the caller's to show.
    func posts(_ ids: [PostID]) async throws(ServiceError) -> [PostID: Post] {
        var found: [PostID: Post] = [:]
        for id in ids {
            do {
                found[id] = try await posts.post(id)
            } catch .notFound {
                continue
            }
        }
        return found
    }
}
