import ModuleKitCore
import Profile
import TerminalHost
import TerminalUI

/// The profile's passive view: the header's screen above the posts' screen. Its own commands
/// switch the posts' layout; every other command goes to the header or the posts, whichever
/// declares it (so `like 2` and `open 2` work here).
@MainActor
final class ProfileView: ContainerView<ProfilePresenter>, CommandedView {
    static let commandSet: CommandSet<ProfileState, ProfileAction> = [
        CommandSpec("grid", "show posts as a grid", .showPosts(.grid)),
        CommandSpec("list", "show posts as a list", .showPosts(.list)),
    ]

    /// Drawn when asked: the header and the posts render on their own.
    func screen() -> Screen {
        var screen = embedded?.child(in: ProfileFeature.headerSlot)?.terminalView?.screen() ?? Screen()
        if let error = state.postsError {
            screen.line("error: \(error)", style: .error)
        } else if let posts = embedded?.child(in: ProfileFeature.postsSlot)?.terminalView {
            screen.blank()
            screen.append(posts.screen())
        }
        return screen
    }
}
