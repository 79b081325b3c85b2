import Domain
import ModuleKitCore

/// What can be asked of the post screen, by id like every action (the trace reads `like(p3)`).
package enum PostAction: ScreenAction, Equatable {
    case like(PostID)
    case unlike(PostID)
    case openAuthor(UserID)

    /// Opening the author only takes the person elsewhere.
    package var navigates: Bool {
        switch self {
        case .openAuthor: true
        case .like, .unlike: false
        }
    }

    /// The action as words: `like p1`, `author alice`.
    package var words: [String] {
        switch self {
        case .like(let post): ["like", post.rawValue]
        case .unlike(let post): ["unlike", post.rawValue]
        case .openAuthor(let user): ["author", user.rawValue]
        }
    }

    package init?(words: [String]) {
        switch (words.first, words.count) {
        case ("like", 2): self = .like(PostID(words[1]))
        case ("unlike", 2): self = .unlike(PostID(words[1]))
        case ("author", 2): self = .openAuthor(UserID(words[1]))
        default: return nil
        }
    }
}
