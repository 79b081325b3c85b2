/// Why a module could not be built or placed. Each case reads as one line for a person.
public enum ModuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No builder is registered for this context type.
    case notRegistered(contextType: String)
    /// A builder for this context type is registered already.
    case alreadyRegistered(contextType: String)
    /// The slot of the parent module already holds a child.
    case slotTaken(slot: String, parent: ModuleID)
    /// The slot of the parent module is empty.
    case slotEmpty(slot: String, parent: ModuleID)
    /// The module does not embed children.
    case notAContainer(ModuleID)
    /// No live module has this id.
    case noSuchModule(ModuleID)
    /// The stack holds the most screens a navigator allows.
    case stackFull(limit: Int)

    public var description: String {
        switch self {
        case .notRegistered(let type): "no module is registered for \(type)"
        case .alreadyRegistered(let type): "a module is registered for \(type) already"
        case .slotTaken(let slot, let parent): "slot '\(slot)' of \(parent) already holds a module"
        case .slotEmpty(let slot, let parent): "slot '\(slot)' of \(parent) is empty"
        case .notAContainer(let id): "\(id) does not embed modules"
        case .noSuchModule(let id): "no module \(id) is alive"
        case .stackFull(let limit): "this stack holds \(limit) screens, the most it may: go back first"
        }
    }
}
