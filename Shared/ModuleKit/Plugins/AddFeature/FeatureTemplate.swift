/// The files of a feature named `name`, in the shape of ModuleKit's getting-started article: an
/// interface target, a host-neutral target and a test target — and, in a package that uses the
/// terminal host, the feature's terminal views — and their declarations.
struct FeatureTemplate {
    /// The feature's name: a Swift type name (`Books`).
    let name: String
    /// Its link and the first word of its routes, in lower case (`books`).
    let link: String
    /// Whether the package depends on TerminalUI: the feature gets its terminal views too.
    let terminal: Bool
    /// Whether the package depends on depgraph: the feature's target checks the package's
    /// boundaries as it builds (depgraph's `DepgraphCheck` plugin, with the rules below).
    let checked: Bool

    /// The template for `name` (with its terminal views when `terminal`, its build checking the
    /// boundaries when `checked`), refused unless `name` is a Swift type name.
    init(name: String, terminal: Bool = false, checked: Bool = false) throws {
        let letters = name.unicodeScalars
        guard let first = letters.first, ("A"..."Z").contains(first),
            letters.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw AddFeatureError(
                "'\(name)' is not a feature name: use a Swift type name of letters and digits, starting with a capital (Books)"
            )
        }
        let taken = ["Any", "Self", "Type", "Protocol", "Never", "Void", "ModuleKit", "ModuleKitCore"]
        guard !taken.contains(name) else {
            throw AddFeatureError("'\(name)' is a name Swift or ModuleKit takes already")
        }
        self.name = name
        link = name.lowercased()
        self.terminal = terminal
        self.checked = checked
    }

    /// The targets it adds.
    var targetNames: [String] {
        ["\(name)Interface", name] + (terminal ? ["\(name)Terminal"] : []) + ["\(name)Tests"]
    }

    /// Each file, by its path in the package.
    var files: [(path: String, contents: String)] {
        [
            ("Sources/\(name)Interface/\(name)Context.swift", context),
            ("Sources/\(name)/\(name)Feature.swift", feature),
            ("Sources/\(name)/\(name)Interactor.swift", interactor),
            ("Sources/\(name)/\(name)State.swift", state),
            ("Sources/\(name)/\(name)Action.swift", action),
            ("Sources/\(name)/\(name)Presenter.swift", presenter),
            ("Tests/\(name)Tests/\(name)Tests.swift", tests),
        ]
            + (terminal
                ? [
                    ("Sources/\(name)Terminal/\(name)View.swift", terminalView),
                    ("Sources/\(name)Terminal/\(name)Terminal.swift", terminalBuilder),
                    ("Tests/\(name)Tests/\(name)TerminalTests.swift", terminalTests),
                ] : [])
    }

    /// What the manifest gains, at its end: the feature's targets, and its terminal views' in a
    /// package that uses TerminalUI.
    var manifestAddition: String {
        // Inserted as they are: each line indented as the manifest's own.
        let terminalTarget =
            terminal
            ? """
                .target(
                    name: "\(name)Terminal",
                    dependencies: [
                        "\(name)", "\(name)Interface", .product(name: "ModuleKitCore", package: "ModuleKit"),
                        .product(name: "TerminalUI", package: "TerminalUI"),
                        .product(name: "TerminalHost", package: "TerminalUI"),
                    ]),

            """ : ""
        let terminalTestDependencies =
            terminal
            ? """

                        "\(name)Terminal", .product(name: "TerminalHostTesting", package: "TerminalUI"),
            """ : ""
        let checkPlugin =
            checked
            ? """
            ,
                    // Its build checks the package's boundaries first (depgraph.rules).
                    plugins: [.plugin(name: "DepgraphCheck", package: "Depgraph")]
            """ : ""
        return """

            // The \(name) feature (swift package add-feature \(name)): its interface, its host-neutral
            // target\(terminal ? ", its terminal views" : "") and its tests.
            package.targets += [
                .target(
                    name: "\(name)Interface", dependencies: [.product(name: "ModuleKitCore", package: "ModuleKit")]),
                .target(
                    name: "\(name)",
                    dependencies: ["\(name)Interface", .product(name: "ModuleKitCore", package: "ModuleKit")]\(checkPlugin)),
            \(terminalTarget)    .testTarget(
                    name: "\(name)Tests",
                    dependencies: [
                        "\(name)", "\(name)Interface", .product(name: "ModuleKitCore", package: "ModuleKit"),
                        .product(name: "ModuleKitTesting", package: "ModuleKit"),\(terminalTestDependencies)
                    ]),
            ]

            """
    }

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

    var context: String {
        """
        import ModuleKitCore

        /// Builds the \(name) screen. Its link is `\(link)`.
        public struct \(name)Context: BuildContext {
            public typealias Event = \(name)Event

            public var routingContext: RoutingContext

            /// The screen, built for the flow `routingContext`.
            public init(routingContext: RoutingContext) {
                self.routingContext = routingContext
            }

            public var deeplinkSegments: [String]? { ["\(link)"] }
        }

        /// What the \(name) screen asks of the world: the app's listeners route it.
        public enum \(name)Event: Equatable, Sendable {
            /// The person opened the item `id`.
            case open(String)
        }

        /// The feature's links: `\(link)`.
        public enum \(name)Routes {
            /// Registers the feature's routes in `links`.
            @MainActor
            public static func register(in links: inout Deeplinks) throws(ModuleError) {
                try links.register("\(link)") { _, routing in \(name)Context(routingContext: routing) }
            }
        }

        """
    }

    var feature: String {
        """
        import \(name)Interface
        import ModuleKitCore

        /// Where the \(name) screen's items come from. It may be slow, and it may fail.
        public protocol \(name)Service: Sendable {
            /// Every item, by id.
            func items() async throws -> [String]
        }

        /// What the feature needs from the app.
        public struct \(name)Dependencies: Sendable {
            /// Where the items come from.
            public var service: any \(name)Service

            /// What the feature needs.
            public init(service: any \(name)Service) {
                self.service = service
            }
        }

        /// The feature, whatever the host: a host's target gives the screen its view.
        package enum \(name)Feature {
            /// Builds the \(name) screen, shown by the views `view` makes.
            package static func builder<View: ModuleView>(
                _ dependencies: \(name)Dependencies,
                view: @escaping @MainActor @Sendable (\(name)Presenter) -> View
            ) -> ModuleBuilder<\(name)Context> where View.ViewState == \(name)State {
                let interactor = \(name)Interactor(dependencies)
                return ModuleBuilder(name: "\(name)") { _, events in
                    \(name)Presenter(interactor: interactor, events: events)
                } view: {
                    view($0)
                }
            }
        }

        """
    }

    var interactor: String {
        """
        /// The \(name) feature's business logic over its service.
        struct \(name)Interactor: Sendable {
            let service: any \(name)Service

            init(_ dependencies: \(name)Dependencies) {
                service = dependencies.service
            }

            /// Every item, in order.
            func items() async throws -> [String] {
                try await service.items().sorted()
            }
        }

        """
    }

    var state: String {
        """
        import ModuleKitCore

        /// What the \(name) screen shows: its items, once loaded — or why not.
        package struct \(name)State: LoadingState {
            /// The items, in order.
            package var items: [String] = []
            /// Whether the items are loaded.
            package var isLoaded = false
            /// Why the items could not be loaded.
            package var error: ModuleFailure?
        }

        """
    }

    var action: String {
        """
        import ModuleKitCore

        /// What a person can ask of the \(name) screen, by name, with its facts said once.
        package enum \(name)Action: ScreenAction, Equatable {
            /// Open the item with this id.
            case open(String)

            /// Opening an item only takes the person elsewhere: it starts at once.
            package var navigates: Bool { true }

            /// The action as a host writes it: `open ID`.
            package var words: [String] {
                switch self {
                case .open(let id): ["open", id]
                }
            }

            /// The action `words` write, if they write one.
            package init?(words: [String]) {
                guard words.count == 2, words[0] == "open" else { return nil }
                self = .open(words[1])
            }
        }

        """
    }

    var presenter: String {
        """
        import \(name)Interface
        import ModuleKitCore

        /// The \(name) screen's event handler: loads the items, and turns an item opened into an
        /// event for the app. It knows no host. Shown again, the screen keeps what it showed; if
        /// its items may change elsewhere, write `refresh()` (`await load()`).
        @MainActor
        package final class \(name)Presenter: ModulePresenter {
            /// What the screen shows.
            package let store = StateStore(\(name)State())
            /// What the screen asks of the app.
            package let events: EventStream<\(name)Event>
            private let interactor: \(name)Interactor

            init(interactor: \(name)Interactor, events: EventStream<\(name)Event>) {
                self.interactor = interactor
                self.events = events
            }

            /// Loads the items.
            package func load() async {
                do {
                    let items = try await interactor.items()
                    store.update { state in
                        state.items = items
                        state.isLoaded = true
                        state.error = nil
                    }
                } catch {
                    store.update { $0.error = ModuleFailure(error, context: "cannot load the items") }
                }
            }

            /// Performs `action`: an item opened is an event for the app.
            package func perform(_ action: \(name)Action) async throws(ActionRefused) {
                guard store.state.isLoaded else { throw .notLoaded(failure: store.state.error) }
                switch action {
                case .open(let id):
                    // An action is outside input: the screen acts on what it shows.
                    guard store.state.items.contains(id) else { throw ActionRefused(.notFound, "no item \\(id)") }
                    events.emit(.open(id))
                }
            }
        }

        """
    }

    var tests: String {
        """
        import \(name)
        import \(name)Interface
        import ModuleKitCore
        import ModuleKitTesting
        import Testing

        /// Items in memory, or a service that is down.
        struct InMemory\(name): \(name)Service {
            var ids = ["first", "second"]
            var isDown = false

            func items() async throws -> [String] {
                guard !isDown else { throw ModuleFailure(.unavailable, "the service is down") }
                return ids
            }
        }

        @MainActor
        @Suite struct \(name)Tests {
            func builder(_ service: InMemory\(name) = InMemory\(name)()) -> ModuleBuilder<\(name)Context> {
                \(name)Feature.builder(\(name)Dependencies(service: service)) { _ in HeadlessView<\(name)State>() }
            }

            @Test func itLoadsItsItemsAndAnItemOpenedIsAnEvent() async throws {
                try await ModuleHarness.run(builder(), \(name)Context(routingContext: "test")) { screen in
                    #expect(screen.state(as: \(name)State.self)?.items == ["first", "second"])
                    try await screen.act(\(name)Action.open("second"))
                    screen.expectEvent(.open("second"))
                }
            }

            @Test func anItemItDoesNotShowIsRefused() async throws {
                try await ModuleHarness.run(builder(), \(name)Context(routingContext: "test")) { screen in
                    let refusal = await screen.actExpectingRefusal(\(name)Action.open("third"))
                    #expect(refusal?.kind == .notFound)
                }
            }

            @Test func aServiceThatIsDownIsItsLoadFailure() async throws {
                try await ModuleHarness.run(builder(InMemory\(name)(isDown: true)), \(name)Context(routingContext: "test")) {
                    screen in
                    #expect(screen.state(as: \(name)State.self)?.error?.kind == .unavailable)
                }
            }

            @Test func itsLinkOpensItAgainAndItsActionsReadBack() throws {
                var links = Deeplinks(scheme: "app")
                try \(name)Routes.register(in: &links)
                #expect(links.verifyRoundTrips().isEmpty)
                expectActionsRoundTrip { id in [\(name)Action.open(id)] }
            }
        }

        """
    }
}
