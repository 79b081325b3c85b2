import Domain
import ModuleKitCore

/// What can be asked of the __NAME__ screen, by id, with its facts said once: opening a post
/// only takes the person elsewhere, and is written `open ID`.
package enum __NAME__Action: ScreenAction, Equatable {
    case open(PostID)

    package var navigates: Bool { true }

    package var words: [String] {
        switch self {
        case .open(let post): ["open", post.rawValue]
        }
    }

    package init?(words: [String]) {
        guard words.count == 2, words[0] == "open" else { return nil }
        self = .open(PostID(words[1]))
    }
}
