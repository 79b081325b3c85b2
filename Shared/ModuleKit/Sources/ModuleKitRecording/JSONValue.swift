/// A JSON value, as a recording's lines hold them: read strictly (``init(parsing:)``) and written
/// back the same (``text``). ModuleKit reads no other JSON and links no Foundation for this one;
/// its core reads and writes none.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A whole number: a recording holds no other.
    case number(Int)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a name given twice is refused.
    case object([(String, JSONValue)])

    static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    /// The member `name` of an object, or `nil`.
    subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == name }?.1
    }

    /// The most nesting a value may have: far more than a recording needs.
    static var maximumDepth: Int { 16 }

    /// The value `text` holds, and nothing after it but spaces; or why not, in a few words.
    init(parsing text: String) throws(JSONError) {
        var reader = JSONReader(Array(text.utf8))
        self = try reader.value(depth: 0)
        reader.skipSpaces()
        guard reader.atEnd else { throw reader.error("text after the value") }
    }

    /// The value as one line of JSON: names in the order held, strings escaped.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): String(value)
        case .string(let value): jsonString(value)
        case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { jsonString($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }
}

/// Why a line is not the JSON a recording holds: the byte where reading stopped, and why.
struct JSONError: Error, Equatable {
    let offset: Int
    let reason: String
}

/// Reads JSON from bytes, strictly: the grammar of RFC 8259, whole numbers only, no duplicate
/// names, nesting bounded.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    func error(_ reason: String) -> JSONError { JSONError(offset: index, reason: reason) }

    mutating func skipSpaces() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < JSONValue.maximumDepth else { throw error("nested too deep") }
        skipSpaces()
        guard index < bytes.count else { throw error("a value is missing") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("not a JSON value")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            word.withUTF8Buffer({ bytes[index..<index + count].elementsEqual($0) })
        else { throw error("not a JSON value") }
        index += count
        return value
    }

    private mutating func number() throws(JSONError) -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        guard index > digits, index - digits <= 15 else {
            throw error("not a whole number of at most 15 digits")
        }
        guard bytes[digits] != UInt8(ascii: "0") || index - digits == 1 else {
            throw error("a number with a leading zero")
        }
        if index < bytes.count,
            [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index])
        {
            throw error("not a whole number")
        }
        // At most 15 digits: no overflow.
        var value = 0
        for digit in bytes[digits..<index] { value = value * 10 + Int(digit - UInt8(ascii: "0")) }
        return .number(bytes[start] == UInt8(ascii: "-") ? -value : value)
    }

    private mutating func string() throws(JSONError) -> String {
        index += 1
        let start = index
        // Most strings hold no escape: their bytes are the string's.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw error("a control character in a string") }
            index += 1
        }
        var utf8 = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: utf8, as: UTF8.self)
                // Invalid UTF-8 decodes to replacement characters: the bytes differ then.
                guard text.utf8.elementsEqual(utf8) else { throw error("a string that is not UTF-8") }
                return text
            }
            guard byte >= 0x20 else {
                index -= 1
                throw error("a control character in a string")
            }
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): utf8.append(contentsOf: String(Character(try unicodeEscape())).utf8)
            default: throw error("an unknown escape in a string")
            }
        }
        throw error("a string that does not end")
    }

    /// `XXXX` after `\u` (a surrogate pair's two halves together) as one scalar.
    private mutating func unicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800...0xDBFF).contains(first) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("half a surrogate pair") }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw error("half a surrogate pair") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("half a surrogate pair") }
        return scalar
    }

    private mutating func hex4() throws(JSONError) -> UInt32 {
        guard bytes.count - index >= 4,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("a \\u escape without four hex digits") }
        index += 4
        return value
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try value(depth: depth + 1))
            skipSpaces()
            guard index < bytes.count else { throw error("an array that does not end") }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return .array(values) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { throw error("expected , or ]") }
        }
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a name")
            }
            let name = try string()
            guard !members.contains(where: { $0.0 == name }) else {
                throw error("the name \(jsonString(name)) twice")
            }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected :") }
            index += 1
            members.append((name, try value(depth: depth + 1)))
            skipSpaces()
            guard index < bytes.count else { throw error("an object that does not end") }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { throw error("expected , or }") }
        }
    }
}

/// `text` as a JSON string literal, every control character escaped.
func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _
        where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029:
            let hex = String(scalar.value, radix: 16)
            result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
