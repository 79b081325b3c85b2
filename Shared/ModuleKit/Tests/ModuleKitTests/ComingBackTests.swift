import ModuleKitCore
import ModuleKitTesting
import Testing

// A screen shown again: what it keeps (the pages the person read, with or without a refresh of
// its own) and what loads again (a screen whose load failed). The article's screens it uses are
// in LoadingArticleTests.swift.

@MainActor
@Suite struct ComingBackTests {
    let builder = ModuleBuilder<QuoteContext>(name: "Pages") { context, events in
        PagesPresenter(events: events) { number in ["\(number)a", "\(number)b"] }
    } view: { _ in
        HeadlessPagesView()
    }

    /// Pages, read by a presenter that writes no `refresh()`: the default.
    @MainActor
    final class KeptPagesPresenter: ModulePresenter {
        let store = StateStore(PagesState())
        var loads = 0

        func load() async {
            loads += 1
            store.update { $0.value = PagesState(rows: ["1a", "1b"], pages: 1) }
        }

        func perform(_ action: PagesAction) async throws(ActionRefused) {
            store.update { $0.value = PagesState(rows: $0.rows + ["2a", "2b"], pages: 2) }
        }
    }

    @Test func aScreenWithNoRefreshOfItsOwnIsShownAgainAsThePersonLeftIt() async throws {
        var presenter: KeptPagesPresenter?
        let kept = ModuleBuilder<QuoteContext>(name: "Kept") { context, _ in
            let made = KeptPagesPresenter()
            presenter = made
            return made
        } view: { _ in
            HeadlessPagesView()
        }
        try await ModuleHarness.run(kept, QuoteContext(routingContext: "test")) { pages in
            try await pages.act(PagesAction.more)
            pages.expectState(PagesState.self) { $0 = PagesState(rows: ["1a", "1b", "2a", "2b"], pages: 2) }
            await pages.reappear()  // covered, then shown again: page 2 still, nothing read again
            pages.expectState(PagesState.self) { _ in }
        }
        #expect(presenter?.loads == 1, "loaded once: coming back reads nothing")
    }

    /// What a screen that writes no `refresh()` shows: a text, or why it could not read it.
    struct TextState: LoadingState {
        var text: String?
        var error: ModuleFailure?
        var isLoaded: Bool { text != nil }
    }

    /// A text read from `read`, with the default refresh.
    @MainActor
    final class TextPresenter: ModulePresenter {
        let store = StateStore(TextState())
        let read: @MainActor () -> String?

        init(read: @escaping @MainActor () -> String?) { self.read = read }

        func load() async {
            guard let text = read() else {
                return store.update { $0.error = ModuleFailure(.unavailable, "down") }
            }
            store.update { state in
                state.text = text
                state.error = nil
            }
        }

        func perform(_ action: Never) async throws(ActionRefused) {}
    }

    @MainActor
    final class TextView: ModuleView {
        func render(_ state: TextState) {}
    }

    @Test func aScreenWhoseLoadFailedLoadsAgainWhenShownAgainThoughItsTypeRefreshesNothing() async throws {
        var reads = 0
        var up = true
        let modules = ModuleManager()
        try modules.register(
            ModuleBuilder<QuoteContext>(name: "Text") { context, _ in
                TextPresenter {
                    reads += 1
                    return up ? "read \(reads)" : nil
                }
            } view: { _ in
                TextView()
            })
        try modules.register(SampleFeatures.catalog(items: []))
        let navigator = Navigator(
            modules: modules, tabs: [Tab(name: "t", root: QuoteContext(routingContext: "t"))])
        try navigator.start()
        try navigator.push(CatalogContext(routingContext: "over"))
        try navigator.pop()
        await modules.reachIdlePoint()
        #expect(reads == 1, "loaded, shown again: nothing read again (its type refreshes nothing)")
        up = false
        try navigator.push(QuoteContext(routingContext: "second"))
        await modules.reachIdlePoint()
        #expect(navigator.top?.module.loadFailure?.message == "down")
        up = true
        try navigator.push(CatalogContext(routingContext: "over"))
        try navigator.pop()
        await modules.reachIdlePoint()
        #expect(reads == 3, "its load failed: shown again, it loads again")
        #expect(navigator.top?.module.loadFailure == nil)
        navigator.closeAll()
        #expect(await modules.reachIdlePoint().isEmpty)
    }

    @Test func aScreenShownAgainKeepsThePagesThePersonHadRead() async throws {
        try await ModuleHarness.run(builder, QuoteContext(routingContext: "test")) { pages in
            try await pages.act(PagesAction.more)
            pages.expectState(PagesState.self) { $0 = PagesState(rows: ["1a", "1b", "2a", "2b"], pages: 2) }
            await pages.reappear()  // covered, then shown again: the same two pages, read again
            pages.expectState(PagesState.self) { _ in }
        }
    }
}

@MainActor
private final class HeadlessPagesView: ModuleView {
    func render(_ state: PagesState) {}
}
