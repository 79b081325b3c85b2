/// How to build one feature's module from its context: the recipe a feature exports.
///
/// The builder captures the module's dependencies when it is made, so whoever holds it
/// builds modules from contexts alone and never names the implementation type.
///
/// ```swift
/// public enum FeedFeature {
///     public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
///         ModuleBuilder(name: "Feed") { context in FeedModule(context: context, dependencies: dependencies) }
///     }
/// }
/// ```
public struct ModuleBuilder<Context: BuildContext>: Sendable {
    /// The feature's name, used in module ids (`Feed#3`), listings and traces.
    public let name: String
    let make: @MainActor @Sendable (Context) -> any ModuleProtocol<Context>

    public init(name: String, _ make: @escaping @MainActor @Sendable (Context) -> any ModuleProtocol<Context>)
    {
        self.name = name
        self.make = make
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
