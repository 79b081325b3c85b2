import Domain
import ModuleKitCore
import Profile
import TerminalHost
import TerminalUI

/// The header's passive view: name, handle, bio and numbers. Your own profile offers no
/// follow or unfollow: only what can work is offered.
@MainActor
final class HeaderView: PresenterView<HeaderPresenter>, CommandedView {
    static let commandSet: CommandSet<HeaderState, HeaderAction> = [
        CommandSpec("follow", "follow this person", .follow),
        CommandSpec("unfollow", "stop following", .unfollow),
    ]

    var offeredCommands: CommandSet<HeaderState, HeaderAction> {
        presenter.store.state.id == .me ? [] : Self.commandSet
    }

    override func screen() -> Screen {
        var screen = Screen()
        if state.error != nil { screen.title("@\(state.id)") }
        if screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded),
            let user = state.user, let counts = state.counts
        {
            screen.line([Span(user.displayName, style: .title), Span("  @\(user.id)", style: .dim)])
            screen.line(user.bio)
            var numbers =
                "\(counts.posts) posts · \(counts.followers) followers · \(counts.following) following"
            if state.isFollowing { numbers += " · you follow @\(user.id)" }
            screen.line(numbers, style: .dim)
        }
        return screen
    }
}
