/// A feature's terminal views, for a package that uses TerminalUI: a view of the screen with its
/// commands, the builder a terminal app registers, and their test.
extension FeatureTemplate {
    var terminalView: String {
        """
        import \(name)
        import ModuleKitCore
        import TerminalHost
        import TerminalUI

        /// The \(name) screen in a terminal: draws its presenter's state when the shell asks; its
        /// commands become the presenter's actions (a row's number names its item).
        @MainActor
        final class \(name)View: PresenterView<\(name)Presenter>, CommandedView {
            static let commandSet: CommandSet<\(name)State, \(name)Action> = [
                CommandSpec("open N", "open item N", rows: \\.items) { .open($0) }
            ]

            override func screen() -> Screen {
                var screen = Screen(title: "\(name)")
                if screen.addStatusUnlessLoaded(error: state.error?.message, isLoaded: state.isLoaded) {
                    screen.list(state.items.map { ListItem(id: $0, columns: [Span($0)]) })
                }
                return screen
            }
        }

        """
    }

    var terminalBuilder: String {
        """
        import \(name)
        import \(name)Interface
        import ModuleKitCore

        /// The \(name) feature in a terminal: the builder a terminal app registers.
        public enum \(name)Terminal {
            /// Builds the \(name) screen, shown in a terminal.
            public static func builder(_ dependencies: \(name)Dependencies) -> ModuleBuilder<\(name)Context> {
                \(name)Feature.builder(dependencies) { \(name)View(presenter: $0) }
            }
        }

        """
    }

    var terminalTests: String {
        """
        import \(name)
        import \(name)Interface
        import \(name)Services
        import \(name)Terminal
        import ModuleKitCore
        import ModuleKitTesting
        import TerminalHostTesting
        import Testing

        /// The \(name) screen in a terminal: its rows numbered, an item opened by its number.
        @MainActor
        @Suite struct \(name)TerminalTests {
            @Test func itsItemsAreNumberedRowsAndARowIsOpenedByItsNumber() async throws {
                let builder = \(name)Terminal.builder(\(name)Dependencies(service: InMemory\(name)()))
                try await ModuleHarness.run(builder, \(name)Context(routingContext: "test")) { screen in
                    #expect(screen.screen.contains("[first]") && screen.screen.contains("[second]"))
                    try await screen.send("open 2")
                    screen.expectEvent(.open("second"))
                    #expect(await screen.sendExpectingError("open 3") != nil, "no row 3")
                }
            }
        }

        """
    }
}
