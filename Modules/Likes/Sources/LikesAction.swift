import Domain

/// What can be asked of the likes screen, by id.
package enum LikesAction: Sendable, Equatable {
    case open(PostID)
    case unlike(PostID)
}
