import Domain
import ModuleKitCore
import TerminalHost
import TerminalUI
import __NAME__

/// __NAME__'s passive view, the only file that knows the host: draws its presenter's state when
/// the shell asks; its commands, declared once each, become the presenter's actions.
@MainActor
final class __NAME__View: PresenterView<__NAME__Presenter>, CommandedView {
    static let commandSet: CommandSet<__NAME__State, __NAME__Action> = [
        CommandSpec("open N", "show post N", rows: \.rows) { .open($0.id) }
    ]

    override func screen() -> Screen {
        var screen = Screen(title: "__NAME__")
        if screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded) {
            screen.list(
                state.rows.map { post in
                    ListItem(
                        id: post.id.rawValue,
                        columns: [Span("@\(post.author)", style: .accent), Span(post.caption)])
                })
        }
        return screen
    }
}
