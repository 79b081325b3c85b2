import ModuleKit
import TerminalHost
import TerminalUI

/// The profile's passive view: the header's screen above the posts' screen. Commands it does
/// not know go to the header, then to the posts (so `like 2` and `open 2` work here).
@MainActor
final class ProfileView: TerminalView {
    private unowned let presenter: ProfilePresenter
    private unowned let container: ModuleContainer
    private var state = ProfileState()

    init(presenter: ProfilePresenter, container: ModuleContainer) {
        self.presenter = presenter
        self.container = container
    }

    var commands: [CommandHelp] {
        (container.child(in: ProfileModule.headerSlot)?.terminalView?.commands ?? [])
            + [CommandHelp("grid", "show posts as a grid"), CommandHelp("list", "show posts as a list")]
            + (container.child(in: ProfileModule.postsSlot)?.terminalView?.commands ?? [])
    }

    func render(_ state: ProfileState) {
        self.state = state
    }

    func screen() -> Screen {
        var screen = container.child(in: ProfileModule.headerSlot)?.terminalView?.screen() ?? Screen()
        if let error = state.postsError {
            screen.line("error: \(error)", style: .error)
        } else if let posts = container.child(in: ProfileModule.postsSlot) {
            screen.blank()
            screen.append(posts.terminalView?.screen() ?? Screen())
        }
        return screen
    }

    func handle(_ command: Command) async throws(CommandError) {
        switch command.name {
        case "grid": try presenter.setLayout(.grid)
        case "list": try presenter.setLayout(.list)
        default:
            // A command of the header or the posts: each child says whether it knows it.
            for slot in [ProfileModule.headerSlot, ProfileModule.postsSlot] {
                guard let child = container.child(in: slot)?.terminalView else { continue }
                do {
                    try await child.handle(command)
                    return
                } catch .unknownCommand {
                    continue
                }
            }
            throw .unknownCommand(command.name)
        }
    }
}
