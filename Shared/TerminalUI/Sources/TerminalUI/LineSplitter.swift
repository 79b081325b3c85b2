/// The one rule of where a line ends, for every source of typed lines — standard input, a
/// script file, a test: at a line feed (`\n`), a carriage return just before it dropped (a file
/// written on Windows). Every other character stays in its line: a lone `\r`, a vertical tab, a
/// form feed, NEL (U+0085), the line and paragraph separators (U+2028, U+2029). A command
/// holding one is refused in one line that shows it escaped, so the same bytes are the same
/// commands however they arrive, and no character a reader cannot see starts a command of its
/// own. Bytes that are not UTF-8 are read as U+FFFD, as `readLine` reads them.
///
/// Bytes go in as they arrive, in pieces of any size; a line comes out once its `\n` did:
///
/// ```swift
/// var splitter = LineSplitter()
/// splitter.take(Array("like 1\nta".utf8))   // ["like 1"]
/// splitter.take(Array("b likes\n".utf8))    // ["tab likes"]
/// splitter.end()                            // nil: nothing after the last line feed
/// ```
public struct LineSplitter: Sendable {
    /// The bytes after the last line feed taken: the start of a line not ended yet.
    private var unended: [UInt8] = []

    /// A splitter that has taken nothing yet.
    public init() {}

    /// Takes the next `bytes` of the input; returns the lines they end, in order.
    public mutating func take(_ bytes: some Sequence<UInt8>) -> [String] {
        var lines: [String] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                lines.append(Self.line(unended))
                unended.removeAll(keepingCapacity: true)
            } else {
                unended.append(byte)
            }
        }
        return lines
    }

    /// Ends the input: returns the last line when bytes followed the last line feed (a file
    /// whose last line has no newline, kept whole: a `\r` there ends no line), else `nil`.
    public mutating func end() -> String? {
        guard !unended.isEmpty else { return nil }
        defer { unended.removeAll() }
        return String(decoding: unended, as: UTF8.self)
    }

    /// Every line of `bytes`, the whole input: `take` then `end`.
    public static func lines(of bytes: some Sequence<UInt8>) -> [String] {
        var splitter = LineSplitter()
        var lines = splitter.take(bytes)
        if let last = splitter.end() { lines.append(last) }
        return lines
    }

    /// The line of `bytes` (without its line feed): a carriage return at its end dropped.
    private static func line(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
