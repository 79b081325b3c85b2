/// Pixels in memory: `width` × `height`, row after row from the top, three bytes (red, green,
/// blue) each. What a decoder makes and what a screen draws: one buffer, its bytes shared by
/// every copy (an array), never converted between types of the same shape.
///
/// ```swift
/// let grey = PixelBuffer(width: 2, height: 1, pixels: [64, 64, 64, 200, 200, 200])
/// grey.pixel(x: 1, y: 0)  // (red: 200, green: 200, blue: 200)
/// ```
public struct PixelBuffer: Equatable, Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// Red, green and blue of each pixel, row after row: `width * height * 3` bytes.
    public let pixels: [UInt8]

    /// A buffer of `pixels`, `width * height * 3` bytes (a size of 0 is an empty buffer).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && pixels.count == width * height * 3, "pixels of another size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// `width` × `height` pixels of one colour: a grey place, a flat background.
    public init(width: Int, height: Int, filledWith colour: (red: UInt8, green: UInt8, blue: UInt8)) {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 3)
        for _ in 0..<(width * height) { pixels += [colour.red, colour.green, colour.blue] }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The memory its pixels take, in bytes: what a cache of pictures counts.
    public var byteCount: Int { pixels.count }

    /// Whether it has no pixel (a width or a height of 0).
    public var isEmpty: Bool { pixels.isEmpty }

    /// The pixel at column `x`, row `y` (each within the buffer).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = (y * width + x) * 3
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }
}
