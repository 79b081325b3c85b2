import Domain
import ModuleKit

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
}
