/// The builders a ``ModuleManager`` builds with, one per context type, in registration order.
@MainActor
final class ModuleRegistry {
    private var builders: [ObjectIdentifier: Any] = [:]
    /// Every registered feature, in registration order.
    private(set) var registrations: [ModuleRegistration] = []

    /// Registers `builder` for its context type; throws when one is registered already.
    func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>) throws(ModuleError) {
        let key = ObjectIdentifier(Context.self)
        guard builders[key] == nil else { throw .alreadyRegistered(contextType: Context.typeName) }
        builders[key] = builder
        registrations.append(
            ModuleRegistration(
                name: builder.name, contextType: Context.typeName,
                eventType: _typeName(Context.Event.self, qualified: false)))
    }

    /// The builder registered for `Context`; throws when there is none.
    func builder<Context: BuildContext>(for _: Context.Type) throws(ModuleError) -> ModuleBuilder<Context> {
        guard let builder = builders[ObjectIdentifier(Context.self)] as? ModuleBuilder<Context> else {
            throw .notRegistered(contextType: Context.typeName)
        }
        return builder
    }
}

/// A registered feature, as `mosaic modules` lists it.
public struct ModuleRegistration: Sendable, Hashable {
    /// The feature's name.
    public let name: String
    /// The context type that builds it.
    public let contextType: String
    /// The type of the events it emits.
    public let eventType: String
}
