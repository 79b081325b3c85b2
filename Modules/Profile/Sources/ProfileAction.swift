import FeedInterface
import ModuleKitCore

/// What can be asked of a profile itself; its header and its posts take their own actions.
package enum ProfileAction: ScreenAction, Equatable {
    /// Shows the embedded posts as a list or a grid.
    case showPosts(FeedLayout)

    /// The action as words: `show grid`.
    package var words: [String] {
        switch self {
        case .showPosts(let layout): ["show", layout.rawValue]
        }
    }

    package init?(words: [String]) {
        guard words.count == 2, words[0] == "show", let layout = FeedLayout(rawValue: words[1]) else {
            return nil
        }
        self = .showPosts(layout)
    }
}
