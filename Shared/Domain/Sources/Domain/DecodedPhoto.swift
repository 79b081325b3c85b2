/// A photo's pixels: `width` × `height`, row after row from the top, three bytes (red, green,
/// blue) each.
public struct DecodedPhoto: Equatable, Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// Red, green and blue of each pixel, row after row: `width * height * 3` bytes.
    public let pixels: [UInt8]

    /// A photo of `pixels`, `width * height * 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 3, "pixels of another size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The memory its pixels take, in bytes: what a cache of photos counts.
    public var byteCount: Int { pixels.count }

    /// The pixel at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }
}
