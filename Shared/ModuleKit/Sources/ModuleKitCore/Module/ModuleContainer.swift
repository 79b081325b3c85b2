/// A parent module's children: what its builder builds them with, and the named slots it
/// attaches them to.
///
/// ModuleKit hands one to the builder of every module that declares submodules (see
/// ``ModuleBuilder``), and it becomes the module's ``ModuleProtocol/container``. Children are
/// built through the manager, so they are announced like any module: the app's listeners hear
/// their events with the child's own routing context, and the parent hears them too through
/// `onEvent`. Children follow the parent's appearance: attached to a visible parent they
/// appear, detached they disappear — and they must then be released. They close with it.
///
/// ```swift
/// let posts = try children.build(
///     FeedContext(source: .user(id), routingContext: context.routingContext.child("posts")))
/// try children.attach(posts, to: "posts") { event in heard.append(event) }  // the parent hears it too
/// ```
///
/// A value: the children are the parent's own, kept with its work and closed with it, and every
/// copy of its container — the presenter's, the view's, ``ModuleProtocol/container`` — names
/// them. A view keeps one as a plain `let`.
@MainActor
public struct ModuleContainer {
    /// The parent's children.
    let slots: ChildSlots

    /// The container of a module `manager` is building, with every slot empty.
    init(manager: ModuleManager) {
        slots = ChildSlots(manager: manager)
    }

    /// The container whose children `slots` are.
    init(_ slots: ChildSlots) {
        self.slots = slots
    }

    private typealias Child = ChildSlots.Child
    private var children: [Child] { slots.children }
    private var manager: ModuleManager? { slots.manager }
    /// Whether the parent is on screen now.
    var isShown: Bool { slots.isShown }

    /// Builds the child for `context` with the builder its parent declared. Attach it to a
    /// slot (an unattached child is a leak once the parent goes).
    public func build<Child: BuildContext>(_ context: Child) throws(ModuleError) -> any ModuleProtocol<Child>
    {
        guard let manager else { throw .notRegistered(contextType: Child.shortTypeName) }
        return try manager.build(context)
    }

    /// Called by the ``ModuleManager`` that built the parent, once it has an id.
    func adopt(by owner: ModuleID) {
        slots.ownerID = owner
        guard let manager else { return }
        // Children attached while the parent was assembled, before the manager knew it.
        for child in children {
            if let id = manager.id(of: child.module) { manager.setParent(of: id, to: slots) }
        }
    }

    /// The occupied slots, in the order their children were attached.
    var slotNames: [String] { children.map(\.slot) }

    /// The module in `slot`, if any.
    public func child(in slot: String) -> (any ModuleProtocol)? {
        children.first { $0.slot == slot }?.module
    }

    /// Every attached child, in attachment order.
    public var modules: [any ModuleProtocol] { children.map(\.module) }

    /// The id the manager gave the child in `slot`, if any: how a host matches what it shows
    /// of an embedded child to that child's trace records and changes (``ModuleChange``).
    public func childID(in slot: String) -> ModuleID? {
        child(in: slot).flatMap { manager?.id(of: $0) }
    }

    /// Attaches `child` to the empty `slot`. Throws ``ModuleError/slotTaken(slot:parent:)`` when
    /// the slot holds a module already.
    public func attach(_ child: any ModuleProtocol, to slot: String) throws(ModuleError) {
        try insert(Child(slot: slot, module: child, stopHearing: nil))
    }

    /// Attaches `child` to `slot` and calls `onEvent` with each of its events while it stays
    /// attached.
    public func attach<Context: BuildContext>(
        _ child: any ModuleProtocol<Context>, to slot: String, onEvent: @escaping (Context.Event) -> Void
    ) throws(ModuleError) {
        guard self.child(in: slot) == nil else { throw .slotTaken(slot: slot, parent: parentID) }
        try insert(Child(slot: slot, module: child, stopHearing: child.events.heard(by: onEvent)))
    }

    private func insert(_ child: Child) throws(ModuleError) {
        guard self.child(in: child.slot) == nil else { throw .slotTaken(slot: child.slot, parent: parentID) }
        slots.children.append(child)
        if let id = manager?.id(of: child.module) { manager?.setParent(of: id, to: slots) }
        if isShown {
            deliver(.willAppear, to: child.module)
            deliver(.didAppear, to: child.module)
        }
    }

    /// Brings the children (but `except`) up to date: each loaded child's
    /// ``ModuleProtocol/refresh()`` starts once the current event has reached everyone. What a
    /// parent does when one child changed something the others show.
    public func refreshChildren(except: AnyObject? = nil) {
        for child in children where child.module !== except { manager?.appeared(child.module) }
    }

    /// Detaches the child in `slot`: it disappears if the parent is visible, stops reaching the
    /// parent, and must be released by the next idle point (see ``ModuleManager/reachIdlePoint()``).
    /// Throws ``ModuleError/slotEmpty(slot:parent:)`` when nothing is attached there.
    public func detach(_ slot: String) throws(ModuleError) {
        guard let index = children.firstIndex(where: { $0.slot == slot }) else {
            throw .slotEmpty(slot: slot, parent: parentID)
        }
        let child = slots.children.remove(at: index)
        child.stopHearing?()
        if let id = manager?.id(of: child.module) { manager?.setParent(of: id, to: nil) }
        if isShown {
            deliver(.willDisappear, to: child.module)
            deliver(.didDisappear, to: child.module)
        }
        child.module.work.close()
    }

    /// Detaches `module` wherever it is attached. Returns `false` when it is not a child here.
    func detach(module: AnyObject) -> Bool {
        guard let child = children.first(where: { $0.module === module }) else { return false }
        try? detach(child.slot)
        return true
    }

    /// Sends a lifecycle change to the parent's children (the parent got it already).
    func parentChanged(_ change: Lifecycle) {
        switch change {
        case .willAppear, .didAppear: slots.isShown = true
        case .willDisappear, .didDisappear: slots.isShown = change == .willDisappear
        }
        for child in children { deliver(change, to: child.module) }
    }

    private func deliver(_ change: Lifecycle, to module: any ModuleProtocol) {
        module.send(change, manager: manager)
    }

    private var parentID: ModuleID { slots.ownerID ?? ModuleID(name: "unmanaged", serial: 0) }
}

extension ModuleProtocol {
    /// Delivers a lifecycle change to this module, then to the modules embedded in it.
    func send(_ change: Lifecycle, manager: ModuleManager?) {
        manager?.recordLifecycle(change, of: self)
        if change == .didAppear { manager?.appeared(self) }
        lifecycleChanged(change)
        container?.parentChanged(change)
    }
}
