import Pixels

/// DEFLATE decompression (RFC 1951) of a zlib stream (RFC 1950), as a PNG file holds its
/// pixels: into exactly `count` bytes, known before it starts (a PNG's rows), so that memory is
/// bounded by the image, never by what the stream claims. Anything else — a stream that would
/// write more or less, refer before its start, use a code its tables lack, or end early — is
/// refused in one line.
enum Inflate {
    /// The bytes the zlib stream `stream` holds, exactly `count` of them.
    static func zlib(_ stream: [UInt8], count: Int) throws(PNGError) -> [UInt8] {
        guard stream.count >= 2 else { throw .endsEarly }
        let method = stream[0]
        let flags = stream[1]
        guard method & 0x0F == 8, method >> 4 <= 7, (Int(method) << 8 | Int(flags)) % 31 == 0 else {
            throw PNGError("damaged: its pixels are not a zlib stream")
        }
        guard flags & 0x20 == 0 else { throw PNGError("damaged: its zlib stream needs a dictionary") }
        var reader = BitReader(stream, from: 2)
        var output = Output(count: count)
        try inflate(&reader, into: &output)
        guard output.written == count else {
            throw PNGError("damaged: its pixels end before the image does")
        }
        try reader.alignToByte()
        let checksum = try reader.read(32)
        // The checksum's bytes come most significant first: read least first, they are reversed.
        let expected =
            (checksum & 0xFF) << 24 | (checksum >> 8 & 0xFF) << 16 | (checksum >> 16 & 0xFF) << 8 | checksum
            >> 24
        guard adler32(output.bytes) == expected else {
            throw PNGError("damaged: its pixels' checksum does not match")
        }
        return output.bytes
    }

    /// The bytes written so far, at most `bytes.count`.
    struct Output {
        var bytes: [UInt8]
        var written = 0

        init(count: Int) {
            bytes = [UInt8](repeating: 0, count: count)
        }

        mutating func append(_ byte: UInt8) throws(PNGError) {
            guard written < bytes.count else { throw tooMuch }
            bytes[written] = byte
            written += 1
        }

        /// Copies `length` bytes from `distance` back, which may overlap what it writes.
        mutating func copy(distance: Int, length: Int) throws(PNGError) {
            guard distance <= written else {
                throw PNGError("damaged: its pixels refer to data before their start")
            }
            guard length <= bytes.count - written else { throw tooMuch }
            var from = written - distance
            for _ in 0..<length {
                bytes[written] = bytes[from]
                written += 1
                from += 1
            }
        }

        private var tooMuch: PNGError { PNGError("damaged: more pixel data than the image holds") }
    }

    /// Every block of the stream, into `output`.
    private static func inflate(_ reader: inout BitReader, into output: inout Output) throws(PNGError) {
        var last = false
        while !last {
            last = try reader.read(1) == 1
            switch try reader.read(2) {
            case 0: try stored(&reader, into: &output)
            case 1: try compressed(&reader, .fixedLiterals, .fixedDistances, into: &output)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try compressed(&reader, literals, distances, into: &output)
            default: throw PNGError("damaged: a compressed block of no known type")
            }
        }
    }

    /// A block stored as it is: its length, the length's complement, the bytes.
    private static func stored(_ reader: inout BitReader, into output: inout Output) throws(PNGError) {
        try reader.alignToByte()
        let length = try reader.read(16)
        guard try reader.read(16) == length ^ 0xFFFF else {
            throw PNGError("damaged: a stored block's length does not match its complement")
        }
        for _ in 0..<length { try output.append(UInt8(try reader.read(8))) }
    }

    /// The order in which a dynamic block sends the lengths of the code-length code.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// A dynamic block's two codes, as it sends them (RFC 1951, 3.2.7).
    private static func dynamicTables(_ reader: inout BitReader) throws(PNGError) -> (
        HuffmanTable, HuffmanTable
    ) {
        let literalCount = try reader.read(5) + 257
        let distanceCount = try reader.read(5) + 1
        let codeLengthCount = try reader.read(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw PNGError("damaged: a block with more codes than DEFLATE has")
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = UInt8(try reader.read(3)) }
        let codeLengthTable = try HuffmanTable(lengths: codeLengths[...])
        var lengths = [UInt8]()
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try reader.decode(codeLengthTable)
            var repeated: UInt8 = 0
            let times: Int
            switch symbol {
            case 0...15:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let previous = lengths.last else {
                    throw PNGError("damaged: a code length repeated before any was given")
                }
                repeated = previous
                times = 3 + (try reader.read(2))
            case 17: times = 3 + (try reader.read(3))
            default: times = 11 + (try reader.read(7))
            }
            guard lengths.count + times <= literalCount + distanceCount else {
                throw PNGError("damaged: code lengths repeated past the block's codes")
            }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0 else { throw PNGError("damaged: a block whose code has no end") }
        return (
            try HuffmanTable(lengths: lengths[..<literalCount]),
            try HuffmanTable(lengths: lengths[literalCount...])
        )
    }

    /// Each length symbol's (257…285) base length and extra bits, and each distance symbol's.
    private static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// A block of literals and copies, coded by `literals` and `distances`, to its end symbol.
    private static func compressed(
        _ reader: inout BitReader, _ literals: HuffmanTable, _ distances: HuffmanTable,
        into output: inout Output
    ) throws(PNGError) {
        while true {
            let symbol = try reader.decode(literals)
            if symbol < 256 {
                try output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < lengthBases.count else {
                throw PNGError("damaged: a length symbol DEFLATE does not have")
            }
            let length = lengthBases[index] + (try reader.read(lengthExtraBits[index]))
            let distanceSymbol = try reader.decode(distances)
            guard distanceSymbol < distanceBases.count else {
                throw PNGError("damaged: a distance symbol DEFLATE does not have")
            }
            let distance =
                distanceBases[distanceSymbol] + (try reader.read(distanceExtraBits[distanceSymbol]))
            try output.copy(distance: distance, length: length)
        }
    }

    /// The Adler-32 checksum of `bytes` (RFC 1950, 8.2).
    static func adler32(_ bytes: [UInt8]) -> Int {
        var a = 1
        var b = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes is the most that can be summed before b overflows 32 bits (zlib's NMAX).
            let end = min(index + 5552, bytes.count)
            while index < end {
                a += Int(bytes[index])
                b += a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
