import HiddenCharacters
import PercentEncoding

/// A parsed link, as the links read and write it: a scheme and path segments, `mosaic://profile/alice/post/p2`.
///
/// Links are untrusted input. Parsing accepts only `scheme://segment/segment…` with no query,
/// fragment, empty segment or control character, within a length limit; segments are
/// percent-decoded. ``description`` percent-encodes them again, so a link prints as it parses.
struct ParsedLink: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lowercased (`mosaic`).
    let scheme: String
    /// The decoded path segments.
    let segments: [String]

    /// The longest link accepted, in Unicode scalars, as typed and as written back (its segments
    /// percent-encoded): room for a full stack (``maximumSegments`` segments of up to
    /// 64-character identifiers), so any stack a navigator can hold reopens. A link is measured
    /// written too, or one that opened could be written longer than any link that opens (each
    /// non-ASCII scalar is written as up to twelve: found by fuzz-links).
    static let maximumLength = 8192
    /// The most segments a link may have.
    static let maximumSegments = 64

    /// The link `scheme://segments…` (the scheme is lowercased).
    init(scheme: String, segments: [String]) {
        self.scheme = scheme.lowercased()
        self.segments = segments
    }

    /// Parses `text`, throwing a ``ModuleError`` that says what is wrong.
    ///
    /// The text is read scalar by scalar, never by character: a combining mark after a `/` (one
    /// character with it) does not hide the `/`, and a link of few characters but many scalars is
    /// as long as its scalars.
    init(parsing text: String) throws(ModuleError) {
        let scalars = text.unicodeScalars
        let length = scalars.count
        guard length <= Self.maximumLength else { throw .tooLong(length: length, limit: Self.maximumLength) }
        guard let separator = scalars.firstRange(of: "://".unicodeScalars) else {
            throw .malformed("expected SCHEME://PATH")
        }
        let scheme = scalars[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.properties.isAlphabetic,
            scheme.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                        || "+-.".unicodeScalars.contains($0))
            })
        else { throw .malformed("invalid scheme") }
        var path = scalars[separator.upperBound...]
        if path.last == "/" { path = path.dropLast() }
        if path.contains(where: { $0 == "?" || $0 == "#" }) {
            throw .malformed("queries and fragments are not supported")
        }
        let raw = path.isEmpty ? [] : path.split(separator: "/", omittingEmptySubsequences: false)
        guard raw.count <= Self.maximumSegments else {
            throw .tooLong(length: raw.count, limit: Self.maximumSegments)
        }
        var segments: [String] = []
        for piece in raw.map(Substring.init) {
            guard !piece.isEmpty else { throw .malformed("empty path segment") }
            guard let decoded = try? PercentEncoding.decode(piece) else {
                throw .malformed("bad percent-encoding in '\(piece.quotedInMessage)'")
            }
            guard !decoded.containsHiddenOrControl else {
                throw .malformed("control or invisible character in a path segment")
            }
            segments.append(decoded)
        }
        self.init(scheme: String(Substring(scheme)), segments: segments)
        let written = description.utf8.count  // written, a link is ASCII: one byte a scalar
        guard written <= Self.maximumLength else {
            throw .tooLong(length: written, limit: Self.maximumLength)
        }
    }

    /// Whether `segment` can stand in a link that parses back to it: not empty, and without
    /// the control and invisible characters parsing refuses.
    static func canHold(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.containsHiddenOrControl
    }

    /// The link as text, segments percent-encoded where needed.
    var description: String {
        scheme + "://" + segments.map(Self.percentEncode).joined(separator: "/")
    }

    /// `segment` with every byte but a letter, a digit, `-._~` and `@` escaped.
    private static func percentEncode(_ segment: String) -> String {
        PercentEncoding.encode(segment) { PercentEncoding.isUnreserved($0) || $0 == UInt8(ascii: "@") }
    }
}
