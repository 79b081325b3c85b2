import Testing

@testable import ModuleKit

@MainActor
@Suite struct DeeplinkTests {
    let router: DeeplinkRouter

    init() {
        router = DeeplinkRouter(scheme: "sample")
        router.register("catalog") { _, routing in CatalogContext(routingContext: routing) }
        router.register("item/{item}") { parameters, routing in
            DetailContext(item: parameters["item"], routingContext: routing)
        }
    }

    func items(_ contexts: [any BuildContext]) -> [String] {
        contexts.map { ($0 as? DetailContext).map { "item:\($0.item)" } ?? "catalog" }
    }

    @Test func aLinkResolvesToTheContextOfItsRoute() throws {
        let contexts = try router.resolve("sample://item/b42")
        #expect(contexts.first as? DetailContext == DetailContext(item: "b42", routingContext: .deeplink))
    }

    @Test func aChainedLinkBuildsOneContextPerGroupInStackOrder() throws {
        let contexts = try router.resolve("sample://catalog/item/a/item/b")
        #expect(items(contexts) == ["catalog", "item:a", "item:b"])
    }

    @Test func theHighestPriorityMatchWins() throws {
        router.register("item/special", priority: 10) { _, routing in CatalogContext(routingContext: routing)
        }
        #expect(items(try router.resolve("sample://item/special")) == ["catalog"])
        #expect(items(try router.resolve("sample://item/other")) == ["item:other"])
    }

    @Test func aLiteralSegmentBeatsAParameterInItsPlaceThoughRegisteredAfterIt() throws {
        router.register("item/special") { _, routing in CatalogContext(routingContext: routing) }
        #expect(items(try router.resolve("sample://item/special")) == ["catalog"])
        #expect(items(try router.resolve("sample://item/other")) == ["item:other"])
    }

    @Test func inAChainedLinkEachPlaceIsTakenByItsMostLiteralRoute() throws {
        router.register("item/special") { _, routing in CatalogContext(routingContext: routing) }
        let contexts = try router.resolve("sample://item/a/item/special/item/b")
        #expect(items(contexts) == ["item:a", "catalog", "item:b"])
    }

    @Test func aStackTurnsIntoOneLinkThatRebuildsTheSameStack() throws {
        let stack: [any BuildContext] = [
            CatalogContext(routingContext: .deeplink),
            DetailContext(item: "a_b-1", routingContext: .deeplink),
        ]
        let link = try router.link(for: stack)
        #expect(link.description == "sample://catalog/item/a_b-1")
        let rebuilt = try router.resolve(link)
        #expect(rebuilt.first as? CatalogContext == stack[0] as? CatalogContext)
        #expect(rebuilt.last as? DetailContext == stack[1] as? DetailContext)
    }

    @Test func textParametersRoundTripThroughPercentEncoding() throws {
        struct SearchContext: BuildContext {
            var query: String
            var routingContext: RoutingContext
            var deeplinkSegments: [String]? { ["search", query] }
        }
        router.register("search/{query:text}") { parameters, routing in
            SearchContext(query: parameters["query"], routingContext: routing)
        }
        let context = SearchContext(query: "café au lait/東京 ☕", routingContext: .deeplink)
        let link = try router.link(for: [context])
        #expect(!link.description.contains(" "))
        #expect(try router.resolve(link).first as? SearchContext == context)
    }

    @Test func aContextWithoutALinkFormIsATypedError() {
        #expect(throws: ModuleError.notLinkable(contextType: "ShelfContext")) {
            try router.link(for: [ShelfContext(item: "a", routingContext: "x")])
        }
    }

    @Test(arguments: [
        ("other://catalog", ModuleError.unknownScheme("other")),
        ("sample://nothing", .unknownRoute("nothing")),
        ("sample://catalog/nothing/else", .unknownRoute("nothing/else")),
        ("sample://item", .missingParameter(name: "item", route: "item/{item}")),
        (
            "sample://item/a$b",
            .malformedParameter(name: "item", value: "a$b", expected: "letters, digits, _ or -")
        ),
        ("catalog", .malformed("expected SCHEME://PATH")),
        ("sample://catalog?x=1", .malformed("queries and fragments are not supported")),
        ("sample://catalog//item", .malformed("empty path segment")),
        ("sample://item/%1B", .malformed("control or invisible character in a path segment")),
        ("sample://item/al%E2%80%8Bice", .malformed("control or invisible character in a path segment")),
        ("sample://item/%zz", .malformed("bad percent-encoding in '%zz'")),
        ("sample://", .empty),
    ])
    func badLinksAreTypedErrorsNamingWhatWasWrong(link: String, error: ModuleError) {
        #expect(throws: error) { try router.resolve(link) }
    }

    @Test func overLongLinksAreRefusedBeforeParsing() {
        let long = "sample://" + String(repeating: "x", count: Deeplink.maximumLength)
        #expect(throws: ModuleError.tooLong(length: long.count, limit: Deeplink.maximumLength)) {
            try router.resolve(long)
        }
        let many = "sample://" + Array(repeating: "catalog", count: 65).joined(separator: "/")
        #expect(throws: ModuleError.tooLong(length: 65, limit: Deeplink.maximumSegments)) {
            try router.resolve(many)
        }
    }

    @Test func errorMessagesNeverCarryControlCharacters() {
        let message = ModuleError.unknownRoute("a\u{1B}b").description
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func theSchemeIsCaseInsensitiveAndATrailingSlashIsIgnored() throws {
        #expect(items(try router.resolve("SAMPLE://catalog/")) == ["catalog"])
    }
}
