/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 text (a character split
/// across reads waits for its last byte), control keys, and the escape sequences of arrows,
/// Home, End and Delete in their common forms (`ESC [ A`, `ESC O H`, `ESC [ 3 ~`, …). An
/// escape sequence it does not know is dropped whole, never typed into the line.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Whether the last read ended with a CR: a LF starting the next one is the same Enter.
    private var endedOnReturn = false

    /// A decoder with nothing pending.
    public init() {}

    /// The keys `bytes` complete, in order.
    public mutating func keys(from bytes: some Sequence<UInt8>) -> [LineEditor.Key] {
        pending.append(contentsOf: bytes)
        var keys: [LineEditor.Key] = []
        var text = ""
        func flushText() {
            if !text.isEmpty { keys.append(.text(text)) }
            text = ""
        }
        var index = 0
        // A CR LF pair split between two reads is still one Enter.
        if endedOnReturn, pending.first == 0x0A { index = 1 }
        endedOnReturn = false
        decoding: while index < pending.count {
            let byte = pending[index]
            switch byte {
            case 0x1B:
                flushText()
                // An incomplete sequence waits for the rest.
                guard let (key, length) = Self.escape(pending[index...]) else { break decoding }
                if let key { keys.append(key) }
                index += length
            case 0x0D, 0x0A:
                flushText()
                keys.append(.enter)
                // A CR LF pair is one Enter; a CR that ends the read may be the first of one.
                let pair = byte == 0x0D && index + 1 < pending.count && pending[index + 1] == 0x0A
                index += pair ? 2 : 1
                endedOnReturn = byte == 0x0D && !pair && index == pending.count
            case 0x7F, 0x08:
                flushText()
                keys.append(.backspace)
                index += 1
            case 0x09:
                // Tab completes, as in a shell (pasted text with tabs completes too, as there).
                flushText()
                keys.append(.tab)
                index += 1
            case 0x00..<0x20:
                flushText()
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            default:
                // A sequence's bytes as far as they continue it: a byte that continues nothing (an
                // Enter, an escape) ends it early, and is read as itself, never as text.
                let length = Self.utf8Length(byte)
                var end = index + 1
                while end < min(index + length, pending.count), (0x80...0xBF).contains(pending[end]) {
                    end += 1
                }
                if end < index + length && end == pending.count { break decoding }  // the rest comes later
                // A C1 control (U+0080…U+009F) is dropped: some terminals act on it as on an escape.
                if !(byte == 0xC2 && end == index + 2 && pending[index + 1] <= 0x9F) {
                    // Each sequence on its own (cut short, it is U+FFFD): stray bytes that a
                    // dropped one separated never join into a character.
                    text += String(decoding: pending[index..<end], as: UTF8.self)
                }
                index = end
            }
        }
        flushText()
        pending.removeFirst(index)
        return keys
    }

    /// The most bytes an escape sequence this decoder waits for may have.
    private static let longestSequence = 32

    /// How many bytes the UTF-8 sequence starting with `byte` has (1 for a stray byte, which
    /// decodes as U+FFFD).
    private static func utf8Length(_ byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// The key of the escape sequence at the start of `bytes` and its length; the key is `nil`
    /// for a sequence not known (dropped); `nil` altogether when the sequence is not complete.
    private static func escape(_ bytes: ArraySlice<UInt8>) -> (LineEditor.Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (nil, 2)  // Alt and a key: not bound
        }
        // Parameters (digits and ;) then one final byte in 0x40…0x7E.
        var end = start + 2
        while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) {
            end += 1
            // No key has more: a run of parameters is dropped, not held while it grows.
            if end - start > Self.longestSequence { return (nil, end - start) }
        }
        guard end < bytes.endIndex else { return nil }
        let final = bytes[end]
        // A byte that cannot end a sequence (an Enter, a letter's UTF-8) ends it unknown, and is
        // read as itself.
        guard (0x40...0x7E).contains(final) else { return (nil, end - start) }
        let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
        let length = end - start + 1
        let key: LineEditor.Key? =
            switch (final, parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            default: nil
            }
        return (key, length)
    }
}
