import PercentEncoding

/// The fields of a form a browser posted (`application/x-www-form-urlencoded`) or of a URL's
/// query: `name=value` pairs joined by `&`, with `+` for a space and `%XX` for any byte. Hostile
/// until parsed: a malformed escape or a value that is not UTF-8 refuses the whole form, and so
/// does a form with more fields than the limit.
public struct FormFields: Sendable, Equatable {
    /// The fields in order; a name may repeat.
    public var fields: [(name: String, value: String)]

    /// Why a form was refused.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        /// One line.
        public var description: String
    }

    /// The fields of `text` (a body or a query), at most `limit` of them.
    public init(parsing text: String, limit: Int = 64) throws(Malformed) {
        fields = []
        guard !text.isEmpty else { return }
        // Split at the bytes `&` and `=`, never at characters: a combining mark after one does
        // not hide it.
        let pairs = text.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true)
        guard pairs.count <= limit else { throw Malformed(description: "more than \(limit) form fields") }
        for pair in pairs {
            let parts = pair.split(
                separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = parts.count == 2 ? try Self.decode(parts[1]) : ""
            fields.append((name, value))
        }
    }

    /// The fields given.
    public init(_ fields: [(name: String, value: String)]) {
        self.fields = fields
    }

    /// The first value named `name`.
    public subscript(name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// `text` with `+` as a space and each `%XX` as its byte, read as UTF-8.
    static func decode(_ text: some Collection<UInt8>) throws(Malformed) -> String {
        do {
            return try PercentEncoding.decode(text, plusIsSpace: true)
        } catch .escape {
            throw Malformed(description: "a form field holds a malformed %-escape")
        } catch {
            throw Malformed(description: "a form field is not UTF-8")
        }
    }

    public static func == (lhs: FormFields, rhs: FormFields) -> Bool {
        lhs.fields.map(\.name) == rhs.fields.map(\.name) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }
}

extension HTTPRequest {
    /// The cookie named `name` (`Cookie: a=1; session=xyz`), or nil.
    public func cookie(_ name: String) -> String? {
        for header in headers where header.name.lowercased() == "cookie" {
            // Split at the scalars `;` and `=`: a combining mark after one does not hide it.
            for pair in header.value.unicodeScalars.split(separator: ";").map(Substring.init) {
                let parts = pair.unicodeScalars.split(
                    separator: "=", maxSplits: 1, omittingEmptySubsequences: false
                )
                .map(Substring.init)
                if parts.count == 2, parts[0].trimmingSpacesAndTabs() == name {
                    return String(parts[1].trimmingSpacesAndTabs())
                }
            }
        }
        return nil
    }
}
