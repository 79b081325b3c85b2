import Domain
import Feed
import ModuleKit
import TerminalHost
import TerminalUI

/// The post screen's passive view.
@MainActor
final class PostView: PresenterView<PostPresenter>, CommandedView {
    static let commandSet: CommandSet<PostState, PostAction> = [
        CommandSpec("like", "like this post") { _, shown in .like(shown.id) },
        CommandSpec("unlike", "take back your like") { _, shown in .unlike(shown.id) },
        CommandSpec("author", "show the author's profile") { _, shown in
            guard let author = shown.summary?.post.author else {
                throw ActionRefused.notLoaded(failure: shown.error)
            }
            return .openAuthor(author)
        },
    ]

    func render(_ state: PostState) {
        var screen = Screen(title: "Post \(state.id)")
        if screen.showsContent(error: state.error?.message, isLoaded: state.isLoaded),
            let summary = state.summary
        {
            screen.keyValues([
                ("author", "@\(summary.post.author)"),
                ("caption", summary.post.caption),
                ("likes", summary.likeBadge + (summary.liked ? " (you like this)" : "")),
            ])
        }
        show(screen)
    }
}
