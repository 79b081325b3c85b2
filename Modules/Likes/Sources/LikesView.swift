import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// Likes' passive view.
@MainActor
final class LikesView: PresenterView<LikesPresenter>, TerminalView, StateRenderingView {
    let commands = [
        CommandHelp("open N", "show post N"),
        CommandHelp("unlike N", "take back your like of post N"),
    ]

    func render(_ state: LikesState) {
        var screen = Screen(title: "Likes")
        if !screen.showsContent(error: state.error, isLoaded: state.isLoaded) {
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
                            Span("♥ \(row.likeCount)", style: .success),
                        ])
                })
        }
        show(screen)
    }

    func handle(_ command: Command) async throws(CommandError) {
        switch command.name {
        case "open": try presenter.open(row: command.number(0, named: "N"))
        case "unlike": try await presenter.unlike(row: command.number(0, named: "N"))
        default: throw .unknownCommand(command.name)
        }
    }
}
