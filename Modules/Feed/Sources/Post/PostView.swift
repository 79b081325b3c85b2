import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// The post screen's passive view.
@MainActor
final class PostView: TerminalView, StateRenderingView {
    private unowned let presenter: PostPresenter
    private var rendered = Screen()

    init(presenter: PostPresenter) {
        self.presenter = presenter
    }

    let commands = [
        CommandHelp("like", "like this post"),
        CommandHelp("unlike", "take back your like"),
        CommandHelp("author", "show the author's profile"),
    ]

    func screen() -> Screen { rendered }

    func render(_ state: PostState) {
        var screen = Screen(title: "Post \(state.id)")
        if let error = state.error {
            screen.line("error: \(error)", style: .error)
        } else if let summary = state.summary {
            screen.keyValues([
                ("author", "@\(summary.post.author)"),
                ("caption", summary.post.caption),
                ("likes", FeedView.likes(summary) + (summary.liked ? " (you like this)" : "")),
                ("comments", "\(summary.post.commentCount)"),
            ])
        } else {
            screen.line("Loading…", style: .dim)
        }
        rendered = screen
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
