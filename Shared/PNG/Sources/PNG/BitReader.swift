import Pixels

/// The bits of a DEFLATE stream, least significant first, from bytes that may end anywhere:
/// reading past their end is refused (``PNGError/endsEarly``), never a read of other memory.
struct BitReader {
    private let bytes: [UInt8]
    /// The next byte to take into `buffer`.
    private(set) var position: Int
    /// Bits taken from `bytes`, not read yet: the next is the least significant.
    private var buffer: UInt64 = 0
    /// How many bits `buffer` holds.
    private var count = 0
    /// How many of them are zeros put after the last byte, so that a look-up near the end can
    /// peek a whole table's width: reading one of them is reading past the end.
    private var padding = 0

    /// The bits of `bytes` from `position`.
    init(_ bytes: [UInt8], from position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Makes at least `wanted` (at most 56) bits available to ``peek(_:)``.
    mutating func fill(_ wanted: Int) {
        while count < wanted {
            if position < bytes.count {
                buffer |= UInt64(bytes[position]) << UInt64(count)
                position += 1
            } else {
                padding += 8
            }
            count += 8
        }
    }

    /// The next `bits` bits, without reading them (``fill(_:)`` first).
    func peek(_ bits: Int) -> Int { Int(truncatingIfNeeded: buffer & ((1 << UInt64(bits)) - 1)) }

    /// Reads `bits` bits that ``fill(_:)`` made available.
    mutating func skip(_ bits: Int) throws(PNGError) {
        buffer >>= UInt64(bits)
        count -= bits
        if count < padding { throw .endsEarly }
    }

    /// Reads the next `bits` (at most 56) bits as a number.
    mutating func read(_ bits: Int) throws(PNGError) -> Int {
        fill(bits)
        let value = peek(bits)
        try skip(bits)
        return value
    }

    /// Reads the next symbol of `table`.
    mutating func decode(_ table: HuffmanTable) throws(PNGError) -> Int {
        fill(table.bits)
        let entry = Int(table.entries[peek(table.bits)])
        let length = entry & 15
        if length == 0 { throw PNGError("damaged: a code that its Huffman table does not have") }
        try skip(length)
        return entry >> 4
    }

    /// Skips to the next byte's first bit: what a stored block and the stream's end begin at.
    mutating func alignToByte() throws(PNGError) {
        try skip(count % 8)
    }

    /// The position of the next byte not read, once aligned to a byte.
    var bytePosition: Int { position - count / 8 }
}
