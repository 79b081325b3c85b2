import Domain
import FeedInterface
import ModuleKit
import TerminalHost
import TerminalUI

/// Feed's passive view: renders the state it is given and turns commands into presenter actions.
@MainActor
final class FeedView: PresenterView<FeedPresenter>, TerminalView, StateRenderingView {
    let commands = [
        CommandHelp("like N", "like post N"),
        CommandHelp("unlike N", "take back your like of post N"),
        CommandHelp("open N", "show post N"),
        CommandHelp("author N", "show the profile of post N's author"),
        CommandHelp("more", "next page"),
        CommandHelp("prev", "previous page"),
        CommandHelp("refresh", "load the newest posts"),
    ]

    func render(_ state: FeedState) {
        var screen = Screen()
        switch state.source {
        case .home: screen.title("Feed")
        case .user(let user): screen.section("Posts by @\(user)")
        }
        if !screen.showsContent(error: state.error, isLoaded: state.isLoaded) {
            // The status line says it all.
        } else if state.rows.isEmpty {
            screen.line("No posts yet.", style: .dim)
        } else {
            switch state.layout {
            case .list: screen.list(state.rows.map(Self.listItem))
            case .grid: screen.table(Self.grid(state.rows))
            }
            let more = state.hasMore ? " · more: next page" : ""
            screen.line("page \(state.page + 1)\(more)", style: .dim)
        }
        show(screen)
    }

    static func listItem(_ row: PostSummary) -> ListItem {
        ListItem(
            id: row.id.rawValue,
            columns: [
                Span("@\(row.post.author)", style: .accent), Span(row.post.caption),
                Span(likes(row), style: row.liked ? .success : .dim),
            ])
    }

    static func likes(_ row: PostSummary) -> String {
        row.liked ? "♥ \(row.likeCount)" : "♡ \(row.likeCount)"
    }

    static func grid(_ rows: [PostSummary]) -> Table {
        var table = Table()
        var line: [Span] = []
        for (index, row) in rows.enumerated() {
            line.append(Span("\(index + 1). [\(row.id)] \(likes(row))", style: row.liked ? .success : .plain))
            if line.count == 3 {
                table.row(line)
                line.removeAll()
            }
        }
        if !line.isEmpty { table.row(line) }
        return table
    }

    func handle(_ command: Command) async throws(CommandError) {
        switch command.name {
        case "like": try await presenter.setLiked(true, row: command.number(0, named: "N"))
        case "unlike": try await presenter.setLiked(false, row: command.number(0, named: "N"))
        case "open": try presenter.open(row: command.number(0, named: "N"))
        case "author": try presenter.author(row: command.number(0, named: "N"))
        case "more": try await presenter.nextPage()
        case "prev": try presenter.previousPage()
        case "refresh": await presenter.load()
        default: throw .unknownCommand(command.name)
        }
    }
}
