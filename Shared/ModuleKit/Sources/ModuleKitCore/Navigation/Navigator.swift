/// Where modules are shown: tabs, a stack of screens per tab, and a modal layer above them.
///
/// The navigator builds modules from contexts through its ``ModuleManager`` and places them
/// (``push(_:configure:)``, ``present(_:configure:)``, ``replaceRoot(_:configure:)``, or a
/// whole stack from a link). It sends each module its lifecycle changes exactly once per
/// transition, in order, and tells the manager what it removed (which must then be released).
/// A module inside another is not the navigator's: its parent builds it (see ``ModuleContainer``).
///
/// ```swift
/// let navigator = Navigator(
///     modules: modules,
///     tabs: [
///         Tab(name: "feed", root: FeedContext(source: .home, routingContext: "feed"))
///     ])
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
        /// The context the module shows (see ``ModuleProtocol/context``).
        public var context: any BuildContext { module.context }
    }

    /// How a module is placed.
    enum Move: Sendable, Hashable {
        /// On top of the visible stack.
        case push
        /// In a new modal stack above everything.
        case present
        /// As the only screen of the visible stack.
        case replaceRoot
    }

    /// How a ``close(_:)`` ended: what the trace records.
    enum Closing: Sendable, Hashable {
        /// The module and the screens above it were popped.
        case popped
        /// The modal stack it was the root of was dismissed.
        case dismissed
        /// It was detached from its parent's slot.
        case detached
    }

    /// The builder of every module shown here.
    public let modules: ModuleManager
    /// The same manager, as the navigator uses it: through what it may ask (``NavigatedModules``)
    /// and nothing else of its parts.
    var manager: any NavigatedModules { modules }
    /// The tabs, in order.
    public let tabs: [Tab]
    /// The index of the selected tab.
    public internal(set) var selectedTab: Int = 0
    /// Whether a navigation's removed screens wait in ``leftScreens`` instead of closing at once:
    /// set by the session that holds the navigator (``HostSession``), whose way back may put
    /// them back, the same modules, when what replaced them cannot load.
    var keepsLeftScreens = false
    /// The screens a navigation removed, not closed yet (see ``keepsLeftScreens``).
    var leftScreens: [Entry] = []

    var stacks: [[Entry]]
    var modals: [[Entry]] = []

    /// The most screens one stack may hold. Bounded so that every stack can be turned into a
    /// link that the app's ``Deeplinks`` read again (32 screens of at most two segments each fit a
    /// link's 64 segments), and so that no session grows a stack without end.
    let maximumDepth: Int

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
    func checkRoom(for count: Int) throws(ModuleError) {
        guard visibleStack.count + count <= maximumDepth else { throw .stackFull(limit: maximumDepth) }
    }

    // MARK: What is shown

    /// The stack on screen: the topmost modal stack, or the selected tab's.
    public var visibleStack: [Entry] { modals.last ?? stacks[selectedTab] }

    /// The module on screen.
    public var top: Entry? { visibleStack.last }

    /// The stack of tab `index`, root first.
    func stack(ofTab index: Int) -> [Entry] { stacks[index] }

    /// The modal stacks, bottom first.
    var modalStacks: [[Entry]] { modals }

    /// The index of the tab named `name`.
    public func tabIndex(named name: String) -> Int? { tabs.firstIndex { $0.name == name } }

    // MARK: Tabs

    /// Builds and shows the selected tab's root (the first tab's, unless one was selected), once:
    /// a navigator that shows a screen already is left as it is, so a second call (an app's
    /// start-up, then a test kit's) changes nothing.
    public func start() throws(ModuleError) {
        guard top == nil else { return }
        try select(tab: selectedTab)
    }

    /// Shows tab `index`, building its root the first time. Presented modals stay on top (a
    /// host's session closes them: see ``HostInput/selectTab(_:)``).
    public func select(tab index: Int) throws(ModuleError) {
        try select(tab: index, closingPresented: false)
    }

    /// Shows tab `index`, building its root the first time, and — when `closingPresented` — closes
    /// every stack presented over the tabs in the same transition. Nothing changes when the root
    /// cannot be built.
    func select(tab index: Int, closingPresented: Bool) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            precondition(tabs.indices.contains(index), "no tab \(index)")
            let before = top
            if stacks[index].isEmpty { stacks[index] = [try makeEntry(tabs[index].root)] }
            let closed = closingPresented ? modals.flatMap { $0 } : []
            if closingPresented { modals.removeAll() }
            selectedTab = index
            manager.recordRoute(
                of: nil,
                "select \(tabs[index].name)\(closed.isEmpty ? "" : ", \(closed.count) presented closed")")
            changeTop(from: before, to: top)
            retire(closed)
        }
    }

    /// Builds the root of tab `index`, not shown yet, without selecting the tab.
    func buildRoot(ofTab index: Int) throws(ModuleError) {
        try inTransition { () throws(ModuleError) in
            stacks[index] = [try makeEntry(tabs[index].root)]
        }
    }

    // MARK: Helpers

    /// Where the module `id` is in `stack`.
    static func index(of id: ModuleID, in stack: [Entry]) -> Int? {
        for index in stack.indices where stack[index].id == id { return index }
        return nil
    }

    func makeEntry(_ context: any BuildContext) throws(ModuleError) -> Entry {
        let (module, id) = try manager.buildIdentified(any: context)
        return Entry(id: id, module: module)
    }

    /// Entries for every context, or none: when one cannot be built, the ones built before it
    /// are closed (so their loads never start) and the error is thrown.
    func makeEntries(_ contexts: [any BuildContext]) throws(ModuleError) -> [Entry] {
        var entries: [Entry] = []
        do {
            for context in contexts { entries.append(try makeEntry(context)) }
        } catch {
            close(entries)
            throw error
        }
        return entries
    }

    /// Runs one transition: the loads and refreshes it asks for start at its end, once its
    /// modules are configured and placed (see ``ModuleManager``), and a host hears that the
    /// screens changed (``ModuleChange/screens``) just before.
    func inTransition<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        try manager.transition(body)
    }

    /// The lifecycle of a change of top screen: old willDisappear, new willAppear, old
    /// didDisappear, new didAppear. Nothing happens when the top did not change.
    func changeTop(from old: Entry?, to new: Entry?) {
        guard old?.id != new?.id else { return }
        if let old { manager.sendLifecycle(.willDisappear, to: old.module) }
        if let new { manager.sendLifecycle(.willAppear, to: new.module) }
        if let old { manager.sendLifecycle(.didDisappear, to: old.module) }
        if let new { manager.sendLifecycle(.didAppear, to: new.module) }
    }

    /// The modules a navigation removed: closed now — or, in a navigator a session holds
    /// (``keepsLeftScreens``), kept aside in ``leftScreens`` until the session closes them.
    func retire(_ entries: some Collection<Entry>) {
        if keepsLeftScreens { leftScreens += entries } else { close(entries) }
    }

    /// Closes `entries` (see ``ModuleManager/retire(_:)``).
    func close(_ entries: some Collection<Entry>) {
        for entry in entries { entry.module.work.close() }
    }

    /// Closes the screens the person left that a way back no longer needs (``leftScreens``):
    /// a session's decision, once what it opened loaded, or was undone.
    func closeLeftScreens() {
        let left = leftScreens
        leftScreens = []
        close(left)
    }
}
