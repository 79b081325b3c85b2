import Domain
import ModuleKit

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
}
