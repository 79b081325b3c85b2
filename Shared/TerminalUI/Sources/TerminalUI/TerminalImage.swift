/// A picture a screen draws on a colour terminal: each character cell an upper half block (`▀`)
/// whose foreground is one pixel and background the pixel below — two pixels a cell, nearly
/// square. Nothing but SGR colour sequences and that one character is ever written, whatever the
/// pixels; without colour, a screen shows the picture's text alternative instead.
public struct TerminalImage: Sendable, Hashable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// Red, green and blue of each pixel, row after row: `width * height * 3` bytes.
    public let pixels: [UInt8]

    /// A picture of `pixels`, `width * height * 3` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 3, "pixels of another size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A grey picture of `width` × `height`: the place of one still loading, or that cannot be
    /// shown, so that what is beside it does not move when it comes.
    public static func placeholder(width: Int, height: Int) -> TerminalImage {
        TerminalImage(width: width, height: height, pixels: [UInt8](repeating: 64, count: width * height * 3))
    }

    /// Its lines at `columns` characters wide, as tall as its shape asks (two pixels a line),
    /// each pixel the nearest of the picture's; every line ends by resetting the colours. Written
    /// as bytes, a number at a time from a table: a photo is thousands of cells, each two colours.
    func lines(columns: Int, policy: ColorPolicy) -> [String] {
        let columns = max(1, columns)
        let rows = max(1, (height * columns + width) / (2 * width))
        var lines: [String] = []
        lines.reserveCapacity(rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * 40 + 8)
        for row in 0..<rows {
            bytes.removeAll(keepingCapacity: true)
            let top = (2 * row) * height / (2 * rows)
            let bottom = (2 * row + 1) * height / (2 * rows)
            for column in 0..<columns {
                let x = column * width / columns
                policy.appendCell(foreground: pixel(x, top), background: pixel(x, bottom), to: &bytes)
            }
            bytes.append(contentsOf: Self.reset)
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return lines
    }

    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    private func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let index = (y * width + x) * 3
        return (pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// Equal when the same size and the same pixels (an array shared by both is compared at once).
    public static func == (lhs: TerminalImage, rhs: TerminalImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
    }

    /// By size alone: hashing every pixel on every screen compared would cost more than drawing.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }
}

extension ColorPolicy {
    /// One half-block cell, `foreground` above and `background` below, in 24-bit colour or the
    /// nearest of the 256, appended to `bytes`: `ESC[38;2;R;G;B;48;2;R;G;Bm▀`.
    func appendCell(
        foreground: (UInt8, UInt8, UInt8), background: (UInt8, UInt8, UInt8), to bytes: inout [UInt8]
    ) {
        bytes.append(contentsOf: hasTrueColor ? Self.trueColorForeground : Self.indexedForeground)
        if hasTrueColor {
            Self.append(foreground.0, to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.append(foreground.1, to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.append(foreground.2, to: &bytes)
            bytes.append(contentsOf: Self.trueColorBackground)
            Self.append(background.0, to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.append(background.1, to: &bytes)
            bytes.append(UInt8(ascii: ";"))
            Self.append(background.2, to: &bytes)
        } else {
            Self.append(UInt8(Self.index256(foreground)), to: &bytes)
            bytes.append(contentsOf: Self.indexedBackground)
            Self.append(UInt8(Self.index256(background)), to: &bytes)
        }
        bytes.append(contentsOf: Self.upperHalfBlock)
    }

    private static let trueColorForeground: [UInt8] = Array("\u{1B}[38;2;".utf8)
    private static let trueColorBackground: [UInt8] = Array(";48;2;".utf8)
    private static let indexedForeground: [UInt8] = Array("\u{1B}[38;5;".utf8)
    private static let indexedBackground: [UInt8] = Array(";48;5;".utf8)
    /// `m▀`: the sequence's end and the upper half block (U+2580) in UTF-8.
    private static let upperHalfBlock: [UInt8] = Array("m▀".utf8)
    /// Each byte's value in decimal, as text.
    private static let decimal: [[UInt8]] = (0...255).map { Array(String($0).utf8) }

    private static func append(_ value: UInt8, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: decimal[Int(value)])
    }

    /// The nearest colour of the 256 a terminal has: of the 6 × 6 × 6 cube, or of the 24 greys
    /// when the colour is a grey.
    static func index256(_ colour: (UInt8, UInt8, UInt8)) -> Int {
        let (red, green, blue) = (Int(colour.0), Int(colour.1), Int(colour.2))
        if max(red, green, blue) - min(red, green, blue) < 10 {
            let grey = (red + green + blue) / 3
            if grey < 4 { return 16 }
            if grey > 246 { return 231 }
            return 232 + min(23, (grey - 3) / 10)
        }
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}
