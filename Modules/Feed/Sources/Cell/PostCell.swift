import Domain
import ModuleKit

/// One row of the feed: a small module showing one post. Whether the post is liked is read
/// from the ``LikeStore`` every time the row is drawn, never kept here. The cell list keeps the
/// post a row showed while it is off-page.
@MainActor
final class PostCell: CellModule {
    let post: Post
    private unowned let likes: LikeStore

    init(post: Post, likes: LikeStore) {
        self.post = post
        self.likes = likes
    }

    var cellState: Post { post }

    var summary: PostSummary { likes.summary(of: post) }
}
