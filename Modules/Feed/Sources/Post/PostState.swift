import Domain

/// What the post screen shows.
struct PostState: Equatable, Sendable {
    var id: PostID
    var post: Post?
    var liked = false
    var error: String?

    var summary: PostSummary? { post.map { PostSummary(post: $0, liked: liked) } }
}
