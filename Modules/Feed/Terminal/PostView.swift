import Domain
import Feed
import ModuleKitCore
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
    /// The photos as drawn, shared by the post screens the builder makes.
    private let pictures: PhotoPictures

    init(presenter: PostPresenter, pictures: PhotoPictures) {
        self.pictures = pictures
        super.init(presenter: presenter)
    }

    override func screen() -> Screen {
        var screen = Screen(title: "Post \(state.id)")
        if screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded),
            let summary = state.summary
        {
            if let info = summary.post.photo {
                if case .failed(let reason) = state.photo {
                    // One line: what it shows, and why it cannot be shown.
                    screen.line("photo: \(info.alt) (not shown: \(reason))", style: .dim)
                } else if let photo = state.photo {
                    // As wide as the terminal allows; plain text says what it shows.
                    let height = info.height * PostPresenter.photoWidth / max(1, info.width)
                    screen.picture(
                        pictures.image(
                            info.id, photo, width: PostPresenter.photoWidth, height: max(1, height)),
                        alt: info.alt, maximumColumns: PostPresenter.photoWidth)
                } else {
                    // A host that draws no photos (piped, --no-color): what it shows, in words.
                    screen.line("photo: " + info.alt, style: .dim)
                }
            }
            screen.keyValues([
                ("author", "@\(summary.post.author)"),
                ("caption", summary.post.caption),
                ("likes", summary.likeBadge + (summary.liked ? " (you like this)" : "")),
            ])
        }
        return screen
    }
}
