import Domain
import ModuleKit
import TerminalHost
import TerminalUI

/// The header's passive view: name, handle, bio and numbers.
@MainActor
final class HeaderView: PresenterView<HeaderPresenter>, TerminalView, StateRenderingView {
    let commands = [
        CommandHelp("follow", "follow this person"),
        CommandHelp("unfollow", "stop following"),
        CommandHelp("message", "write to this person"),
    ]

    func render(_ state: HeaderState) {
        var screen = Screen()
        if let error = state.error {
            screen.title("@\(state.id)")
            screen.line("error: \(error)", style: .error)
        } else if let user = state.user, let counts = state.counts {
            screen.line([Span(user.displayName, style: .title), Span("  @\(user.id)", style: .dim)])
            screen.line(user.bio)
            var numbers =
                "\(counts.posts) posts · \(counts.followers) followers · \(counts.following) following"
            if state.isFollowing { numbers += " · you follow @\(user.id)" }
            screen.line(numbers, style: .dim)
        } else {
            screen.line("Loading…", style: .dim)
        }
        show(screen)
    }

    func handle(_ command: Command) async throws(CommandError) {
        switch command.name {
        case "follow": try await presenter.setFollowing(true)
        case "unfollow": try await presenter.setFollowing(false)
        case "message": try presenter.message()
        default: throw .unknownCommand(command.name)
        }
    }
}
