/// What a parent module's children are: the modules attached to its named slots, whether the
/// parent is on screen, and who it is. Kept by the parent's work until it closes (see
/// ``ModuleLifetime``), and by the records of its children (``LiveModules``); read and changed
/// through ``ModuleContainer`` alone.
@MainActor
final class ChildSlots {
    struct Child {
        let slot: String
        let module: any ModuleProtocol
        /// Ends the parent's hearing of the child's events, when it hears them.
        let stopHearing: (@MainActor () -> Void)?
    }

    /// The attached children, in attachment order.
    var children: [Child] = []
    /// Whether the parent is on screen now.
    var isShown = false
    /// The parent's id, once its manager gave it one.
    var ownerID: ModuleID?
    /// The manager building the parent and its children.
    weak var manager: ModuleManager?

    init(manager: ModuleManager) {
        self.manager = manager
    }
}
