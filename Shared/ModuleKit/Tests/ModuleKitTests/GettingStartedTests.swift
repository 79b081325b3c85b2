import ModuleKit
import ModuleKitTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The code of the getting-started article (Sources/ModuleKit/ModuleKit.docc/GettingStarted.md),
// compiled and run here. Each `// snippet: NAME` … `// end` block must read exactly as the
// article's code block marked `<!-- snippet: NAME -->`; the last test checks that it does.

// snippet: context
/// Builds a greeting: whom to greet, and the flow that asked for it. Its link is `greet/NAME`.
struct GreetingContext: DeeplinkConvertible {
    typealias Event = GreetingEvent
    var name: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String] { ["greet", name] }
}

/// What a greeting tells the world.
enum GreetingEvent: ModuleEvent, Equatable {
    case greeted(String)
}
// end

// snippet: module
/// A greeting module. Its view is its own text: any host can show a string.
@MainActor
final class GreetingModule: ModuleProtocol, ModuleView {
    let context: GreetingContext
    let events = EventStream<GreetingEvent>()
    var view: any ModuleView { self }
    private(set) var text = ""

    init(context: GreetingContext) { self.context = context }

    func greet() {
        text = "Hello, \(context.name)!"
        events.emit(.greeted(context.name))
    }
}

/// The feature's one public entry point.
enum GreetingFeature {
    static func builder() -> ModuleBuilder<GreetingContext> {
        ModuleBuilder(name: "Greeting") { GreetingModule(context: $0) }
    }
}
// end

@MainActor
@Suite struct GettingStartedTests {
    @Test func theAppRoutesWithAListenerAndANavigator() throws {
        // snippet: app
        let modules = ModuleManager()
        try modules.register(GreetingFeature.builder())
        var greeted: [String] = []
        modules.listen(to: GreetingEvent.self) { event, source in
            guard case .greeted(let name) = event else { return .ignored }
            greeted.append("\(name) in \(source.routingContext)")
            return .handled
        }
        let home = GreetingContext(name: "Ada", routingContext: "home")
        let navigator = Navigator(modules: modules, tabs: [Tab(name: "home", root: home)])
        try navigator.start()
        (navigator.top?.module as? GreetingModule)?.greet()
        // end
        #expect(greeted == ["Ada in home"])

        // snippet: link
        let router = DeeplinkRouter(scheme: "hello")
        router.register("greet/{name}") { parameters, routing in
            GreetingContext(name: parameters["name"], routingContext: routing)
        }
        let shown = try navigator.open("hello://greet/Grace", router: router)
        // The home tab now shows Grace's greeting, and `shown` is its link: hello://greet/Grace
        // end
        #expect(shown.description == "hello://greet/Grace")
        #expect((navigator.top?.module.context as? GreetingContext)?.name == "Grace")
    }

    @Test func oneModuleIsTestedAlone() async throws {
        // snippet: test
        try await ModuleHarness.run(
            GreetingFeature.builder(), GreetingContext(name: "Ada", routingContext: "test")
        ) {
            greeting in
            (greeting.subject as? GreetingModule)?.greet()
            greeting.expectEvent(.greeted("Ada"))
        }
        // end
    }

    @Test func theArticleShowsExactlyTheCodeCompiledHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: package.appendingPathComponent("Sources/ModuleKit/ModuleKit.docc/GettingStarted.md"),
            encoding: .utf8)
        let snippets = Self.snippets(in: try String(contentsOf: here, encoding: .utf8))
        let blocks = Self.articleBlocks(in: article)
        #expect(Set(blocks.keys) == ["context", "module", "app", "link", "test"])
        for (name, code) in blocks {
            #expect(snippets[name] == code, "the article's '\(name)' block differs from the compiled code")
        }
    }

    /// `// snippet: NAME` … `// end` blocks of a source file, dedented.
    static func snippets(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet: ") {
                name = String(trimmed.dropFirst("// snippet: ".count))
                lines = []
            } else if trimmed == "// end", let current = name {
                result[current] = dedent(lines)
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    /// The code blocks of an article, each named by the `<!-- snippet: NAME -->` line above it.
    static func articleBlocks(in article: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        var inside = false
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<!-- snippet: ") {
                name = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
            } else if line.hasPrefix("```swift"), name != nil {
                inside = true
                lines = []
            } else if line.hasPrefix("```"), inside, let current = name {
                result[current] = dedent(lines)
                inside = false
                name = nil
            } else if inside {
                lines.append(line)
            }
        }
        return result
    }

    static func dedent(_ lines: [Substring]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }
}
