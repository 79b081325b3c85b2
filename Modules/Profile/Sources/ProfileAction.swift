import FeedInterface
import ModuleKit

/// What can be asked of a profile itself; its header and its posts take their own actions.
package enum ProfileAction: ScreenAction, Equatable {
    /// Shows the embedded posts as a list or a grid.
    case showPosts(FeedLayout)
}
