import HiddenCharacters

/// The signed-in user's settings.
public struct Settings: Hashable, Sendable, Codable {
    /// The name people see.
    public var displayName: String
    /// A line under the name; empty for none.
    public var signature: String
    /// Connected accounts, as e-mail-like addresses, in the order added.
    public var connectedAccounts: [String]
    /// Which notifications are on.
    public var notifications: NotificationPreferences

    /// Settings with these values (not validated: see ``validatedName(_:)`` and the others).
    public init(
        displayName: String, signature: String, connectedAccounts: [String],
        notifications: NotificationPreferences
    ) {
        self.displayName = displayName
        self.signature = signature
        self.connectedAccounts = connectedAccounts
        self.notifications = notifications
    }

    /// Settings of a new installation.
    public static let initial = Settings(
        displayName: "Me", signature: "", connectedAccounts: [], notifications: NotificationPreferences())

    /// The longest display name accepted.
    public static let maximumNameLength = 40
    /// The longest signature accepted.
    public static let maximumSignatureLength = 140
}

/// Which notifications the user wants.
public struct NotificationPreferences: Hashable, Sendable, Codable {
    /// A like of one of the user's posts.
    public var likes = true
    /// A comment on one of the user's posts.
    public var comments = true
    /// Someone follows the user.
    public var follows = true
    /// A message to the user.
    public var messages = true

    /// Every notification on.
    public init() {}

    /// The kinds of notification, by the names commands use.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        public var description: String { rawValue }
        /// See ``NotificationPreferences/likes``.
        case likes
        /// See ``NotificationPreferences/comments``.
        case comments
        /// See ``NotificationPreferences/follows``.
        case follows
        /// See ``NotificationPreferences/messages``.
        case messages
    }

    /// Whether notifications of `kind` are on.
    public subscript(kind: Kind) -> Bool {
        get {
            switch kind {
            case .likes: likes
            case .comments: comments
            case .follows: follows
            case .messages: messages
            }
        }
        set {
            switch kind {
            case .likes: likes = newValue
            case .comments: comments = newValue
            case .follows: follows = newValue
            case .messages: messages = newValue
            }
        }
    }
}

/// Why a settings value was refused: one line for a person.
public enum SettingsValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The display name is empty (or only spaces).
    case emptyName
    /// The display name has this many characters, more than the most allowed.
    case nameTooLong(Int)
    /// The signature has this many characters, more than the most allowed.
    case signatureTooLong(Int)
    /// This is not an address like `name@example.com`.
    case malformedAddress(String)
    /// This account is connected already.
    case duplicateAddress(String)
    /// The field holds control or invisible characters.
    case controlCharacters(field: String)
    /// Few characters, but too many bytes (combining marks stacked on one letter).
    case tooManyBytes(field: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .emptyName: "the display name cannot be empty"
        case .nameTooLong(let count):
            "the display name is \(count) characters; at most \(Settings.maximumNameLength)"
        case .signatureTooLong(let count):
            "the signature is \(count) characters; at most \(Settings.maximumSignatureLength)"
        case .malformedAddress: "that is not an address like name@example.com"
        case .duplicateAddress: "that account is connected already"
        case .controlCharacters(let field): "the \(field) cannot hold control or invisible characters"
        case .tooManyBytes(let field, let bytes, let limit):
            "the \(field) is \(bytes) bytes of UTF-8; at most \(limit) (stacked accents count)"
        }
    }
}

extension Settings {
    /// Checks a display name: trimmed, non-empty, at most 40 characters, no control characters.
    public static func validatedName(_ name: String) throws(SettingsValidationError) -> String {
        let trimmed = name.trimmedSpaces
        guard !trimmed.isEmpty else { throw .emptyName }
        guard !trimmed.hasControlCharacters else { throw .controlCharacters(field: "display name") }
        guard trimmed.count <= maximumNameLength else { throw .nameTooLong(trimmed.count) }
        try checkBytes(trimmed, field: "display name", characters: maximumNameLength)
        return trimmed
    }

    /// Checks a signature: at most 140 characters, no control characters.
    public static func validatedSignature(_ signature: String) throws(SettingsValidationError) -> String {
        let trimmed = signature.trimmedSpaces
        guard !trimmed.hasControlCharacters else { throw .controlCharacters(field: "signature") }
        guard trimmed.count <= maximumSignatureLength else { throw .signatureTooLong(trimmed.count) }
        try checkBytes(trimmed, field: "signature", characters: maximumSignatureLength)
        return trimmed
    }

    /// A character may be many scalars: text is bounded in bytes too, at four per character
    /// allowed (room for any ordinary text, none for thousands of marks on one letter).
    private static func checkBytes(_ text: String, field: String, characters: Int)
        throws(SettingsValidationError)
    {
        let bytes = text.utf8.count
        guard bytes <= 4 * characters else {
            throw .tooManyBytes(field: field, bytes: bytes, limit: 4 * characters)
        }
    }

    /// Checks an address to connect: `local@domain.tld`, not connected yet. Lowercased.
    public func validatedNewAddress(_ address: String) throws(SettingsValidationError) -> String {
        let candidate = address.trimmedSpaces.lowercased()
        let parts = candidate.split(separator: "@", omittingEmptySubsequences: false)
        let allowed = { (c: Character) in c.isASCII && (c.isLetter || c.isNumber || "._+-".contains(c)) }
        guard candidate.count <= 254, parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(allowed),
            parts[1].contains("."), !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            parts[1].allSatisfy({ allowed($0) && $0 != "+" }), !parts[1].contains("..")
        else { throw .malformedAddress(address) }
        guard !connectedAccounts.contains(candidate) else { throw .duplicateAddress(candidate) }
        return candidate
    }
}

extension Settings {
    /// Reads settings as a person's edits are checked: each value as its check gives it back
    /// (trimmed, an address lowercased), and a value the checks refuse — a name of control
    /// characters, a duplicated account — refuses the whole file with the check's line.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func checked<Value>(_ key: CodingKeys, _ check: () throws(SettingsValidationError) -> Value) throws
            -> Value
        {
            do {
                return try check()
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: error.description)
            }
        }
        let name = try container.decode(String.self, forKey: .displayName)
        let signature = try container.decode(String.self, forKey: .signature)
        var settings = Settings.initial
        settings.notifications = try container.decode(NotificationPreferences.self, forKey: .notifications)
        settings.displayName = try checked(.displayName) { () throws(SettingsValidationError) in
            try Self.validatedName(name)
        }
        settings.signature = try checked(.signature) { () throws(SettingsValidationError) in
            try Self.validatedSignature(signature)
        }
        for address in try container.decode([String].self, forKey: .connectedAccounts) {
            let accepted = try checked(.connectedAccounts) { () throws(SettingsValidationError) in
                try settings.validatedNewAddress(address)
            }
            settings.connectedAccounts.append(accepted)
        }
        self = settings
    }
}

extension String {
    var trimmedSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }

    var hasControlCharacters: Bool { containsHiddenOrControl }
}
