import Domain
import ModuleKit

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
}
