import Pixels

/// The chunks of a PNG file, one after another, each checked whole — its length within the
/// file, its CRC — before it is handed on.
struct PNGChunks {
    private let bytes: [UInt8]
    private var position = PNGFile.signature.count

    /// The chunks of `bytes`, a file that begins with PNG's signature.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A chunk: its four-letter type and its data.
    struct Chunk {
        let type: String
        let data: ArraySlice<UInt8>
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { position == bytes.count }

    /// The next chunk, or `nil` at the file's end; refused when it is cut short or damaged.
    mutating func next() throws(PNGError) -> Chunk? {
        guard position < bytes.count else { return nil }
        guard bytes.count - position >= 12 else { throw .endsEarly }
        let length = Self.number(bytes[...], at: position)
        guard length <= bytes.count - position - 12 else { throw .endsEarly }
        let typeBytes = bytes[(position + 4)..<(position + 8)]
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            throw PNGError("damaged: a chunk whose type is not four letters")
        }
        let data = bytes[(position + 8)..<(position + 8 + length)]
        let crc = UInt32(Self.number(bytes[...], at: position + 8 + length))
        guard CRC32.checksum(bytes[(position + 4)..<(position + 8 + length)]) == crc else {
            throw PNGError(
                "damaged: the checksum of its \(String(decoding: typeBytes, as: UTF8.self)) chunk does not match"
            )
        }
        position += 12 + length
        return Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data)
    }

    /// The four bytes at `index` of `bytes`, most significant first (PNG's order).
    static func number(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8
            | Int(bytes[index + 3])
    }
}
