/// What can be asked of the post screen; it acts on its own post.
enum PostAction: Sendable, Equatable {
    case like
    case unlike
    case openAuthor
}
