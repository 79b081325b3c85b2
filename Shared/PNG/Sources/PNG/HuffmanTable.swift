import Pixels

/// A canonical Huffman code of DEFLATE (RFC 1951, 3.2.2) as one lookup table: the next `bits`
/// bits of the stream, least significant first, index an entry holding the symbol they begin
/// and its code's length. One look-up per symbol, where reading a code bit by bit takes one per
/// bit; a table is at most 2^15 entries, built once per block.
struct HuffmanTable {
    /// The longest code's length: how many bits a look-up takes.
    let bits: Int
    /// For each value of the next `bits` bits: symbol << 4 | the code's length (0: no code
    /// begins so — the stream is damaged).
    let entries: [UInt16]

    /// The code whose symbol `i` has a code of `lengths[i]` bits (0: the symbol is not used);
    /// refused when the lengths give more codes than bits can tell apart (over-subscribed). A
    /// code with fewer (incomplete) is kept: a look-up of a missing code fails then.
    init(lengths: ArraySlice<UInt8>) throws(PNGError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = (left << 1) - counts[length]
            if left < 0 { throw PNGError("damaged: a Huffman code with more codes than it has bits for") }
        }
        let bits = max(1, counts.lastIndex { $0 > 0 } ?? 1)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        var entries = [UInt16](repeating: 0, count: 1 << bits)
        for (symbol, length) in zip(0..., lengths) where length > 0 {
            let length = Int(length)
            let code = next[length]
            next[length] += 1
            // DEFLATE sends a code's bits most significant first, into a stream read least
            // significant first: the table is indexed by the code reversed.
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            let entry = UInt16(symbol << 4 | length)
            for index in stride(from: reversed, to: entries.count, by: 1 << length) { entries[index] = entry }
        }
        self.bits = bits
        self.entries = entries
    }

    /// The fixed code of literals and lengths (RFC 1951, 3.2.6).
    static let fixedLiterals: HuffmanTable = {
        let lengths =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        // The fixed lengths are complete: they cannot be refused.
        return try! HuffmanTable(lengths: lengths[...])
    }()

    /// The fixed code of distances.
    static let fixedDistances: HuffmanTable = try! HuffmanTable(
        lengths: [UInt8](repeating: 5, count: 30)[...])
}
