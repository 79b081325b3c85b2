/// Why a module did not perform an action, in one line for a person: any host shows it as is.
public struct ActionRefused: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, in a few words (`you already like p1`).
    public let reason: String

    /// A refusal for `reason`.
    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }

    /// The refusal of an action on a screen that has not loaded what it acts on: why the load
    /// failed, when it did.
    public static func notLoaded(failure: ModuleFailure?) -> ActionRefused {
        ActionRefused(failure?.message ?? "this screen has not loaded yet")
    }

    /// Runs `body`; an error it throws becomes a refusal with the error's own one-line
    /// description. How a presenter turns a failed service call into what the person reads.
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
            throw ActionRefused(String(describing: error))
        }
    }
}
