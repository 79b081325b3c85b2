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
    /// each pixel the nearest of the picture's; every line ends by resetting the colours.
    func lines(columns: Int, policy: ColorPolicy) -> [String] {
        let columns = max(1, columns)
        let rows = max(1, (height * columns + width) / (2 * width))
        var lines: [String] = []
        lines.reserveCapacity(rows)
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let x = column * width / columns
                let top = (2 * row) * height / (2 * rows)
                let bottom = (2 * row + 1) * height / (2 * rows)
                line += policy.cell(foreground: pixel(x, top), background: pixel(x, bottom))
            }
            line += "\u{1B}[0m"
            lines.append(line)
        }
        return lines
    }

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
    /// One half-block cell: `foreground` above, `background` below, in 24-bit colour or the
    /// nearest of the 256.
    func cell(foreground: (UInt8, UInt8, UInt8), background: (UInt8, UInt8, UInt8)) -> String {
        if hasTrueColor {
            return "\u{1B}[38;2;\(foreground.0);\(foreground.1);\(foreground.2);48;2;\(background.0);"
                + "\(background.1);\(background.2)m▀"
        }
        return "\u{1B}[38;5;\(Self.index256(foreground));48;5;\(Self.index256(background))m▀"
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
