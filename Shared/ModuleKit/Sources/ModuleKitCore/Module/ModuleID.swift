/// The identity of one built module: its feature name and a serial number, e.g. `Feed#3`.
public struct ModuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name of the feature that built it.
    public let name: String
    /// Unique among the modules one ``ModuleManager`` built.
    public let serial: Int

    /// The id `name#serial`.
    init(name: String, serial: Int) {
        self.name = name
        self.serial = serial
    }

    public var description: String { "\(name)#\(serial)" }

    public static func < (lhs: ModuleID, rhs: ModuleID) -> Bool { lhs.serial < rhs.serial }

    /// Serials first: two different ids almost always differ there, and comparing them costs
    /// less than comparing names.
    public static func == (lhs: ModuleID, rhs: ModuleID) -> Bool {
        lhs.serial == rhs.serial && lhs.name == rhs.name
    }

    /// Hashes the serial alone: ids that are equal have equal serials, and hashing the name
    /// too made every lookup by id — several per module built or closed — hash a string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(serial)
    }
}

/// What a listener learns about the module an event came from: its id, the context it was
/// built from and the routing flow. Never the module itself.
///
/// A value with one reference inside, so handing it to every listener of every event costs
/// one reference count at most.
public struct ModuleSource: Sendable, CustomStringConvertible {
    private final class Storage: Sendable {
        let id: ModuleID
        let context: any BuildContext

        init(id: ModuleID, context: any BuildContext) {
            self.id = id
            self.context = context
        }
    }

    private let storage: Storage

    /// The source of the module `id`, built from `context` (by the manager that built it).
    init(id: ModuleID, context: any BuildContext) {
        storage = Storage(id: id, context: context)
    }

    /// The module's identity.
    public var id: ModuleID { storage.id }
    /// The context the module was built from.
    public var context: any BuildContext { storage.context }
    /// The routing flow that built the module.
    public var routingContext: RoutingContext { context.routingContext }

    /// The module's id and flow: `Feed#3 (feed)`.
    public var description: String { "\(id) (\(routingContext))" }
}
