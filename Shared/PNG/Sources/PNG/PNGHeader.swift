import Pixels

/// What a PNG file's header chunk (IHDR) says of its image, as far as ``PNGFile`` decodes it: not
/// interlaced; grey, grey and alpha, RGB, RGBA or a palette, at every depth PNG allows them (a
/// 16-bit sample is shown by its high byte).
public struct PNGHeader: Equatable, Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// How its pixels are stored.
    let colour: Colour
    /// Bits a sample: 1, 2, 4, 8 or 16, as the colour type allows.
    let depth: Int

    /// PNG's colour types, with the samples a pixel has and the depths each allows.
    enum Colour: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        var samples: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        var depths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .greyAlpha, .rgb, .rgba: [8, 16]
            }
        }
    }

    /// Bits a pixel.
    var bitsPerPixel: Int { colour.samples * depth }
    /// The distance in bytes to the byte a filter compares with (at least 1).
    var filterStep: Int { max(1, bitsPerPixel / 8) }
    /// The bytes of a row once decompressed: its filter's byte, then its pixels.
    var rowBytes: Int { 1 + (width * bitsPerPixel + 7) / 8 }

    /// The header of the PNG file `bytes`, read from its first chunk without decoding anything:
    /// what a server needs to write an image's size. Refused when `bytes` is not a PNG file, or
    /// one ``PNGFile`` cannot decode, or one larger than `limits`.
    public init(of bytes: [UInt8], limits: PNGLimits = .standard) throws(PNGError) {
        guard bytes.count <= limits.maximumFileBytes else {
            throw PNGError("too large: \(bytes.count) bytes (at most \(limits.maximumFileBytes))")
        }
        guard bytes.starts(with: PNGFile.signature) else { throw PNGError("not a PNG file") }
        var chunks = PNGChunks(bytes)
        guard let first = try chunks.next(), first.type == "IHDR" else {
            throw PNGError("damaged: a PNG file that does not begin with its header")
        }
        try self.init(chunk: first.data, limits: limits)
    }

    /// The header chunk `data`, checked against `limits`.
    init(chunk data: ArraySlice<UInt8>, limits: PNGLimits) throws(PNGError) {
        guard data.count == 13 else { throw PNGError("damaged: a header of \(data.count) bytes, not 13") }
        let field = data.startIndex
        let width = PNGChunks.number(data, at: field)
        let height = PNGChunks.number(data, at: field + 4)
        guard width > 0, height > 0 else {
            throw PNGError("damaged: an image of \(width)×\(height) pixels")
        }
        guard width <= limits.maximumSide, height <= limits.maximumSide else {
            throw PNGError(
                "too large: \(width)×\(height) pixels (at most \(limits.maximumSide) a side)")
        }
        let depth = Int(data[field + 8])
        guard let colour = Colour(rawValue: data[field + 9]) else {
            throw PNGError("damaged: a colour type PNG does not have (\(data[field + 9]))")
        }
        guard colour.depths.contains(depth) else {
            throw PNGError("damaged: \(depth) bits a sample, which its colour type does not have")
        }
        guard data[field + 10] == 0, data[field + 11] == 0 else {
            throw PNGError("damaged: a compression or filter method PNG does not have")
        }
        guard data[field + 12] == 0 else {
            throw PNGError("not decoded: an interlaced PNG (plain ones only)")
        }
        self.width = width
        self.height = height
        self.colour = colour
        self.depth = depth
        // The rows decompressed and the pixels made from them, before either is allocated.
        let decoded = height * rowBytes + width * height * 3
        guard decoded <= limits.maximumDecodedBytes else {
            throw PNGError(
                "too large: \(width)×\(height) pixels need \(decoded) bytes decoded (at most "
                    + "\(limits.maximumDecodedBytes))")
        }
    }
}
