import Locks
import Pixels

/// A picture a screen draws on a colour terminal: each character cell an upper half block (`▀`)
/// whose foreground is one pixel and background the pixel below — two pixels a cell, nearly
/// square. Nothing but SGR colour sequences and that one character is ever written, whatever the
/// pixels; without colour, a screen shows the picture's text alternative instead.
///
/// A picture is drawn once for each width and colour depth it is shown at, however often the
/// screens holding it are printed: keep one picture for as long as its pixels are the same.
public struct TerminalImage: Sendable, Hashable {
    /// What it shows: a buffer of at least one pixel, its bytes shared with whoever made it.
    public let buffer: PixelBuffer
    /// Its lines as drawn so far, by width and colour depth.
    private let drawn = Drawn()

    /// A picture of `buffer` — a decoded photo, say — as it is: no pixel copied.
    public init(_ buffer: PixelBuffer) {
        precondition(buffer.width > 0 && buffer.height > 0, "a picture of no pixel")
        self.buffer = buffer
    }

    /// The lines of a picture, as drawn for each width and colour depth asked: at most
    /// ``limit`` drawings, all forgotten when one more is drawn (a window resized through many
    /// widths keeps no picture of each), the one shown now among the next ones kept.
    private final class Drawn: Sendable {
        static let limit = 4
        let lines = Locked<[Key: [String]]>([:])

        struct Key: Hashable {
            let columns: Int
            let trueColor: Bool
        }
    }

    /// A grey picture of `width` × `height`: the place of one still loading, or that cannot be
    /// shown, so that what is beside it does not move when it comes.
    public static func placeholder(width: Int, height: Int) -> TerminalImage {
        TerminalImage(PixelBuffer(width: width, height: height, filledWith: (64, 64, 64)))
    }

    /// Its lines at `columns` characters wide, as tall as its shape asks (two pixels a line),
    /// each pixel the nearest of the picture's; every line ends by resetting the colours. Drawn
    /// once for each width and colour depth, then kept with the picture.
    func lines(columns: Int, policy: ColorPolicy) -> [String] {
        let key = Drawn.Key(columns: max(1, columns), trueColor: policy.hasTrueColor)
        if let lines = drawn.lines.withLock({ $0[key] }) { return lines }
        let lines = draw(columns: key.columns, policy: policy)
        drawn.lines.withLock { drawings in
            if drawings.count >= Drawn.limit { drawings.removeAll(keepingCapacity: true) }
            drawings[key] = lines
        }
        return lines
    }

    /// How many drawings it keeps now (each a width and a colour depth).
    var keptDrawings: Int { drawn.lines.withLock { $0.count } }

    /// Its lines at `columns` characters wide (see ``lines(columns:policy:)``), drawn now:
    /// written as bytes, a digit at a time, and a cell names only the colours that differ from
    /// the cell before it on its line (a grey place, a flat sky; few cells of a photograph).
    private func draw(columns: Int, policy: ColorPolicy) -> [String] {
        let (width, height) = (buffer.width, buffer.height)
        let rows = max(1, (height * columns + width) / (2 * width))
        var lines: [String] = []
        lines.reserveCapacity(rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * 40 + 8)
        for row in 0..<rows {
            bytes.removeAll(keepingCapacity: true)
            let top = (2 * row) * height / (2 * rows)
            let bottom = (2 * row + 1) * height / (2 * rows)
            var previous: ColorPolicy.Cell?
            for column in 0..<columns {
                let x = column * width / columns
                let cell = policy.cell(
                    foreground: buffer.pixel(x: x, y: top), background: buffer.pixel(x: x, y: bottom))
                cell.append(after: previous, to: &bytes)
                previous = cell
            }
            bytes.append(contentsOf: Self.reset)
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return lines
    }

    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// Equal when the same size and the same pixels (an array shared by both is compared at once).
    public static func == (lhs: TerminalImage, rhs: TerminalImage) -> Bool {
        lhs.buffer == rhs.buffer
    }

    /// By size alone: hashing every pixel on every screen compared would cost more than drawing.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(buffer.width)
        hasher.combine(buffer.height)
    }
}

extension ColorPolicy {
    /// A colour as a cell names it: 24-bit, or one of the 256.
    enum CellColour: Equatable {
        case rgb(UInt8, UInt8, UInt8)
        case indexed(UInt8)

        /// `38;2;R;G;B` or `38;5;N` after `layer` (`38` names the foreground, `48` the background).
        func append(layer: [UInt8], to bytes: inout [UInt8]) {
            bytes.append(contentsOf: layer)
            switch self {
            case .rgb(let red, let green, let blue):
                bytes.append(contentsOf: ColorPolicy.trueColorKind)
                ColorPolicy.append(red, to: &bytes)
                bytes.append(UInt8(ascii: ";"))
                ColorPolicy.append(green, to: &bytes)
                bytes.append(UInt8(ascii: ";"))
                ColorPolicy.append(blue, to: &bytes)
            case .indexed(let index):
                bytes.append(contentsOf: ColorPolicy.indexedKind)
                ColorPolicy.append(index, to: &bytes)
            }
        }
    }

    /// One half-block cell: its pixel above (the foreground) and below (the background).
    struct Cell: Equatable {
        let foreground: CellColour
        let background: CellColour

        /// Appends the cell to `bytes` — `ESC[38;2;R;G;B;48;2;R;G;Bm▀` — naming only the colours
        /// that differ from `previous`, the cell before it on the line (both when there is none).
        func append(after previous: Cell?, to bytes: inout [UInt8]) {
            let newForeground = previous?.foreground != foreground
            let newBackground = previous?.background != background
            if newForeground || newBackground {
                bytes.append(contentsOf: ColorPolicy.introducer)
                if newForeground { foreground.append(layer: ColorPolicy.foregroundLayer, to: &bytes) }
                if newForeground && newBackground { bytes.append(UInt8(ascii: ";")) }
                if newBackground { background.append(layer: ColorPolicy.backgroundLayer, to: &bytes) }
                bytes.append(UInt8(ascii: "m"))
            }
            bytes.append(contentsOf: ColorPolicy.upperHalfBlock)
        }
    }

    /// The cell of `foreground` above `background`, in 24-bit colour or the nearest of the 256.
    func cell(foreground: (UInt8, UInt8, UInt8), background: (UInt8, UInt8, UInt8)) -> Cell {
        func colour(_ pixel: (UInt8, UInt8, UInt8)) -> CellColour {
            hasTrueColor ? .rgb(pixel.0, pixel.1, pixel.2) : .indexed(UInt8(Self.index256(pixel)))
        }
        return Cell(foreground: colour(foreground), background: colour(background))
    }

    private static let introducer: [UInt8] = Array("\u{1B}[".utf8)
    private static let foregroundLayer: [UInt8] = Array("38".utf8)
    private static let backgroundLayer: [UInt8] = Array("48".utf8)
    private static let trueColorKind: [UInt8] = Array(";2;".utf8)
    private static let indexedKind: [UInt8] = Array(";5;".utf8)
    /// The upper half block (U+2580) in UTF-8.
    private static let upperHalfBlock: [UInt8] = Array("▀".utf8)

    /// Appends `value` in decimal, a digit at a time (no string made for it).
    private static func append(_ value: UInt8, to bytes: inout [UInt8]) {
        let zero = UInt8(ascii: "0")
        if value >= 100 { bytes.append(zero + value / 100) }
        if value >= 10 { bytes.append(zero + value / 10 % 10) }
        bytes.append(zero + value % 10)
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
