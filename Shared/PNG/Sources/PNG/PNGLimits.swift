/// The most a PNG file may take, checked before anything is allocated for it: a file from outside
/// (a data directory, a download) may claim any size.
public struct PNGLimits: Equatable, Sendable {
    /// The longest file, in bytes.
    public var maximumFileBytes: Int
    /// The widest and tallest image, in pixels.
    public var maximumSide: Int
    /// The most memory decoding may take, in bytes: the decompressed rows and the pixels.
    public var maximumDecodedBytes: Int

    /// Limits of a file of at most `maximumFileBytes`, at most `maximumSide` pixels a side, and
    /// `maximumDecodedBytes` of memory decoded.
    public init(maximumFileBytes: Int, maximumSide: Int, maximumDecodedBytes: Int) {
        self.maximumFileBytes = maximumFileBytes
        self.maximumSide = maximumSide
        self.maximumDecodedBytes = maximumDecodedBytes
    }

    /// A phone's photo, scaled for sharing (8 MB, 4096 pixels a side, 64 MB): what mosaic shows.
    public static let standard = PNGLimits(
        maximumFileBytes: 8 << 20, maximumSide: 4096, maximumDecodedBytes: 64 << 20)
}
