/// A presenter that performs its screen's typed actions: what any host sends it, whatever it
/// parsed its input from (typed commands, taps, a test). An action names what it acts on by id,
/// never by where it is shown, so the same presenter serves every host.
///
/// ```swift
/// enum LikesAction: Sendable { case open(PostID), unlike(PostID) }
///
/// func perform(_ action: LikesAction) async throws(ActionRefused) {
///     switch action {
///     case .open(let post): events.emit(.openPost(post))
///     case .unlike(let post): try await ActionRefused.refusing { try await likes.setLiked(post, false) }
///     }
/// }
/// ```
@MainActor
public protocol ActionPerforming: AnyObject {
    /// What can be asked of the screen.
    associatedtype Action: Sendable
    /// Performs `action`, or refuses it (saying why) and changes nothing.
    func perform(_ action: Action) async throws(ActionRefused)
}

extension ActionPerforming {
    /// Performs `action` as a host sends it — a command typed, a button tapped — and records it
    /// in the trace: an `action` record (`like(p3)`) for the module whose work runs it, and a
    /// `refused` record with the reason when the presenter refuses it. Hosts send actions
    /// from the module's ordered lane, so that they run after its load and one at a time:
    ///
    /// ```swift
    /// module.work.enqueue {
    ///     do throws(ActionRefused) { try await presenter.send(.like(post)) } catch { show(error.reason) }
    /// }
    /// ```
    public func send(_ action: Action) async throws(ActionRefused) {
        let work = ModuleOwnership.runningWork
        work?.record(.action, "\(action)")
        do {
            try await perform(action)
        } catch {
            work?.record(.refused, "\(action): \(error.reason)")
            throw error
        }
    }
}

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
    public static func notLoaded(failure: String?) -> ActionRefused {
        ActionRefused(failure ?? "this screen has not loaded yet")
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
