import Domain
import Feed
import FeedInterface
import ModuleKitCore
import TerminalHost
import TerminalUI

/// Feed's passive view: draws its presenter's state when the shell asks; its commands,
/// declared once each, become the presenter's actions.
@MainActor
final class FeedView: PresenterView<FeedPresenter>, CommandedView {
    static let commandSet: CommandSet<FeedState, FeedAction> = [
        CommandSpec("like N", "like post N", rows: \.rows) { .like($0.id) },
        CommandSpec("unlike N", "take back your like of post N", rows: \.rows) { .unlike($0.id) },
        CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) },
        CommandSpec("author N", "show the profile of post N's author", rows: \.rows) {
            .openAuthor($0.post.author)
        },
        CommandSpec("more", "next page", .nextPage),
        CommandSpec("prev", "previous page", .previousPage),
        CommandSpec("refresh", "load the newest posts", needsContent: false, .refresh),
    ]
    /// The thumbnails as drawn, shared by the feeds the builder makes.
    private let pictures: PhotoPictures

    init(presenter: FeedPresenter, pictures: PhotoPictures) {
        self.pictures = pictures
        super.init(presenter: presenter)
    }

    override func screen() -> Screen {
        var screen = Screen()
        switch state.source {
        case .home: screen.title("Feed")
        case .user(let user): screen.section("Posts by @\(user)")
        }
        if !screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded) {
            // The status line says it all.
        } else if state.rows.isEmpty {
            screen.line("No posts yet.", style: .dim)
        } else {
            switch state.layout {
            case .list: screen.list(state.rows.map { listItem($0, thumbnails: state.thumbnails) })
            case .grid: screen.table(Self.grid(state.rows))
            }
            let more = state.hasMore ? " · more: next page" : ""
            screen.line("page \(state.page + 1)\(more)", style: .dim)
            // Photos that cannot be shown are grey places, and one line says why.
            let failed = state.thumbnails.values.compactMap { load -> String? in
                if case .failed(let reason) = load { return reason }
                return nil
            }.sorted()
            if let first = failed.first {
                let others = failed.count > 1 ? " (and \(failed.count - 1) more)" : ""
                screen.line("not shown: \(first)\(others)", style: .dim)
            }
        }
        return screen
    }

    /// A row: its number, id, author, caption and likes, with its photo's thumbnail beside it
    /// on a colour terminal (when the host draws photos: `thumbnails` holds the row's), and what
    /// the photo shows, in words, under it where it is not drawn.
    func listItem(_ row: PostSummary, thumbnails: [PhotoID: PhotoLoad]) -> ListItem {
        let side = FeedPresenter.thumbnailSide
        return ListItem(
            id: row.id.rawValue,
            columns: [
                Span("@\(row.post.author)", style: .accent), Span(row.post.caption),
                Span(row.likeBadge, style: row.liked ? .success : .dim),
            ],
            thumbnail: row.post.photo.flatMap { photo in
                thumbnails[photo.id].map { pictures.image(photo.id, $0, width: side, height: side) }
            },
            alt: row.post.photo?.alt)
    }

    static func grid(_ rows: [PostSummary]) -> Table {
        var table = Table()
        var line: [Span] = []
        for (index, row) in rows.enumerated() {
            line.append(
                Span("\(index + 1). [\(row.id)] \(row.likeBadge)", style: row.liked ? .success : .plain))
            if line.count == 3 {
                table.row(line)
                line.removeAll()
            }
        }
        if !line.isEmpty { table.row(line) }
        return table
    }
}
