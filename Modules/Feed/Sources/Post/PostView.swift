import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// The post screen's passive view.
@MainActor
final class PostView: PresenterView<PostPresenter>, TerminalView, StateRenderingView {
    let commands = [
        CommandHelp("like", "like this post"),
        CommandHelp("unlike", "take back your like"),
        CommandHelp("author", "show the author's profile"),
    ]

    func render(_ state: PostState) {
        var screen = Screen(title: "Post \(state.id)")
        if screen.showsContent(error: state.error, isLoaded: state.summary != nil),
            let summary = state.summary
        {
            screen.keyValues([
                ("author", "@\(summary.post.author)"),
                ("caption", summary.post.caption),
                ("likes", FeedView.likes(summary) + (summary.liked ? " (you like this)" : "")),
            ])
        }
        show(screen)
    }

    func handle(_ command: Command) async throws(CommandError) {
        try command.expectArguments(atMost: 0)
        switch command.name {
        case "like": try await presenter.setLiked(true)
        case "unlike": try await presenter.setLiked(false)
        case "author": try presenter.author()
        default: throw .unknownCommand(command.name)
        }
    }
}
