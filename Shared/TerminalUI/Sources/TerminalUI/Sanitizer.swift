import HiddenCharacters

/// Makes text that comes from data safe to print on a terminal.
///
/// Captions, names and anything else read from a file or typed by someone else may hold
/// control and escape characters. Sent to a terminal as they are, they could move the
/// cursor, change colours or rewrite the title bar. `Sanitizer` shows each of them inert,
/// as a Swift escape (`\u{1B}`), so a person sees that it is there and the terminal does not act on it.
///
/// ```swift
/// Sanitizer.sanitize("bad\u{1B}[2Jcaption")  // "bad\\u{1B}[2Jcaption"
/// ```
public enum Sanitizer {
    /// Returns `text` with every control, escape, bidirectional and invisible character (see
    /// `Unicode.Scalar.isHiddenOrControl`) replaced by its visible `\u{…}` spelling. Tabs become
    /// one space; a zero-width joiner inside an emoji sequence is kept; everything else is kept.
    public static func sanitize(_ text: String) -> String {
        guard text.containsHiddenOrControl else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\t" {
                result.append(" ")
            } else if scalar.isHiddenOrControl && !joinsEmoji(scalars, at: index) {
                result.append(contentsOf: "\\u{\(hex(scalar.value))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalars[index]` is a zero-width joiner between two emoji (👩‍💻).
    private static func joinsEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        scalars[index].value == 0x200D && index > 0 && index + 1 < scalars.count
            && scalars[index - 1].properties.isEmoji && scalars[index + 1].properties.isEmoji
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
