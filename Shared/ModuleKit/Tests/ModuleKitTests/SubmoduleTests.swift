import ModuleKit
import Testing

@MainActor
@Suite struct SubmoduleTests {
    @Test func attachingToATakenSlotIsATypedError() throws {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.detail())
        try modules.register(SampleFeatures.shelf(details: modules.factory(for: DetailContext.self)))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "t"))
        let extra = try modules.build(DetailContext(item: "x", routingContext: "t"))
        #expect(throws: ModuleError.slotTaken(slot: "detail", parent: modules.id(of: shelf)!)) {
            try shelf.container?.attach(extra, to: "detail")
        }
        #expect(throws: ModuleError.slotEmpty(slot: "nothing", parent: modules.id(of: shelf)!)) {
            try shelf.container?.detach("nothing")
        }
    }

    @Test func aChildsEventsReachItsParentAndTheAppWithTheChildsRoutingContext() async throws {
        let modules = ModuleManager()
        try modules.register(SampleFeatures.detail())
        try modules.register(SampleFeatures.shelf(details: modules.factory(for: DetailContext.self)))
        var appHeard: [String] = []
        modules.listen(to: DetailEvent.self) { event, source in
            appHeard.append("\(event) from \(source.routingContext)")
            return .handled
        }
        var parentEvents: [ShelfEvent] = []
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "shelf"))
        let token = shelf.events.subscribe { parentEvents.append($0) }
        let child = try #require(shelf.container?.child(in: "detail"))
        try await child.sampleView.perform(.favourite)
        #expect(appHeard == ["favourite(\"s\") from shelf.detail"])
        #expect(parentEvents == [.favouritesChanged(1)])
        _ = token
    }

    @Test func detachingSendsTheChildsDisappearanceAndStopsItsEventsReachingTheParent() throws {
        let log = LifecycleLog()
        let modules = ModuleManager()
        try modules.register(SampleFeatures.detail(log: log))
        try modules.register(
            SampleFeatures.shelf(details: modules.factory(for: DetailContext.self), log: log))
        let shelf = try modules.build(ShelfContext(item: "s", routingContext: "shelf"))
        modules.sendLifecycle(.willAppear, to: shelf)
        modules.sendLifecycle(.didAppear, to: shelf)
        let child = try #require(shelf.container?.child(in: "detail"))
        log.clear()
        try shelf.container?.detach("detail")
        #expect(log.entries == ["Detail(s) willDisappear", "Detail(s) didDisappear"])
        var parentEvents: [ShelfEvent] = []
        let token = shelf.events.subscribe { parentEvents.append($0) }
        (child as? DetailModule)?.events.emit(.favourite("s"))
        #expect(parentEvents.isEmpty)
        _ = token
    }
}

/// A settings-like section that finishes after a gate opens, to control completion order.
@MainActor
final class GatedSection: SectionModule {
    typealias Action = String
    let title: String
    var values: [String]
    private var gate: CheckedContinuation<Void, Never>?
    private var isOpen = false
    private(set) var actions: [String] = []

    init(_ title: String, _ values: [String]) {
        self.title = title
        self.values = values
    }

    func rows() async -> [String] {
        if !isOpen { await withCheckedContinuation { gate = $0 } }
        return values
    }

    func open() {
        isOpen = true
        gate?.resume()
        gate = nil
    }

    var isWaiting: Bool { gate != nil }

    func perform(_ action: String, on row: String) async throws {
        guard action == "toggle" else { throw SampleActionError.unsupported(.close) }
        actions.append("\(action) \(row)")
    }
}

@MainActor
@Suite struct SectionedContainerTests {
    @Test func sectionsJoinInSectionOrderWhateverOrderTheyFinishIn() async {
        let first = GatedSection("Account", ["name", "signature"])
        let second = GatedSection("Notifications", ["likes"])
        let table = SectionedContainer<String, String>(sections: [first, second])
        let loading = Task { await table.reload() }
        while !(first.isWaiting && second.isWaiting) { await Task.yield() }
        second.open()  // the second section finishes first
        for _ in 0..<10 { await Task.yield() }
        first.open()
        let sections = await loading.value
        #expect(sections.map(\.title) == ["Account", "Notifications"])
        #expect(table.rows.map(\.row) == ["name", "signature", "likes"])
        #expect(table.rows.map(\.section) == [0, 0, 1])
    }

    @Test func aRowsActionGoesBackToTheSectionThatMadeIt() async throws {
        let first = GatedSection("A", ["a1"])
        let second = GatedSection("B", ["b1", "b2"])
        first.open()
        second.open()
        let table = SectionedContainer<String, String>(sections: [first, second])
        await table.reload()
        try await table.perform("toggle", onRow: 3)
        #expect(second.actions == ["toggle b2"])
        #expect(first.actions.isEmpty)
        await #expect(throws: SectionedContainerError.noSuchRow(4, count: 3)) {
            try await table.perform("toggle", onRow: 4)
        }
    }
}

@MainActor
final class LikeCell: CellModule {
    struct State: Sendable, Equatable { var liked: Bool }
    let post: Int
    var cellState: State

    init(post: Int, state: State?) {
        self.post = post
        cellState = state ?? State(liked: false)
    }
}

@MainActor
@Suite struct CellModuleListTests {
    @Test func aRowKeepsItsStateWhileOffPageAndGetsItBackWhenShownAgain() {
        var built: [Int] = []
        let list = CellModuleList<Int, LikeCell>(pageSize: 2) { id, saved in
            built.append(id)
            return LikeCell(post: id, state: saved)
        }
        list.setItems([1, 2, 3, 4])
        list.cell(atRow: 2)?.cellState.liked = true
        weak let weakCell = list.cell(atRow: 2)
        list.showPage(1)
        #expect(weakCell == nil, "rows off the page are released")
        #expect(list.state(of: 2)?.liked == true)
        list.showPage(0)
        #expect(list.cell(atRow: 2)?.post == 2)
        #expect(list.cell(atRow: 2)?.cellState.liked == true)
        #expect(built == [1, 2, 3, 4, 1, 2])
    }

    @Test func newItemsKeepTheStateOfItemsStillPresent() {
        let list = CellModuleList<Int, LikeCell>(pageSize: 10) { LikeCell(post: $0, state: $1) }
        list.setItems([1, 2])
        list.cell(atRow: 1)?.cellState.liked = true
        list.setItems([0, 1])
        #expect(list.visible.map(\.id) == [0, 1])
        #expect(list.cell(atRow: 2)?.cellState.liked == true)
        #expect(list.pageCount == 1)
    }
}

/// A section whose rows cannot be read.
@MainActor
final class BrokenSection: SectionModule {
    typealias Action = String
    struct Unreadable: Error, CustomStringConvertible {
        var description: String { "cannot read rows.json: bad JSON" }
    }
    let title = "Broken"
    func rows() async throws -> [String] { throw Unreadable() }
    func perform(_ action: String, on row: String) async throws {}
}

@MainActor
@Suite struct SectionFailureTests {
    @Test func aSectionThatFailsKeepsItsErrorAndTheOthersTheirRows() async {
        let good = GatedSection("Account", ["name"])
        good.open()
        let table = SectionedContainer<String, String>(sections: [BrokenSection(), good])
        let loaded = await table.reload()
        #expect(loaded.map(\.title) == ["Broken", "Account"])
        #expect(loaded[0].failure == "cannot read rows.json: bad JSON")
        #expect(loaded[0].rows.isEmpty)
        #expect(loaded[1].failure == nil)
        #expect(loaded[1].rows == ["name"])
    }
}

@MainActor
@Suite struct DeclaredSubmoduleTests {
    /// A shelf that builds its detail itself, through the submodules its builder declares.
    static func shelf(log: LifecycleLog = LifecycleLog()) -> ModuleBuilder<ShelfContext> {
        ModuleBuilder(name: "Shelf", submodules: [SampleFeatures.detail(log: log).asSubmodule]) {
            context, submodules throws(ModuleError) in
            let detail = try submodules.build(
                DetailContext(item: context.item, routingContext: context.routingContext.child("detail")))
            let shelf = ShelfModule(context: context, details: .unavailable, log: log)
            try shelf.container?.attach(detail, to: "detail")
            return shelf
        }
    }

    @Test func aDeclaredSubmoduleIsRegisteredAnnouncedPreparedAndTracked() async throws {
        let modules = ModuleManager()
        try modules.register(Self.shelf())
        #expect(modules.registrations.map(\.name) == ["Shelf", "Detail"])
        var heard: [String] = []
        modules.listen(to: DetailEvent.self) { event, source in
            heard.append("\(event) from \(source.routingContext)")
            return .handled
        }
        var shelf: (any ModuleProtocol<ShelfContext>)? = try modules.build(
            ShelfContext(item: "s", routingContext: "shelf"))
        let detail = try #require(shelf?.container?.child(in: "detail") as? DetailModule)
        await modules.idle()
        #expect(detail.preparedCount == 1, "the manager prepares a submodule like any module")
        try await detail.sampleView.perform(.favourite)
        #expect(heard == ["favourite(\"s\") from shelf.detail"])
        #expect(modules.aliveModules.map(\.id.name) == ["Detail", "Shelf"])

        for source in modules.aliveModules { modules.leaks.expectRelease(source.id) }
        shelf = nil
        _ = shelf
        #expect(await modules.idle().map(\.source.id.name) == ["Detail"], "the test still holds the detail")
    }
}
