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
/// A module that embeds others — a part of its own, or another feature the app hands it as a
/// dependency — declares their builders and builds them through the ``Submodules`` it is given.
/// That is the one way to make a child: every submodule is registered with its parent,
/// announced to listeners, tracked for leaks, traced, loaded, refreshed and closed like any module.
///
/// ```swift
/// let header = ModuleBuilder<HeaderContext>(name: "Header") { context in HeaderModule.make(context: context) }
/// ModuleBuilder(name: "Profile", submodules: header, dependencies.posts) { context, submodules throws(ModuleError) in
///     let header = try submodules.build(
///         HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
///     return try ProfileModule.make(context: context, header: header)
/// }
/// ```
public struct ModuleBuilder<Context: BuildContext>: Sendable {
    /// The feature's name, used in module ids (`Feed#3`), listings and traces.
    public let name: String
    /// Registers the builders of the submodules this module builds itself.
    @usableFromInline let registerSubmodules: @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void
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
        self.init(name: name, registering: { _ throws(ModuleError) in }) { context, _ in make(context) }
    }

    /// A builder of modules that build `submodules` themselves, through the ``Submodules``
    /// handed to `make`. A submodule that cannot be built fails the build of the module. A
    /// submodule declared by two parents, or registered by the app too (Profile embeds the
    /// Feed the app shows in a tab), is registered once.
    @inlinable
    public init<each Child: BuildContext>(
        name: String, submodules: repeat ModuleBuilder<each Child>,
        make:
            @escaping @MainActor @Sendable (Context, Submodules) throws(ModuleError) -> any ModuleProtocol<
                Context
            >
    ) {
        var registrations: [@MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void] = []
        for submodule in repeat each submodules { registrations.append(Self.registration(of: submodule)) }
        let all = registrations
        self.init(
            name: name,
            registering: { manager throws(ModuleError) in
                for register in all { try register(manager) }
            }, make)
    }

    @inlinable
    init(
        name: String, registering: @escaping @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void,
        _ make:
            @escaping @MainActor @Sendable (Context, Submodules) throws(ModuleError) -> any ModuleProtocol<
                Context
            >
    ) {
        self.name = name
        registerSubmodules = registering
        self.make = make
        makeDispatcher = { ModuleEventDispatcher<Context.Event>(source: $0, reports: $1) }
    }

    /// What registers `submodule` with a manager.
    @inlinable
    static func registration<Child: BuildContext>(of submodule: ModuleBuilder<Child>)
        -> @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void
    {
        { manager throws(ModuleError) in try manager.register(submodule) }
    }
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
