/// A feature's tests, whatever the host, as the getting-started article writes them: the screen
/// built with a view that draws nothing over the service in memory, acted on with typed actions,
/// its failure, its link and its actions' words round-tripping.
extension FeatureTemplate {
    var tests: String {
        """
        import \(name)Interface
        import \(name)Services
        import ModuleKitCore
        import ModuleKitTesting
        import Testing

        // The implementation's `package` and internal declarations (its presenter, its state's
        // memberwise init) are the tests' too.
        @testable import \(name)

        @MainActor
        @Suite struct \(name)Tests {
            func builder(_ service: InMemory\(name) = InMemory\(name)()) -> ModuleBuilder<\(name)Context> {
                \(name)Feature.builder(\(name)Dependencies(service: service)) { _ in HeadlessView<\(name)State>() }
            }

            @Test func itLoadsItsItemsAndAnItemOpenedIsAnEvent() async throws {
                try await ModuleHarness.run(builder(), \(name)Context(routingContext: "test")) { screen in
                    #expect(screen.state(as: \(name)State.self) == \(name)State(items: ["first", "second"], isLoaded: true))
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
                expectLinksRoundTrip(links) { _ in [\(name)Context(routingContext: "test")] }
                expectActionsRoundTrip { id in [\(name)Action.open(id)] }
            }
        }

        """
    }
}
