import Domain
import Likes
import ModuleKitCore
import TerminalHost
import TerminalUI

/// Likes' passive view.
@MainActor
final class LikesView: PresenterView<LikesPresenter>, CommandedView {
    static let commandSet: CommandSet<LikesState, LikesAction> = [
        CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) },
        CommandSpec("unlike N", "take back your like of post N", rows: \.rows) { .unlike($0.id) },
    ]

    override func screen() -> Screen {
        var screen = Screen(title: "Likes")
        if !screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded) {
            // The status line says it all.
        } else if state.rows.isEmpty {
            screen.line("No likes yet. Like a post in the feed with 'like N'.", style: .dim)
        } else {
            screen.list(
                state.rows.map { row in
                    ListItem(
                        id: row.id.rawValue,
                        columns: [
                            Span("@\(row.post.author)", style: .accent), Span(row.post.caption),
                            Span(row.likeBadge, style: .success),
                        ])
                })
        }
        return screen
    }
}
