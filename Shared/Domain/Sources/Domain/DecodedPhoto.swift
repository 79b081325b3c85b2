import Pixels

/// A photo's pixels, as the decoder makes them and a screen draws them: `width` × `height`, row
/// after row from the top, three bytes (red, green, blue) each — the family's one pixel buffer.
public typealias DecodedPhoto = PixelBuffer
