/// Why a module did not perform an action, in one line for a person — any host shows it as is —
/// and of what kind: most refusals are the screen's own (``ModuleFailure/Kind/refused``), but a
/// service's answer keeps its kind (a post that does not exist is ``ModuleFailure/Kind/notFound``,
/// a page's 404; a service that is down ``ModuleFailure/Kind/unavailable``, a 503).
public struct ActionRefused: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, in a few words (`you already like p1`).
    public let reason: String
    /// What kind of failure the refusal is: ``ModuleFailure/Kind/refused`` unless it came from
    /// an error that knows its kind (see ``refusing(isolation:_:)``).
    public let kind: ModuleFailure.Kind

    /// The screen's own refusal, for `reason`.
    public init(_ reason: String) {
        self.init(.refused, reason)
    }

    /// A refusal of `kind`, said as `reason`.
    public init(_ kind: ModuleFailure.Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }

    /// The refusal of an action on a screen that has not loaded what it acts on: why the load
    /// failed (of the load's kind), when it did.
    public static func notLoaded(failure: ModuleFailure?) -> ActionRefused {
        guard let failure else { return ActionRefused("this screen has not loaded yet") }
        return ActionRefused(failure.kind, failure.message)
    }

    /// Runs `body`; an error it throws becomes a refusal as ``ModuleFailure/init(_:)`` reads it:
    /// an ``ActionRefused`` as it is, an error that knows its kind (``ModuleFailureConvertible``)
    /// with its kind and message, any other error ``ModuleFailure/Kind/unavailable`` in its own
    /// words. How a presenter turns a failed service call into what the person reads.
    ///
    /// ```swift
    /// try await ActionRefused.refusing { try await interactor.follow(user) }
    /// ```
    public static func refusing<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws(ActionRefused) -> Result {
        do {
            return try await body()
        } catch let refusal as ActionRefused {
            throw refusal
        } catch {
            let failure = ModuleFailure(error)
            throw ActionRefused(failure.kind, failure.message)
        }
    }
}
