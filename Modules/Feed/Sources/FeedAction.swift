import Domain
import ModuleKitCore

/// What can be asked of a feed, by id: whatever the host parsed it from.
package enum FeedAction: ScreenAction, Equatable {
    case like(PostID)
    case unlike(PostID)
    case open(PostID)
    case openAuthor(UserID)
    case nextPage
    case previousPage
    /// Loads the newest posts.
    case refresh

    /// Opening a post or its author only takes the person elsewhere.
    package var navigates: Bool {
        switch self {
        case .open, .openAuthor: true
        case .like, .unlike, .nextPage, .previousPage, .refresh: false
        }
    }

    /// The action as words: `like p1`, `author alice`, `more`.
    package var words: [String] {
        switch self {
        case .like(let post): ["like", post.rawValue]
        case .unlike(let post): ["unlike", post.rawValue]
        case .open(let post): ["open", post.rawValue]
        case .openAuthor(let user): ["author", user.rawValue]
        case .nextPage: ["more"]
        case .previousPage: ["prev"]
        case .refresh: ["refresh"]
        }
    }

    package init?(words: [String]) {
        switch (words.first, words.count) {
        case ("like", 2): self = .like(PostID(words[1]))
        case ("unlike", 2): self = .unlike(PostID(words[1]))
        case ("open", 2): self = .open(PostID(words[1]))
        case ("author", 2): self = .openAuthor(UserID(words[1]))
        case ("more", 1): self = .nextPage
        case ("prev", 1): self = .previousPage
        case ("refresh", 1): self = .refresh
        default: return nil
        }
    }
}
