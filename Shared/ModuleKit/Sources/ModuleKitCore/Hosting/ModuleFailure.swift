/// Something that failed, typed so that each host answers it in its own terms — a web page by
/// its status (404, 503, 409, 400), a terminal by one `error:` line — and one line for a person.
/// A screen's load failure (``LoadingState/error``), a refused action, a link that opens
/// nothing and a navigation that could not be made are all one.
///
/// ```swift
/// } catch {
///     store.update { $0.error = ModuleFailure(error) }  // a service's "not found" stays one
/// }
/// ```
public struct ModuleFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Kind: Sendable, Hashable {
        /// What was asked for does not exist: a link no route takes, an id no service knows.
        case notFound
        /// What was asked for exists but cannot be had now: a service or a file failed.
        case unavailable
        /// The screen would not do it, saying why: a refused action, `back` at the first screen.
        case refused
        /// What was given could not be read: a form or an input that is not what it should be.
        case invalid
    }

    /// What kind of failure it is.
    public let kind: Kind
    /// The failure in one line for a person (`post p9 not found`).
    public let message: String

    /// A failure of `kind`, said as `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// `error` as a failure: a ``ModuleFailure`` as it is; an error that knows its kind
    /// (``ModuleFailureConvertible``) as it says; an ``ActionRefused`` of its kind; a
    /// ``ModuleError`` by its case; any other error unavailable, in its own words.
    public init(_ error: any Error) {
        switch error {
        case let failure as ModuleFailure: self = failure
        case let convertible as any ModuleFailureConvertible: self = convertible.moduleFailure
        case let refusal as ActionRefused: self.init(refusal.kind, refusal.reason)
        case let error as ModuleError: self.init(error.failureKind, error.description)
        default: self.init(.unavailable, String(describing: error))
        }
    }

    /// `error` as a failure of its own kind, said after `context` (`cannot load posts: …`).
    public init(_ error: any Error, context: String) {
        let failure = ModuleFailure(error)
        self.init(failure.kind, "\(context): \(failure.message)")
    }

    public var description: String { message }
}

/// An error that knows what kind of failure it is: a service's "not found" is a page's 404.
public protocol ModuleFailureConvertible: Error {
    /// The error as a failure.
    var moduleFailure: ModuleFailure { get }
}

extension ModuleError {
    /// A link that names nothing is not found; a move the navigator will not make is refused; a
    /// module that cannot be built or linked is unavailable.
    var failureKind: ModuleFailure.Kind {
        switch self {
        case .malformed, .tooLong, .unknownScheme, .unknownRoute, .missingParameter, .malformedParameter,
            .empty, .noLinks:
            .notFound
        case .stackFull, .atRoot, .nothingPresented: .refused
        case .notRegistered, .alreadyRegistered, .slotTaken, .slotEmpty, .notLinkable,
            .linkOpensAnotherScreen,
            .duplicateRoute, .unreachableRoute:
            .unavailable
        }
    }
}
