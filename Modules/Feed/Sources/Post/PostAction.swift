import Domain

/// What can be asked of the post screen, by id like every action (the trace reads `like(p3)`).
package enum PostAction: Sendable, Equatable {
    case like(PostID)
    case unlike(PostID)
    case openAuthor(UserID)
}
