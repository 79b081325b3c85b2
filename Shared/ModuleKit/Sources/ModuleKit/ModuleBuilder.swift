/// How to build one feature's module from its context: the recipe a feature exports.
///
/// The builder captures the module's dependencies when it is made, so whoever holds it
/// builds modules from contexts alone and never names the implementation type.
///
/// ```swift
/// public enum FeedFeature {
///     public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
///         ModuleBuilder(name: "Feed") { context in
///             FeedModule.make(context: context, interactor: FeedInteractor(dependencies))
///         }
///     }
/// }
/// ```
///
/// A module that embeds submodules of its own declares their builders, and builds them
/// through the ``Submodules`` it is given — so every submodule is announced to listeners,
/// tracked for leaks, traced, prepared and refreshed like any module:
///
/// ```swift
/// let header = ModuleBuilder<HeaderContext>(name: "Header") { context in HeaderModule.make(context: context) }
/// ModuleBuilder(name: "Profile", submodules: [header.asSubmodule]) { context, submodules throws(ModuleError) in
///     let header = try submodules.build(
///         HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
///     return try ProfileModule.make(context: context, header: header)
/// }
/// ```
public struct ModuleBuilder<Context: BuildContext>: Sendable {
    /// The feature's name, used in module ids (`Feed#3`), listings and traces.
    public let name: String
    /// The builders of the submodules this module builds itself; registered with it.
    public let submodules: [SubmoduleBuilder]
    @usableFromInline let make:
        @MainActor @Sendable (Context, Submodules) throws(ModuleError) -> any ModuleProtocol<Context>
    /// Makes the dispatcher of a built module's events. The initialisers are inlinable so that
    /// this is compiled where `Context` is known: made in ModuleKit's generic code, every
    /// dispatcher looked its types up at run time (a fortieth of a build → render → close).
    @usableFromInline let makeDispatcher:
        @MainActor @Sendable (ModuleSource, DeliveryReports) -> EventDispatcher<Context.Event>

    /// A builder of modules that embed no submodules of their own.
    @inlinable
    public init(name: String, _ make: @escaping @MainActor @Sendable (Context) -> any ModuleProtocol<Context>)
    {
        self.init(name: name, submodules: []) { context, _ in make(context) }
    }

    /// A builder of modules that build `submodules` themselves, through the ``Submodules``
    /// handed to `make`. A submodule that cannot be built fails the build of the module.
    @inlinable
    public init(
        name: String, submodules: [SubmoduleBuilder],
        _ make:
            @escaping @MainActor @Sendable (Context, Submodules) throws(ModuleError) -> any ModuleProtocol<
                Context
            >
    ) {
        self.name = name
        self.submodules = submodules
        self.make = make
        makeDispatcher = { ModuleEventDispatcher<Context.Event>(source: $0, reports: $1) }
    }

    /// This builder as a submodule of another module's builder.
    public var asSubmodule: SubmoduleBuilder {
        SubmoduleBuilder { manager throws(ModuleError) in try manager.register(self) }
    }
}

/// The builder of a submodule, as its parent's builder declares it (``ModuleBuilder/asSubmodule``).
public struct SubmoduleBuilder: Sendable {
    let register: @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void
}

/// What a module's assembly builds its own submodules with: the manager that is building the
/// module, so submodules are announced, tracked, traced, prepared and refreshed like it.
@MainActor
public struct Submodules {
    private weak var manager: ModuleManager?

    init(manager: ModuleManager) {
        self.manager = manager
    }

    /// Builds the submodule for `context` with the builder its parent declared.
    public func build<Child: BuildContext>(_ context: Child) throws(ModuleError) -> any ModuleProtocol<Child>
    {
        guard let manager else { throw .notRegistered(contextType: Child.typeName) }
        return try manager.build(context)
    }
}

/// Builds modules of one context type through a ``ModuleManager``, so that each is announced
/// to the listeners, tracked for leaks and prepared. This is what the app injects into a
/// feature that embeds another (Profile gets a `ModuleFactory<FeedContext>`).
@MainActor
public struct ModuleFactory<Context: BuildContext> {
    private weak var manager: ModuleManager?

    init(manager: ModuleManager) {
        self.manager = manager
    }

    /// A factory whose every build fails: for a feature run without the one it embeds.
    public static var unavailable: ModuleFactory<Context> { ModuleFactory() }

    private init() { manager = nil }

    /// Builds a module for `context`. Throws ``ModuleError/notRegistered(contextType:)`` when
    /// the manager has no builder for the context type.
    public func build(_ context: Context) throws(ModuleError) -> any ModuleProtocol<Context> {
        guard let manager else { throw .notRegistered(contextType: Context.typeName) }
        return try manager.build(context)
    }
}
