import Domain
import ModuleKit

/// One row of the feed: a small module with its own like state, which the feed's cell list
/// keeps while the row is off-page.
@MainActor
final class PostCell: CellModule {
    struct State: Sendable, Equatable {
        var liked: Bool
    }

    let post: Post
    private(set) var cellState: State

    init(post: Post, state: State) {
        self.post = post
        cellState = state
    }

    func setLiked(_ liked: Bool) {
        cellState.liked = liked
    }

    var summary: PostSummary { PostSummary(post: post, liked: cellState.liked) }
}
