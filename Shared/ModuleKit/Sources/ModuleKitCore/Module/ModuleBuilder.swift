/// How to build one feature's module from its context: the recipe a feature exports.
///
/// The builder captures the module's dependencies when it is made, so whoever holds it
/// builds modules from contexts alone and never names the implementation type.
///
/// ```swift
/// public enum FeedFeature {
///     public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
///         ModuleBuilder(name: "Feed") { _, events in
///             FeedPresenter(interactor: FeedInteractor(dependencies), events: events)
///         } view: { presenter in
///             FeedView(presenter: presenter)
///         }
///     }
/// }
/// ```
///
/// A screen is a presenter and a view (``init(name:presenter:view:input:)``); a module written
/// by hand — a ``ModuleProtocol`` of its own — is built by ``init(name:_:)``.
///
/// A module that embeds others — a part of its own, or another feature the app hands it as a
/// dependency — declares their builders, builds them with the ``ModuleContainer`` it is handed
/// and attaches them there. That is the one way to make a child: every child is registered
/// with its parent, announced to listeners, tracked for leaks, traced and loaded like any
/// module, and it appears, disappears and closes with its parent — nothing to wire.
///
/// ```swift
/// let header = ModuleBuilder<HeaderContext>(name: "Header") { context, _ in
///     HeaderPresenter(user: context.user)
/// } view: { presenter in
///     HeaderView(presenter: presenter)
/// }
/// let profile = ModuleBuilder<ProfileContext>(name: "Profile", submodules: header, dependencies.posts) {
///     context, children, _ throws(ModuleError) in
///     let header = try children.build(
///         HeaderContext(user: context.user, routingContext: context.routingContext.child("header")))
///     try children.attach(header, to: "header")
///     return ProfilePresenter()
/// } view: { presenter, children in
///     ProfileView(presenter: presenter, children: children)
/// }
/// ```
public struct ModuleBuilder<Context: BuildContext>: Sendable {
    /// The feature's name, used in module ids (`Feed#3`), listings and traces.
    public let name: String
    /// This builder, however many times it is copied: registering it again (the app and a
    /// parent that embeds it) does nothing, while another builder for the same context is refused.
    @usableFromInline let identity: BuilderIdentity
    /// Registers the builders of the submodules this module builds itself.
    @usableFromInline let registerSubmodules: @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void
    /// Whether the modules it builds embed children: only those are handed a container.
    @usableFromInline let embeds: Bool
    @usableFromInline let make:
        @MainActor @Sendable (Context, ModuleContainer?) throws(ModuleError) -> any ModuleProtocol<Context>
    /// Makes the dispatcher of a built module's events. The initialisers are inlinable so that
    /// this is compiled where `Context` is known: made in ModuleKit's generic code, every
    /// dispatcher looked its types up at run time (a fortieth of a build → render → close).
    @usableFromInline let makeDispatcher:
        @MainActor @Sendable (ModuleSource, DeliveryReports) -> EventDispatcher<Context.Event>

    /// A builder of modules written by hand (a ``ModuleProtocol`` of their own) that embed no
    /// submodules.
    @inlinable
    public init(name: String, _ make: @escaping @MainActor @Sendable (Context) -> any ModuleProtocol<Context>)
    {
        self.init(
            name: name, embeds: false, registering: { _ throws(ModuleError) in },
            make: { context, _ in make(context) })
    }

    /// A builder of modules written by hand that build `submodules` themselves, with the
    /// ``ModuleContainer`` handed to `make`, and attach them there. A submodule that cannot be built fails the
    /// build of the module (unless `make` catches the error). The same builder declared by two
    /// parents, or registered by the app too (Profile embeds the Feed the app shows in a tab),
    /// is registered once; another builder for a context type registered already is refused
    /// (``ModuleError/alreadyRegistered(contextType:registered:refused:)``).
    @inlinable
    public init<each Child: BuildContext>(
        name: String, submodules: repeat ModuleBuilder<each Child>,
        make:
            @escaping @MainActor @Sendable (Context, ModuleContainer) throws(ModuleError) ->
            any ModuleProtocol<Context>
    ) {
        // One closure chained per submodule, not an array of them: an array of typed-throws
        // closures needs runtime support that macOS 14 and iOS 17 do not have.
        var registering: @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void = {
            _ throws(ModuleError) in
        }
        for submodule in repeat each submodules {
            registering = Self.registration(of: submodule, in: name, after: registering)
        }
        self.init(
            name: name, embeds: true, registering: registering,
            // The manager hands a container to every builder that embeds.
            make: { context, children throws(ModuleError) in try make(context, children!) })
    }

    @inlinable
    init(
        name: String, embeds: Bool,
        registering: @escaping @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void,
        make:
            @escaping @MainActor @Sendable (Context, ModuleContainer?) throws(ModuleError) ->
            any ModuleProtocol<Context>
    ) {
        self.name = name
        identity = BuilderIdentity()
        self.embeds = embeds
        registerSubmodules = registering
        self.make = make
        makeDispatcher = { EventDispatcher<Context.Event>(source: $0, reports: $1) }
    }

    /// What registers the submodules `before` does, then `submodule`, declared by the feature
    /// named `parent`, with a manager.
    @inlinable
    static func registration<Child: BuildContext>(
        of submodule: ModuleBuilder<Child>, in parent: String,
        after before: @escaping @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void
    ) -> @MainActor @Sendable (ModuleManager) throws(ModuleError) -> Void {
        { manager throws(ModuleError) in
            try before(manager)
            try manager.register(submodule, by: "a submodule of '\(parent)'")
        }
    }
}

/// What makes two copies of a ``ModuleBuilder`` the same builder.
@usableFromInline
final class BuilderIdentity: Sendable {
    @usableFromInline init() {}
}
