/// The builders a ``ModuleManager`` builds with, one per context type, in registration order.
@MainActor
final class ModuleRegistry {
    private var builders: [ObjectIdentifier: RegisteredBuilder] = [:]
    /// Every registered feature, in registration order.
    private(set) var registrations: [ModuleRegistration] = []

    /// Registers `builder` for its context type. Returns `false` when a builder of the same
    /// name is registered for it already (the same feature, declared twice); throws when
    /// another one is.
    func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>) throws(ModuleError) -> Bool {
        let key = ObjectIdentifier(Context.self)
        if let registered = builders[key] as? TypedBuilder<Context> {
            guard registered.builder.name == builder.name else {
                throw .alreadyRegistered(contextType: Context.shortTypeName)
            }
            return false
        }
        builders[key] = TypedBuilder(builder)
        registrations.append(
            ModuleRegistration(
                name: builder.name, contextType: Context.shortTypeName,
                eventType: _typeName(Context.Event.self, qualified: false)))
        return true
    }

    /// The builder registered for `Context`; throws when there is none.
    func builder<Context: BuildContext>(for _: Context.Type) throws(ModuleError) -> ModuleBuilder<Context> {
        guard let registered = builders[ObjectIdentifier(Context.self)] else {
            throw .notRegistered(contextType: Context.shortTypeName)
        }
        // Registered under `Context`'s identifier, so it is a `TypedBuilder<Context>`.
        return (registered as! TypedBuilder<Context>).builder
    }
}

/// A registered builder, whatever its context type.
private class RegisteredBuilder {}

/// A registered builder of modules for `Context`.
private final class TypedBuilder<Context: BuildContext>: RegisteredBuilder {
    let builder: ModuleBuilder<Context>

    init(_ builder: ModuleBuilder<Context>) {
        self.builder = builder
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
