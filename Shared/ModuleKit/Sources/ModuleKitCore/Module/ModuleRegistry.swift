/// The builders a ``ModuleManager`` builds with, one per context type, in registration order.
@MainActor
final class ModuleRegistry {
    /// What it holds; a value, so that a registration that fails half-way is undone whole.
    struct Snapshot {
        var builders: [ObjectIdentifier: RegisteredBuilder] = [:]
        var registrations: [ModuleRegistration] = []
    }

    private(set) var snapshot = Snapshot()
    /// Every registered feature, in registration order.
    var registrations: [ModuleRegistration] { snapshot.registrations }

    /// Registers `builder` for its context type, as `registrant` asked (the app, or a parent
    /// that declares it). Returns `false` when that same builder is registered already (a copy
    /// of it: the app's and a parent's); throws when another one is, whatever its name.
    func register<Context: BuildContext>(_ builder: ModuleBuilder<Context>, by registrant: String)
        throws(ModuleError) -> Bool
    {
        let key = ObjectIdentifier(Context.self)
        if let registered = snapshot.builders[key] {
            guard registered.identity !== builder.identity else { return false }
            throw .alreadyRegistered(
                contextType: Context.shortTypeName,
                registered: "'\(registered.name)' (\(registered.registrant))",
                refused: "'\(builder.name)' (\(registrant))")
        }
        snapshot.builders[key] = TypedBuilder(builder, registrant: registrant)
        snapshot.registrations.append(
            ModuleRegistration(
                name: builder.name, contextType: Context.shortTypeName,
                eventType: _typeName(Context.Event.self, qualified: false)))
        return true
    }

    /// Puts back what it held at `snapshot`.
    func restore(_ snapshot: Snapshot) {
        self.snapshot = snapshot
    }

    /// The builder registered for `Context`; throws when there is none.
    func builder<Context: BuildContext>(for _: Context.Type) throws(ModuleError) -> ModuleBuilder<Context> {
        guard let registered = snapshot.builders[ObjectIdentifier(Context.self)] else {
            throw .notRegistered(contextType: Context.shortTypeName)
        }
        // Registered under `Context`'s identifier, so it is a `TypedBuilder<Context>`.
        return (registered as! TypedBuilder<Context>).builder
    }
}

/// A registered builder, whatever its context type.
class RegisteredBuilder {
    /// Its feature's name.
    let name: String
    /// Which builder it is (see ``ModuleBuilder/identity``).
    let identity: BuilderIdentity
    /// Who registered it: the app, or a parent that declares it.
    let registrant: String

    init(name: String, identity: BuilderIdentity, registrant: String) {
        self.name = name
        self.identity = identity
        self.registrant = registrant
    }
}

/// A registered builder of modules for `Context`.
private final class TypedBuilder<Context: BuildContext>: RegisteredBuilder {
    let builder: ModuleBuilder<Context>

    init(_ builder: ModuleBuilder<Context>, registrant: String) {
        self.builder = builder
        super.init(name: builder.name, identity: builder.identity, registrant: registrant)
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
