import HiddenCharacters

/// A parsed link, as the router reads and writes it: a scheme and path segments, `mosaic://profile/alice/post/p2`.
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
            guard let decoded = Self.percentDecode(piece) else {
                throw .malformed("bad percent-encoding in '\(ModuleError.clip(piece))'")
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

    private static func percentDecode(_ text: Substring) -> String? {
        // Looked for as a byte: a `%` after a prepended mark (U+0600–5, Prepend in Unicode's
        // grapheme rules) is one character with it, and a search by character misses it.
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else {
                bytes.append(byte)
            }
        }
        // Valid UTF-8 only: decoding repairs an invalid sequence (U+FFFD), so the bytes differ.
        // (The standard library's validating initialiser says it in one call, but only from
        // macOS 15 and iOS 18 on.)
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func percentEncode(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-._~@".unicodeScalars.contains(scalar)
            {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
