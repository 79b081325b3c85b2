import Testing

@testable import ModuleKit

struct ListState: Equatable {
    var items: [String] = []
    var error: String?
    var count = 0
}

@MainActor
@Suite struct StateStoreTests {
    @Test func changesInOneTransactionRenderOnceWithTheFinalState() {
        let store = StateStore(ListState())
        var rendered: [ListState] = []
        store.observe { rendered.append($0) }
        store.update { state in
            state.items = ["a"]
            state.items.append("b")
            state.count = 2
        }
        #expect(rendered == [ListState(items: ["a", "b"], count: 2)])
    }

    @Test func aNestedTransactionRendersOnceAtTheOuterCommit() {
        let store = StateStore(ListState())
        var renders = 0
        store.observe { _ in renders += 1 }
        store.update { _ in
            store.update { $0.count = 1 }
            store.update { $0.count = 2 }
            #expect(renders == 0)
            #expect(store.state.count == 2, "reads inside a transaction see its changes")
        }
        #expect(renders == 1)
    }

    @Test func aCommitThatChangedNothingRendersNothing() {
        let store = StateStore(ListState(count: 1))
        var renders = 0
        store.observe { _ in renders += 1 }
        store.update { $0.count = 1 }
        store.update { state in
            state.count = 5
            state.count = 1
        }
        #expect(renders == 0)
    }

    @Test func rulesRunOncePerCommitWithOldAndNew() {
        let store = StateStore(ListState())
        var calls: [(ListState, ListState)] = []
        store.addRule { old, new in
            calls.append((old, new))
            return new
        }
        store.update { state in
            state.count = 1
            state.count = 2
        }
        #expect(calls.count == 1)
        #expect(calls.first?.0.count == 0)
        #expect(calls.first?.1.count == 2)
    }

    @Test func settingTheListClearsTheErrorAndSettingTheErrorClearsTheList() {
        let store = StateStore(ListState(items: ["a"]))
        store.addRule { old, new in
            var state = new
            if new.error != nil && old.error != new.error { state.items = [] }
            if new.items != old.items && !new.items.isEmpty { state.error = nil }
            return state
        }
        store.update { $0.error = "offline" }
        #expect(store.state == ListState(items: [], error: "offline"))
        store.update { $0.items = ["b"] }
        #expect(store.state == ListState(items: ["b"], error: nil))
    }

    @Test func aComponentRendersOnlyWhenItsSliceChanged() {
        let store = StateStore(ListState())
        var itemRenders: [[String]] = []
        var countRenders: [Int] = []
        store.bind(\.items) { itemRenders.append($0) }
        store.bind(\.count) { countRenders.append($0) }
        store.update { $0.count = 3 }
        store.update { $0.items = ["x"] }
        #expect(itemRenders == [["x"]])
        #expect(countRenders == [3])
    }

    @Test func aForcedRedrawRendersEverythingUnchanged() {
        let store = StateStore(ListState(count: 7))
        var whole = 0
        var parts: [Int] = []
        store.observe { _ in whole += 1 }
        store.bind(\.count) { parts.append($0) }
        store.redraw()
        #expect(whole == 1)
        #expect(parts == [7])
    }

    @Test func drivingAViewRendersItNowAndAfterEachChange() {
        let store = StateStore(ListState(count: 1))
        var rendered: [Int] = []
        store.drive { rendered.append($0.count) }
        store.update { $0.count = 2 }
        store.update { $0.count = 2 }
        #expect(rendered == [1, 2])
    }
}

@MainActor
@Suite struct NestedUpdateTests {
    @Test func anUpdateInsideAnUpdatesChangeJoinsItAndRendersOnceWithBothChanges() {
        let store = StateStore(ListState())
        var rendered: [ListState] = []
        var ruleRuns = 0
        store.addRule { _, new in
            ruleRuns += 1
            return new
        }
        store.observe { rendered.append($0) }
        store.update { state in
            state.count = 1
            store.update { $0.items.append("a") }
            #expect(state.items == ["a"], "the outer change sees the inner one")
            state.items.append("b")
            #expect(store.state.count == 1, "reading the store inside a change is allowed")
        }
        #expect(rendered == [ListState(items: ["a", "b"], count: 1)])
        #expect(ruleRuns == 1)
    }

    @Test func aHelperThatUpdatesCanBeBatchedByItsCaller() {
        let store = StateStore(ListState())
        var renders = 0
        store.observe { _ in renders += 1 }
        func add(_ item: String) { store.update { $0.items.append(item) } }
        store.update { _ in
            add("a")
            add("b")
            add("c")
        }
        #expect(renders == 1)
        #expect(store.state.items == ["a", "b", "c"])
    }

    @Test func codeCalledFromAPropertysOwnMethodMayReadAndUpdateTheStore() {
        let store = StateStore(ListState(items: ["a", "b", "c"]))
        var rendered: [ListState] = []
        store.observe { rendered.append($0) }
        store.update { state in
            state.items.removeAll { item in
                // Reading and updating the store from inside removeAll's closure: no access conflict.
                store.update { $0.count += 1 }
                return item == "b" && store.state.count > 0
            }
        }
        #expect(store.state == ListState(items: ["a", "c"], count: 3))
        #expect(rendered == [ListState(items: ["a", "c"], count: 3)], "one transaction, one render")
    }

    @Test func anObserverThatUpdatesRendersAfterEveryObserverSawTheFirstStateNeverNested() {
        let store = StateStore(ListState())
        var seen: [String] = []
        store.observe { state in
            seen.append("first \(state.count)")
            if state.count == 1 { store.update { $0.count = 2 } }
        }
        store.observe { state in seen.append("second \(state.count)") }
        store.update { $0.count = 1 }
        #expect(seen == ["first 1", "second 1", "first 2", "second 2"])
        #expect(store.renderCount == 2)
    }

    @Test func theWholeStateCanBeReplacedInAChange() {
        let store = StateStore(ListState(count: 3))
        store.update { $0.value = ListState(items: ["x"]) }
        #expect(store.state == ListState(items: ["x"]))
    }
}
