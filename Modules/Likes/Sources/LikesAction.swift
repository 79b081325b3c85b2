import Domain
import ModuleKitCore

/// What can be asked of the likes screen, by id.
package enum LikesAction: ScreenAction, Equatable {
    case open(PostID)
    case unlike(PostID)

    /// Opening a post only takes the person elsewhere.
    package var navigates: Bool {
        switch self {
        case .open: true
        case .unlike: false
        }
    }

    /// The action as words: `open p1`, `unlike p1`.
    package var words: [String] {
        switch self {
        case .open(let post): ["open", post.rawValue]
        case .unlike(let post): ["unlike", post.rawValue]
        }
    }

    package init?(words: [String]) {
        switch (words.first, words.count) {
        case ("open", 2): self = .open(PostID(words[1]))
        case ("unlike", 2): self = .unlike(PostID(words[1]))
        default: return nil
        }
    }
}
