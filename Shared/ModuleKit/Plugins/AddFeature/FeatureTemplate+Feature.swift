/// The host-neutral rooms of a feature, as the getting-started article writes them: its
/// interface (the context, the events, the routes), the service it needs, and its
/// implementation (the builder, the interactor, the state, the actions, the presenter).
extension FeatureTemplate {
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

    var service: String {
        """
        import ModuleKitCore

        /// Where the \(name) screen's items come from. It may be slow, and it may fail. It lives in
        /// a target of its own, which no feature owns: every feature that shows these items depends
        /// on it, and the app hands each the same service.
        public protocol \(name)Service: Sendable {
            /// Every item, by id.
            func items() async throws -> [String]
        }

        /// Items in memory: what the app shows until it has a real service, and what the tests
        /// make fail.
        public struct InMemory\(name): \(name)Service {
            /// The items' ids.
            public var ids: [String]
            /// Whether every call fails, as a service that cannot be reached does.
            public var isDown: Bool

            /// The items `ids`; a service that is down when `isDown`.
            public init(ids: [String] = ["first", "second"], isDown: Bool = false) {
                self.ids = ids
                self.isDown = isDown
            }

            public func items() async throws -> [String] {
                guard !isDown else { throw ModuleFailure(.unavailable, "the \(link) service is down") }
                return ids
            }
        }

        """
    }

    var feature: String {
        """
        import \(name)Interface
        import \(name)Services
        import ModuleKitCore

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
        import \(name)Services

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
}
