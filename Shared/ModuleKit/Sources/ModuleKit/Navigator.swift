/// Where modules are shown: tabs, a stack of screens per tab, and a modal layer above them.
///
/// The navigator builds modules from contexts through its ``ModuleManager`` and places them:
/// ``Transition/push``, ``Transition/present``, ``Transition/replaceRoot`` or
/// ``Transition/embed(in:slot:)``. It sends each module its lifecycle changes exactly once per
/// transition, in order, and tells the manager what it removed (which must then be released).
///
/// ```swift
/// let navigator = Navigator(modules: modules, tabs: [
///     Tab(name: "feed", root: FeedContext(source: .home, routingContext: "feed")),
/// ])
/// try navigator.start()
/// try navigator.push(ProfileContext(user: "alice", routingContext: "feed.author"))
/// ```
@MainActor
public final class Navigator {
    /// A screen on a stack: the module and the id its manager gave it.
    @MainActor
    public struct Entry {
        /// The id its manager gave the module.
        public let id: ModuleID
        /// The module shown.
        public let module: any ModuleProtocol
        /// The context the module was built from.
        public var context: any BuildContext { module.context }
    }

    /// How a module is placed.
    public enum Transition: Sendable, Hashable {
        /// On top of the visible stack.
        case push
        /// In a new modal stack above everything.
        case present
        /// As the only screen of the visible stack.
        case replaceRoot
        /// In a slot of a live parent module.
        case embed(in: ModuleID, slot: String)
    }

    /// How a ``close(_:)`` ended. Close always ends with one of these.
    public enum CloseResult: Sendable, Hashable {
        /// The module and the screens above it were popped.
        case popped
        /// The modal stack it was the root of was dismissed.
        case dismissed
        /// It was detached from its parent's slot.
        case detached
        /// It is the root screen of a tab, which cannot be closed.
        case refusedAtTabRoot
        /// No screen or slot holds it.
        case notFound
    }

    /// The builder of every module shown here.
    public let modules: ModuleManager
    /// The tabs, in order.
    public let tabs: [Tab]
    /// The index of the selected tab.
    @exclusivity(unchecked) public private(set) var selectedTab: Int = 0

    // The stacks are exempt from dynamic exclusivity checks, as ModuleManager's bookkeeping is.
    @exclusivity(unchecked) private var stacks: [[Entry]]
    @exclusivity(unchecked) private var modals: [[Entry]] = []

    /// The most screens one stack may hold. Bounded so that every stack can be turned into a
    /// link that ``Deeplink`` accepts again (32 screens of at most two segments each fit its
    /// 64 segments), and so that no session grows a stack without end.
    public let maximumDepth: Int

    /// A navigator over `tabs`. Nothing is built until ``start()`` or a tab is selected.
    public init(modules: ModuleManager, tabs: [Tab], maximumDepth: Int = 32) {
        precondition(!tabs.isEmpty, "a navigator needs at least one tab")
        precondition(maximumDepth > 0, "a stack holds at least its root")
        self.modules = modules
        self.tabs = tabs
        self.maximumDepth = maximumDepth
        stacks = Array(repeating: [], count: tabs.count)
    }

    /// Throws ``ModuleError/stackFull(limit:)`` unless the visible stack has room for `count` more.
    private func checkRoom(for count: Int) throws(ModuleError) {
        guard visibleStack.count + count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
    }

    // MARK: What is shown

    /// The stack on screen: the topmost modal stack, or the selected tab's.
    public var visibleStack: [Entry] { modals.last ?? stacks[selectedTab] }

    /// The module on screen.
    public var top: Entry? { visibleStack.last }

    /// The stack of tab `index`, root first.
    public func stack(ofTab index: Int) -> [Entry] { stacks[index] }

    /// The modal stacks, bottom first.
    public var presented: [[Entry]] { modals }

    /// The index of the tab named `name`.
    public func tabIndex(named name: String) -> Int? { tabs.firstIndex { $0.name == name } }

    // MARK: Tabs

    /// Builds and shows the first tab's root.
    public func start() throws(ModuleError) {
        try select(tab: selectedTab)
    }

    /// Shows tab `index`, building its root the first time. Presented modals stay on top.
    public func select(tab index: Int) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            precondition(tabs.indices.contains(index), "no tab \(index)")
            let before = top
            if stacks[index].isEmpty {
                stacks[index] = [try makeEntry(tabs[index].root)]
            }
            selectedTab = index
            modules.tracer.record(.route, nil, summary: "select \(tabs[index].name)")
            changeTop(from: before, to: top)
        }
    }

    // MARK: Routing

    /// Builds a module for `context` and places it as `transition` says. `configure`, when
    /// given, receives the module's input before it appears; without it the transition still
    /// happens. Returns the new module's id.
    @discardableResult
    public func route<Context: BuildContext>(
        _ context: Context, _ transition: Transition, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try inTransition { () throws(ModuleError) -> ModuleID in
            try place(context, transition, configure: configure)
        }
    }

    private func place<Context: BuildContext>(
        _ context: Context, _ transition: Transition, configure: ((Context.Input) -> Void)?
    ) throws(ModuleError) -> ModuleID {
        var parentContainer: ModuleContainer?
        if case .push = transition { try checkRoom(for: 1) }
        if case .embed(let parentID, _) = transition {
            guard let parent = modules.module(parentID) else { throw .noSuchModule(parentID) }
            guard let container = parent.container else { throw .notAContainer(parentID) }
            parentContainer = container
        }
        let (module, id) = try modules.buildIdentified(context)
        configure?(module.input)
        let entry = Entry(id: id, module: module)
        modules.tracer.record(
            .route, modules.source(of: entry.id), summary: "\(transition) \(Context.typeName)")
        switch transition {
        case .push:
            let before = top
            if modals.isEmpty {
                stacks[selectedTab].append(entry)
            } else {
                modals[modals.count - 1].append(entry)
            }
            changeTop(from: before, to: entry)
        case .present:
            let before = top
            modals.append([entry])
            changeTop(from: before, to: entry)
        case .replaceRoot:
            let before = top
            let removed = visibleStack
            if modals.isEmpty { stacks[selectedTab] = [entry] } else { modals[modals.count - 1] = [entry] }
            changeTop(from: before, to: entry)
            retire(removed)
        case .embed(_, let slot):
            try parentContainer?.attach(module, to: slot)
        }
        return entry.id
    }

    /// Pushes `context`'s module on the visible stack.
    @discardableResult
    public func push<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .push, configure: configure)
    }

    /// Presents `context`'s module in a new modal stack.
    @discardableResult
    public func present<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .present, configure: configure)
    }

    /// Replaces the visible stack with `context`'s module alone.
    @discardableResult
    public func replaceRoot<Context: BuildContext>(
        _ context: Context, configure: ((Context.Input) -> Void)? = nil
    ) throws(ModuleError) -> ModuleID {
        try route(context, .replaceRoot, configure: configure)
    }

    /// Replaces the stack of tab `index` with modules built from `contexts` (root first), and
    /// selects that tab. Used to restore a stack from a link. Nothing changes if a build fails.
    public func setStack(_ contexts: [any BuildContext], ofTab index: Int) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            precondition(!contexts.isEmpty, "a stack needs a root")
            guard contexts.count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
            let entries = try makeEntries(contexts)
            let before = top
            let removed = stacks[index]
            let removedModals = modals.flatMap { $0 }
            modals.removeAll()
            stacks[index] = entries
            selectedTab = index
            modules.tracer.record(
                .route, nil, summary: "restore \(tabs[index].name) (\(entries.count) screens)")
            changeTop(from: before, to: top)
            retire(removed + removedModals)
        }
    }

    /// Pushes modules built from `contexts` on the visible stack, in order; only the last appears.
    public func push(all contexts: [any BuildContext]) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            guard !contexts.isEmpty else { return }
            try checkRoom(for: contexts.count)
            let entries = try makeEntries(contexts)
            let before = top
            if modals.isEmpty { stacks[selectedTab] += entries } else { modals[modals.count - 1] += entries }
            changeTop(from: before, to: top)
        }
    }

    // MARK: Going back

    /// Pops the visible stack's top screen. Throws ``NavigationError/atRoot`` at a root.
    public func pop() throws(NavigationError) {
        guard visibleStack.count > 1 else { throw .atRoot }
        close(top!.id)
    }

    /// Dismisses the topmost modal stack. Throws ``NavigationError/nothingPresented``.
    public func dismiss() throws(NavigationError) {
        guard let modal = modals.last else { throw .nothingPresented }
        close(modal[0].id)
    }

    /// Goes back one step: pops, or dismisses a modal at its root. Throws at a tab's root.
    public func back() throws(NavigationError) {
        guard let top else { throw .atRoot }
        if close(top.id) == .refusedAtTabRoot { throw .atRoot }
    }

    /// Closes module `id` wherever it is: pops it (with the screens above it) if its stack has
    /// more than one screen, else dismisses it if it is presented, else detaches it if it is
    /// embedded. Always returns how it ended.
    @discardableResult
    public func close(_ id: ModuleID) -> CloseResult {
        inTransition { () -> CloseResult in
            // Searched with `index(of:in:)`, not `firstIndex(where:)`: a closure made here is
            // main-actor isolated, and Swift checks the executor on each of its calls.
            for (modalIndex, modal) in modals.enumerated() {
                guard let index = Self.index(of: id, in: modal) else { continue }
                let before = top
                let removed: [Entry]
                let result: CloseResult
                if index > 0 {
                    removed = Array(modal[index...]) + modals[(modalIndex + 1)...].flatMap { $0 }
                    modals[modalIndex].removeSubrange(index...)
                    modals.removeSubrange((modalIndex + 1)...)
                    result = .popped
                } else {
                    removed = modals[modalIndex...].flatMap { $0 }
                    modals.removeSubrange(modalIndex...)
                    result = .dismissed
                }
                finishRemoval(of: removed, before: before, result: result)
                return result
            }
            for tabIndex in stacks.indices {
                // By index, holding no copy of the stack: removing from it then changes it in place.
                guard let index = Self.index(of: id, in: stacks[tabIndex]) else { continue }
                guard index > 0 else { return .refusedAtTabRoot }
                let before = top
                if index == stacks[tabIndex].count - 1 {
                    // The usual pop, of the top screen alone: no list of what was removed.
                    finishRemoval(
                        of: CollectionOfOne(stacks[tabIndex].removeLast()), before: before, result: .popped)
                } else {
                    let removed = Array(stacks[tabIndex][index...])
                    stacks[tabIndex].removeSubrange(index...)
                    finishRemoval(of: removed, before: before, result: .popped)
                }
                return .popped
            }
            for entry in allEntries {
                guard let module = modules.module(id),
                    let container = entry.module.container?.containerHolding(module)
                else {
                    continue
                }
                _ = container.detach(module: module)
                modules.tracer.record(.route, modules.source(of: id), summary: "detached")
                return .detached
            }
            return .notFound
        }
    }

    private func finishRemoval(of removed: some Collection<Entry>, before: Entry?, result: CloseResult) {
        modules.tracer.record(
            .route, removed.first.flatMap { modules.source(of: $0.id) }, summary: "\(result)")
        changeTop(from: before, to: top)
        retire(removed)
    }

    // MARK: Helpers

    /// Where the module `id` is in `stack`.
    private static func index(of id: ModuleID, in stack: [Entry]) -> Int? {
        for index in stack.indices where stack[index].id == id { return index }
        return nil
    }

    private var allEntries: [Entry] { stacks.flatMap { $0 } + modals.flatMap { $0 } }

    private func makeEntry(_ context: any BuildContext) throws(ModuleError) -> Entry {
        let (module, id) = try modules.buildIdentified(any: context)
        return Entry(id: id, module: module)
    }

    /// Entries for every context, or none: when one cannot be built, the ones built before it
    /// are closed (so their loads never start) and the error is thrown.
    private func makeEntries(_ contexts: [any BuildContext]) throws(ModuleError) -> [Entry] {
        var entries: [Entry] = []
        do {
            for context in contexts { entries.append(try makeEntry(context)) }
        } catch {
            retire(entries)
            throw error
        }
        return entries
    }

    /// Runs one transition: the loads and refreshes it asks for start at its end, once its
    /// modules are configured and placed (see ``ModuleManager``).
    private func inTransition<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        modules.transitionDepth += 1
        defer {
            modules.transitionDepth -= 1
            if modules.transitionDepth == 0 { modules.startPendingWork() }
        }
        return try body()
    }

    /// The lifecycle of a change of top screen: old willDisappear, new willAppear, old
    /// didDisappear, new didAppear. Nothing happens when the top did not change.
    private func changeTop(from old: Entry?, to new: Entry?) {
        guard old?.id != new?.id else { return }
        if let old { modules.sendLifecycle(.willDisappear, to: old.module) }
        if let new { modules.sendLifecycle(.willAppear, to: new.module) }
        if let old { modules.sendLifecycle(.didDisappear, to: old.module) }
        if let new { modules.sendLifecycle(.didAppear, to: new.module) }
    }

    /// Closes the removed modules (see ``ModuleManager/retire(_:)``).
    private func retire(_ entries: some Collection<Entry>) {
        for entry in entries { modules.retire(entry.module) }
    }
}

/// A tab of the navigator: its name and the context of its root screen.
public struct Tab: Sendable {
    /// What the tab is called (`feed`): how `tab NAME` and saved sessions find it.
    public let name: String
    /// The context its root module is built from.
    public let root: any BuildContext

    /// A tab called `name` whose stack starts with `root`'s module.
    public init(name: String, root: any BuildContext) {
        self.name = name
        self.root = root
    }
}

/// Why a navigation step could not happen.
public enum NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Back or pop at the root of a tab.
    case atRoot
    /// Dismiss with no modal presented.
    case nothingPresented

    public var description: String {
        switch self {
        case .atRoot: "already at the root of this tab"
        case .nothingPresented: "nothing is presented"
        }
    }
}
