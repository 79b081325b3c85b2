/// A route pattern: literal segments and typed parameters, `profile/{handle:identifier}`.
///
/// Parameter types: `identifier` (letters, digits, `_` and `-`; the default), `integer`
/// (a non-negative whole number) and `text` (any non-empty segment).
struct LinkPattern: Sendable, Hashable, CustomStringConvertible {
    /// One part of a pattern.
    enum Component: Sendable, Hashable {
        /// A segment that must be exactly this text (`profile`).
        case literal(String)
        /// A segment that is a value, given to the route's builder by `name` (`{handle}`).
        case parameter(name: String, type: ParameterType)
    }

    /// The type of a parameter's value.
    enum ParameterType: String, Sendable, Hashable {
        /// Letters, digits, `_` and `-`, at most 64 characters: ids and handles.
        case identifier
        /// Digits, at most 18.
        case integer
        /// Any non-empty text.
        case text

        func accepts(_ value: String) -> Bool {
            switch self {
            case .identifier:
                !value.isEmpty && value.count <= 64
                    && value.unicodeScalars.allSatisfy {
                        $0.isASCII
                            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
                                || $0 == "-")
                    }
            case .integer:
                !value.isEmpty && value.count <= 18 && value.allSatisfy { $0.isASCII && $0.isNumber }
            case .text: !value.isEmpty
            }
        }

        /// Whether every value of `other` is a value of this type.
        func includes(_ other: ParameterType) -> Bool {
            switch (self, other) {
            case (.text, _), (.identifier, .identifier), (.identifier, .integer), (.integer, .integer): true
            default: false
            }
        }

        var expectation: String {
            switch self {
            case .identifier: "letters, digits, _ or -"
            case .integer: "a whole number"
            case .text: "text"
            }
        }
    }

    /// The components, in order.
    let components: [Component]

    /// Parses `pattern`; a malformed pattern is a programming error and stops the program.
    init(_ pattern: String) {
        components = pattern.split(separator: "/").map { piece in
            guard piece.hasPrefix("{"), piece.hasSuffix("}") else { return .literal(String(piece)) }
            let inner = piece.dropFirst().dropLast().split(separator: ":", maxSplits: 1)
            let type = inner.count == 2 ? ParameterType(rawValue: String(inner[1])) : .identifier
            guard let name = inner.first, let type else {
                preconditionFailure("bad route pattern '\(pattern)'")
            }
            return .parameter(name: String(name), type: type)
        }
        precondition(!components.isEmpty, "empty route pattern")
        if case .parameter = components[0] {
            preconditionFailure("a route starts with a literal: '\(pattern)'")
        }
    }

    var description: String {
        components.map { component in
            switch component {
            case .literal(let text): text
            case .parameter(let name, let type):
                type == .identifier ? "{\(name)}" : "{\(name):\(type.rawValue)}"
            }
        }.joined(separator: "/")
    }

    var literalCount: Int {
        components.count { if case .literal = $0 { true } else { false } }
    }

    /// The names of its parameters, in order.
    var parameterNames: [String] {
        components.compactMap { if case .parameter(let name, _) = $0 { name } else { nil } }
    }

    /// Whether this pattern and `other` match exactly the same segments (the same literals and
    /// parameter types, place by place, whatever the parameters are named): each covers the other.
    func matchesTheSameLinks(as other: LinkPattern) -> Bool {
        covers(other) && other.covers(self)
    }

    /// Whether this pattern matches at the start of every sequence of segments `other`
    /// matches: where `other` matches at a place, this one does too.
    func covers(_ other: LinkPattern) -> Bool {
        guard components.count <= other.components.count else { return false }
        return zip(components, other.components).allSatisfy { mine, theirs in
            switch (mine, theirs) {
            case (.literal(let a), .literal(let b)): a == b
            case (.literal, .parameter): false
            case (.parameter(_, let type), .literal(let text)): type.accepts(text)
            case (.parameter(_, let type), .parameter(_, let other)): type.includes(other)
            }
        }
    }
}

/// The parameter values a route matched.
public struct RouteParameters: Sendable, Hashable {
    /// Values by parameter name.
    let byName: [String: String]

    /// The value of parameter `name`; routes only call their factory with every parameter present.
    public subscript(name: String) -> String { byName[name] ?? "" }
}

/// A registered route, as a listing shows it: its pattern and the context type it builds.
public struct DeeplinkRoute: Sendable {
    /// The segments the route matches, as registered (`profile/{handle}`).
    public var pattern: String { matcher.description }
    let matcher: LinkPattern
    /// Higher wins when two routes match at the same place.
    let rank: Int
    /// The context type the route builds, for listings.
    public let contextType: String
    /// The Swift module that declares the context type (`FeedInterface`): which feature owns
    /// the route, for listings.
    public let contextModule: String
    /// The pattern of the route this one is an alias of (``Deeplinks/register(alias:for:)``),
    /// or `nil` for a route of its own.
    public let aliasOf: String?
    let make: @Sendable (RouteParameters, RoutingContext) -> any BuildContext
}
