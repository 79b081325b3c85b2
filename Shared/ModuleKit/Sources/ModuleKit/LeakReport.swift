/// A module that outlived its removal.
///
/// When a module is popped, dismissed or detached, the ``ModuleManager`` expects it to be
/// released: by the next idle point (``ModuleManager/idle()``), the module and everything it
/// owned must be gone. Whatever is still alive is reported with its id and routing context —
/// at once, not after a timer, and without crashing. A module whose work is still in flight (a
/// cancelled load finishing) is not judged yet: it is checked again later.
public struct LeakReport: Sendable, CustomStringConvertible {
    /// What the leaked module was built as.
    public let source: ModuleSource
    /// Its id.
    public var id: ModuleID { source.id }
    /// The flow that built it.
    public var routingContext: RoutingContext { source.routingContext }

    public var description: String {
        "\(id) (\(routingContext)) is still alive after it was removed"
    }
}
