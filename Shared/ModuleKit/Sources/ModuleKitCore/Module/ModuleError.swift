/// Why ModuleKit could not do what it was asked: build or place a module, navigate, or open a
/// link. One error type for the whole framework, so a host reports every failure the same way;
/// each case reads as one line for a person, and nothing changed when one is thrown.
public enum ModuleError: Error, Sendable, Hashable, CustomStringConvertible {
    // Building and placing modules.

    /// No builder is registered for this context type.
    case notRegistered(contextType: String)
    /// Another builder for this context type is registered already: `registered` and `refused`
    /// name each, with who registered it (the app, or a parent that declares it).
    case alreadyRegistered(contextType: String, registered: String, refused: String)
    /// The slot of the parent module already holds a child.
    case slotTaken(slot: String, parent: ModuleID)
    /// The slot of the parent module is empty.
    case slotEmpty(slot: String, parent: ModuleID)

    // Navigating.

    /// The stack holds the most screens a navigator allows.
    case stackFull(limit: Int)
    /// Back or pop at the root of a tab.
    case atRoot
    /// Dismiss with no modal presented.
    case nothingPresented

    // Opening links.

    /// Not of the form `scheme://path`, or holding characters links may not hold.
    case malformed(String)
    /// Longer than the limit (characters, or segments).
    case tooLong(length: Int, limit: Int)
    /// A scheme other than the links'.
    case unknownScheme(String)
    /// A link opened in an app without links (``ModuleManager/links`` is `nil`).
    case noLinks
    /// No route matches the segments from `segment` on.
    case unknownRoute(String)
    /// A route matched up to a parameter that the link does not have.
    case missingParameter(name: String, route: String)
    /// A parameter's value does not have the parameter's type.
    case malformedParameter(name: String, value: String, expected: String)
    /// The link has no segments.
    case empty
    /// A screen's context has no link form.
    case notLinkable(contextType: String)

    /// Opening the link a context wrote built another screen, or another context.
    case linkOpensAnotherScreen(link: String, wrote: String, opened: String)

    // Registering routes.

    /// A route matches exactly the links of one registered before it: the same pattern, or
    /// equal up to the names of its parameters.
    case duplicateRoute(pattern: String, context: String, existing: String, existingContext: String)
    /// A route could never win: every link it matches is taken by `takenBy`, ranked above it.
    case unreachableRoute(pattern: String, context: String, takenBy: String, takenByContext: String)

    public var description: String {
        switch self {
        case .notRegistered(let type): "no module is registered for \(type)"
        case .alreadyRegistered(let type, let registered, let refused):
            "two builders for \(type): \(refused) is refused, as \(registered) is registered for it already"
        case .slotTaken(let slot, let parent): "slot '\(slot)' of \(parent) already holds a module"
        case .slotEmpty(let slot, let parent): "slot '\(slot)' of \(parent) is empty"
        case .stackFull(let limit): "this stack holds \(limit) screens, the most it may: go back first"
        case .atRoot: "already at the first screen: nothing to go back to"
        case .nothingPresented: "nothing is presented"
        case .malformed(let reason): "malformed link: \(reason)"
        case .tooLong(let length, let limit): "link too long (\(length), limit \(limit))"
        case .unknownScheme(let scheme): "unknown link scheme '\(scheme.quotedInMessage)'"
        case .noLinks: "this app has no links"
        case .unknownRoute(let segment): "no route for '\(segment.quotedInMessage)'"
        case .missingParameter(let name, let route): "missing \(name) in '\(route)'"
        case .malformedParameter(let name, let value, let expected):
            "'\(value.quotedInMessage)' is not a valid \(name) (expected \(expected))"
        case .empty: "the link names no screen"
        case .notLinkable(let type): "\(type) has no link"
        case .linkOpensAnotherScreen(let link, let wrote, let opened):
            "\(link.quotedInMessage), the link of \(wrote.quotedInMessage), opens \(opened.quotedInMessage) instead"
        case .duplicateRoute(let pattern, let context, let existing, let existingContext):
            "route '\(pattern)' (\(context)) matches the same links as '\(existing)' (\(existingContext)), registered before it"
        case .unreachableRoute(let pattern, let context, let takenBy, let takenByContext):
            "route '\(pattern)' (\(context)) can never win: every link it matches is taken by '\(takenBy)' (\(takenByContext)), ranked above it"
        }
    }
}
