import Testing

@testable import ModuleKitCore

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
        store.follow { rendered.append($0) }
        store.update { state in
            state.items = ["a"]
            state.items.append("b")
            state.count = 2
        }
        #expect(rendered == [ListState(), ListState(items: ["a", "b"], count: 2)])
    }

    @Test func aNestedTransactionRendersOnceAtTheOuterCommit() {
        let store = StateStore(ListState())
        var renders = 0
        store.follow { _ in renders += 1 }
        store.update { _ in
            store.update { $0.count = 1 }
            store.update { $0.count = 2 }
            #expect(renders == 1, "the first render only")
            #expect(store.state.count == 2, "reads inside a transaction see its changes")
        }
        #expect(renders == 2)
    }

    @Test func aCommitThatChangedNothingRendersNothing() {
        let store = StateStore(ListState(count: 1))
        var renders = 0
        store.follow { _ in renders += 1 }
        store.update { $0.count = 1 }
        store.update { state in
            state.count = 5
            state.count = 1
        }
        #expect(renders == 1, "the first render only")
    }

    @Test func anObserverRendersNowAndAfterEachChange() {
        let store = StateStore(ListState(count: 1))
        var rendered: [Int] = []
        store.follow { rendered.append($0.count) }
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
        store.follow { rendered.append($0) }
        store.update { state in
            state.count = 1
            store.update { $0.items.append("a") }
            #expect(state.items == ["a"], "the outer change sees the inner one")
            state.items.append("b")
            #expect(store.state.count == 1, "reading the store inside a change is allowed")
        }
        #expect(rendered == [ListState(), ListState(items: ["a", "b"], count: 1)])
    }

    @Test func aHelperThatUpdatesCanBeBatchedByItsCaller() {
        let store = StateStore(ListState())
        var renders = 0
        store.follow { _ in renders += 1 }
        func add(_ item: String) { store.update { $0.items.append(item) } }
        store.update { _ in
            add("a")
            add("b")
            add("c")
        }
        #expect(renders == 2, "the first render, then one for the batch")
        #expect(store.state.items == ["a", "b", "c"])
    }

    @Test func codeCalledFromAPropertysOwnMethodMayReadAndUpdateTheStore() {
        let store = StateStore(ListState(items: ["a", "b", "c"]))
        var rendered: [ListState] = []
        store.follow { rendered.append($0) }
        store.update { state in
            state.items.removeAll { item in
                // Reading and updating the store from inside removeAll's closure: no access conflict.
                store.update { $0.count += 1 }
                return item == "b" && store.state.count > 0
            }
        }
        #expect(store.state == ListState(items: ["a", "c"], count: 3))
        #expect(
            rendered.dropFirst() == [ListState(items: ["a", "c"], count: 3)], "one transaction, one render")
    }

    @Test func anObserverThatUpdatesRendersAfterEveryObserverSawTheFirstStateNeverNested() {
        let store = StateStore(ListState())
        var seen: [String] = []
        store.follow { state in
            seen.append("first \(state.count)")
            if state.count == 1 { store.update { $0.count = 2 } }
        }
        store.follow { state in seen.append("second \(state.count)") }
        store.update { $0.count = 1 }
        #expect(seen == ["first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])
    }

    @Test func anObserverThatUpdatesOnItsFirstRenderRendersAgainAfterItNeverNested() {
        let store = StateStore(ListState())
        var seen: [Int] = []
        var depth = 0
        store.follow { state in
            depth += 1
            defer { depth -= 1 }
            #expect(depth == 1)
            seen.append(state.count)
            if state.count == 0 { store.update { $0.count = 1 } }
        }
        #expect(seen == [0, 1])
    }

    @Test func theWholeStateCanBeReplacedInAChange() {
        let store = StateStore(ListState(count: 3))
        store.update { $0.value = ListState(items: ["x"]) }
        #expect(store.state == ListState(items: ["x"]))
    }
}
