import Pixels

/// A PNG file (the W3C's PNG specification) decoded into pixels, within ``PNGLimits`` checked
/// before anything is allocated: its chunks checked whole, its pixels decompressed into exactly
/// the bytes its header says, its rows unfiltered, its colours made RGB (alpha over black; a
/// 16-bit sample by its high byte, a 1-, 2- or 4-bit one scaled to 8). A
/// file that is not one, is damaged, cut short or too large is refused in one line.
public enum PNGFile {
    /// The eight bytes every PNG file begins with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The pixels of the PNG file `bytes`.
    public static func decode(_ bytes: [UInt8], limits: PNGLimits = .standard) throws(PNGError)
        -> PixelBuffer
    {
        guard bytes.count <= limits.maximumFileBytes else {
            throw PNGError("too large: \(bytes.count) bytes (at most \(limits.maximumFileBytes))")
        }
        guard bytes.starts(with: signature) else { throw PNGError("not a PNG file") }
        var chunks = PNGChunks(bytes)
        guard let first = try chunks.next(), first.type == "IHDR" else {
            throw PNGError("damaged: a PNG file that does not begin with its header")
        }
        let header = try PNGHeader(chunk: first.data, limits: limits)
        var palette: ArraySlice<UInt8> = []
        var compressed: [UInt8] = []
        var ended = false
        while !ended, let chunk = try chunks.next() {
            switch chunk.type {
            case "PLTE":
                guard chunk.data.count % 3 == 0, chunk.data.count <= 256 * 3, !chunk.data.isEmpty else {
                    throw PNGError("damaged: a palette of \(chunk.data.count) bytes")
                }
                palette = chunk.data
            case "IDAT": compressed.append(contentsOf: chunk.data)
            case "IEND": ended = true
            case "IHDR": throw PNGError("damaged: a second header")
            default:
                // A chunk whose type begins with a capital letter is critical: one the decoder
                // does not know cannot be skipped.
                if let first = chunk.type.utf8.first, (65...90).contains(first) {
                    throw PNGError("not decoded: a PNG with a \(chunk.type) chunk")
                }
            }
        }
        guard ended else { throw .endsEarly }
        // Nothing follows the end: a file that decodes is whole, and none of its prefixes does.
        guard chunks.isAtEnd else { throw PNGError("damaged: data after its end (IEND)") }
        guard !compressed.isEmpty else { throw PNGError("damaged: a PNG file without pixels") }
        if header.colour == .palette, palette.isEmpty {
            throw PNGError("damaged: a palette image without its palette")
        }
        var rows = try Inflate.zlib(compressed, count: header.height * header.rowBytes)
        try unfilter(&rows, header)
        return try colours(rows, header, palette: palette)
    }

    /// Undoes each row's filter (PNG's five: none, sub, up, average, Paeth), in place.
    static func unfilter(_ rows: inout [UInt8], _ header: PNGHeader) throws(PNGError) {
        let stride = header.rowBytes
        let step = header.filterStep
        for y in 0..<header.height {
            let start = y * stride + 1
            let end = (y + 1) * stride
            let filter = rows[start - 1]
            switch filter {
            case 0: break
            case 1:
                for index in (start + step)..<max(start + step, end) {
                    rows[index] &+= rows[index - step]
                }
            case 2:
                guard y > 0 else { break }
                for index in start..<end { rows[index] &+= rows[index - stride] }
            case 3:
                for index in start..<end {
                    let left = index - start >= step ? Int(rows[index - step]) : 0
                    let up = y > 0 ? Int(rows[index - stride]) : 0
                    rows[index] &+= UInt8((left + up) / 2)
                }
            case 4:
                for index in start..<end {
                    let hasLeft = index - start >= step
                    let left = hasLeft ? Int(rows[index - step]) : 0
                    let up = y > 0 ? Int(rows[index - stride]) : 0
                    let corner = hasLeft && y > 0 ? Int(rows[index - stride - step]) : 0
                    rows[index] &+= paeth(left, up, corner)
                }
            default:
                throw PNGError("damaged: row \(y + 1) has a filter PNG does not have (\(filter))")
            }
        }
    }

    /// PNG's Paeth predictor: of left, up and the corner, the nearest to left + up − corner.
    static func paeth(_ left: Int, _ up: Int, _ corner: Int) -> UInt8 {
        let estimate = left + up - corner
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toCorner = abs(estimate - corner)
        if toLeft <= toUp && toLeft <= toCorner { return UInt8(left) }
        return toUp <= toCorner ? UInt8(up) : UInt8(corner)
    }

    /// The unfiltered `rows` as RGB pixels.
    static func colours(_ rows: [UInt8], _ header: PNGHeader, palette: ArraySlice<UInt8>) throws(PNGError)
        -> PixelBuffer
    {
        let width = header.width
        let height = header.height
        let depth = header.depth
        let samples = header.colour.samples
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var out = 0
        // Sample `sample` of pixel `x` in the row starting at `row`, scaled to 8 bits — except a
        // palette's index, kept as it is.
        func value(_ row: Int, _ x: Int, _ sample: Int) -> Int {
            switch depth {
            case 8: return Int(rows[row + x * samples + sample])
            case 16: return Int(rows[row + (x * samples + sample) * 2])
            default:
                let bit = (x * samples + sample) * depth
                let raw = Int(rows[row + bit / 8]) >> (8 - depth - bit % 8) & (1 << depth - 1)
                return header.colour == .palette ? raw : raw * 255 / (1 << depth - 1)
            }
        }
        for y in 0..<height {
            let row = y * header.rowBytes + 1
            for x in 0..<width {
                switch header.colour {
                case .grey:
                    let grey = UInt8(value(row, x, 0))
                    (pixels[out], pixels[out + 1], pixels[out + 2]) = (grey, grey, grey)
                case .greyAlpha:
                    let grey = over(value(row, x, 0), alpha: value(row, x, 1))
                    (pixels[out], pixels[out + 1], pixels[out + 2]) = (grey, grey, grey)
                case .rgb:
                    pixels[out] = UInt8(value(row, x, 0))
                    pixels[out + 1] = UInt8(value(row, x, 1))
                    pixels[out + 2] = UInt8(value(row, x, 2))
                case .rgba:
                    let alpha = value(row, x, 3)
                    pixels[out] = over(value(row, x, 0), alpha: alpha)
                    pixels[out + 1] = over(value(row, x, 1), alpha: alpha)
                    pixels[out + 2] = over(value(row, x, 2), alpha: alpha)
                case .palette:
                    let entry = palette.startIndex + value(row, x, 0) * 3
                    guard entry + 2 < palette.endIndex else {
                        throw PNGError("damaged: a pixel whose colour its palette does not have")
                    }
                    pixels[out] = palette[entry]
                    pixels[out + 1] = palette[entry + 1]
                    pixels[out + 2] = palette[entry + 2]
                }
                out += 3
            }
        }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    /// A sample's value over black, at `alpha`.
    private static func over(_ value: Int, alpha: Int) -> UInt8 { UInt8(value * alpha / 255) }
}
