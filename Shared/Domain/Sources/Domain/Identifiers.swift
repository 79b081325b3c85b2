import HiddenCharacters

/// An identifier that is a string: coded as a plain JSON string, printed as itself, written as
/// a literal in code and tests.
public protocol StringIdentifier: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier as text.
    var rawValue: String { get }
    /// The identifier `rawValue`.
    init(_ rawValue: String)
}

extension StringIdentifier {
    /// The identifier written as a literal: `"alice"`.
    public init(stringLiteral value: String) { self.init(value) }
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    public var description: String { rawValue }

    /// The identifier as a message quotes it (HiddenCharacters' `quotedInMessage`: at most 60
    /// scalars, hidden ones as `?`): an id a form, a link or a recording gave may be anything.
    public var quotedInMessage: String { rawValue.quotedInMessage }
}

/// A user's handle, which is also their identity: `alice`.
public struct UserID: StringIdentifier, Comparable {
    /// The identifier as text.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static func < (lhs: UserID, rhs: UserID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The signed-in user.
    public static let me: UserID = "me"
}

/// A post's stable identifier: `p12`.
public struct PostID: StringIdentifier {
    /// The identifier as text.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A photo's identifier, the name of its file without `.png`: `chelsea`.
public struct PhotoID: StringIdentifier {
    /// The identifier as text.
    public let rawValue: String
    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
