/// Text with `%XX` escapes (RFC 3986, §2.1): a byte written as `%` and two hexadecimal digits,
/// as a link's path segment or a form's field holds it. Hostile until read: a `%` without two
/// hex digits after it, or bytes that are not UTF-8 once unescaped, are refused.
///
/// ```swift
/// try PercentEncoding.decode("caf%C3%A9")                       // "café"
/// try PercentEncoding.decode("a+b%21", plusIsSpace: true)       // "a b!" (a form's field)
/// PercentEncoding.encode("café au lait", keeping: PercentEncoding.isUnreserved)   // "caf%C3%A9%20au%20lait"
/// ```
public enum PercentEncoding {
    /// Why text could not be read.
    public enum Malformed: Error, Equatable, Sendable {
        /// A `%` not followed by two hexadecimal digits.
        case escape
        /// The bytes, unescaped, are not UTF-8.
        case notUTF8
    }

    /// The text `bytes` say, each `%XX` read as its byte — and each `+` as a space when
    /// `plusIsSpace` (a form's fields, `application/x-www-form-urlencoded`) — as UTF-8.
    public static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool = false) throws(Malformed)
        -> String
    {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(hexValue),
                    let low = iterator.next().flatMap(hexValue)
                else { throw .escape }
                decoded.append(high << 4 | low)
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        // Valid UTF-8 only: decoding repairs an invalid sequence (U+FFFD), so the bytes differ.
        // (The standard library's validating initialiser says it in one call, but only from
        // macOS 15 and iOS 18 on.)
        let text = String(decoding: decoded, as: UTF8.self)
        guard text.utf8.elementsEqual(decoded) else { throw .notUTF8 }
        return text
    }

    /// The text `text` says, as ``decode(_:plusIsSpace:)`` reads its UTF-8.
    public static func decode(_ text: some StringProtocol, plusIsSpace: Bool = false) throws(Malformed)
        -> String
    {
        // Read as bytes: a `%` after a prepended mark (U+0600–5, Prepend in Unicode's grapheme
        // rules) is one character with it, and a search by character misses it. Text with no
        // escape is itself, and UTF-8 already.
        let escapes = text.utf8.contains {
            $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
        }
        guard escapes else { return String(text) }
        return try decode(text.utf8, plusIsSpace: plusIsSpace)
    }

    /// `text` with every byte of its UTF-8 that `keeps` does not keep written as `%XX` (upper-case
    /// hex digits): what ``decode(_:plusIsSpace:)`` reads back as `text`.
    public static func encode(_ text: some StringProtocol, keeping keeps: (UInt8) -> Bool) -> String {
        var encoded = String.UnicodeScalarView()
        for byte in text.utf8 {
            if byte < 0x80 && keeps(byte) {
                encoded.append(Unicode.Scalar(byte))
            } else {
                encoded.append("%")
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(encoded)
    }

    /// Whether `byte` is one of RFC 3986's unreserved characters — letters, digits, `-._~` — which
    /// a link never needs to escape.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
