import HiddenCharacters

/// How many terminal columns text takes: wide (CJK) characters and emoji take two, combining
/// marks and zero-width characters none, everything else one.
///
/// Used to align columns whatever script the data is written in.
public enum DisplayWidth {
    /// The number of columns `text` occupies on a terminal.
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII (most text) is one column a byte.
        if text.isPrintableASCII { return text.utf8.count }
        if let width = widthOfSeparateScalars(text.unicodeScalars) { return width }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of text made only of scalars that are each a character of their own and
    /// measured without a lookup — printable ASCII, Latin below U+0300 (`café`), the symbol
    /// blocks (`♥ → ★`) — summed without breaking the text into characters; `nil` as soon as
    /// another scalar shows up. A test checks that none of these joins a neighbour.
    private static func widthOfSeparateScalars(_ scalars: some Sequence<Unicode.Scalar>) -> Int? {
        var total = 0
        for scalar in scalars {
            let value = scalar.value
            if (0x20..<0x7F).contains(value) || ((0xA0..<0x300).contains(value) && value != 0xAD) {
                total += 1
            } else if symbolsWithoutMarks.contains(value) {
                total += symbolWidths.width(of: value)
            } else {
                return nil
            }
        }
        return total
    }

    /// The number of columns one grapheme cluster occupies: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var rest = scalars.makeIterator()
        guard let first = rest.next() else { return 0 }
        if first.isASCII { return first.value < 0x20 ? 0 : 1 }
        if rest.next() == nil {
            // One scalar (most characters): its own width, without the cluster rules below.
            if isWide(first.value) { return 2 }
            if first.value < 0x300 { return first.value == 0xAD || first.isHiddenOrControl ? 0 : 1 }
            if symbolsWithoutMarks.contains(first.value) { return symbolWidths.width(of: first.value) }
            if isZeroWidth(first) { return 0 }
            return first.properties.isEmojiPresentation ? 2 : 1
        }
        var visible = false
        for scalar in scalars {
            if isWide(scalar.value) || scalar.properties.isEmojiPresentation { return 2 }
            if scalar.value == 0xFE0F, scalars.first!.properties.isEmoji { return 2 }
            if !isZeroWidth(scalar) { visible = true }
        }
        return visible ? 1 : 0
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `text` followed by spaces up to `width` columns (unchanged when it is already wider).
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// Letterlike symbols to miscellaneous symbols and arrows (`→`, `♥`, `★`, box drawing):
    /// no mark or format character among them, so none is zero-width and their general
    /// category need not be looked up. (Latin-1 and Latin Extended, below U+0300, hold one
    /// format character, the soft hyphen, and no emoji shown as such.) A test checks both
    /// against the Unicode data of the toolchain.
    static let symbolsWithoutMarks: ClosedRange<UInt32> = 0x2100...0x2BFF

    /// Which of ``symbolsWithoutMarks`` show as emoji (two columns: `☕ ⚡ ⭐`) and which as
    /// text (one: `♥ → ★`), read once from the toolchain's Unicode data on first use (3,072
    /// lookups, well under a millisecond) rather than on every cell of every render.
    static let symbolWidths = SymbolWidths(symbolsWithoutMarks)

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isHiddenOrControl { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15), plus the emoji blocks.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F2FF,
            0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// The width of every scalar of a block of symbols, one bit each: 2 where the scalar is shown
/// as an emoji (East Asian wide or emoji presentation), 1 elsewhere.
struct SymbolWidths: Sendable {
    private let range: ClosedRange<UInt32>
    private var wide: [UInt64]

    init(_ range: ClosedRange<UInt32>) {
        self.range = range
        wide = Array(repeating: 0, count: (range.count + 63) / 64)
        for value in range {
            guard let scalar = Unicode.Scalar(value),
                DisplayWidth.isWide(value) || scalar.properties.isEmojiPresentation
            else { continue }
            let offset = Int(value - range.lowerBound)
            wide[offset / 64] |= 1 << UInt64(offset % 64)
        }
    }

    /// 1 or 2 columns for `value`, which must lie in the block.
    func width(of value: UInt32) -> Int {
        let offset = Int(value - range.lowerBound)
        return wide[offset / 64] & (1 << UInt64(offset % 64)) == 0 ? 1 : 2
    }
}
