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
    /// Returns `text` with every control, escape and bidirectional-override character replaced
    /// by its visible `\u{…}` spelling. Tabs become one space; everything else is kept.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if isUnsafe(scalar) {
                result.append(contentsOf: "\\u{\(hex(scalar.value))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` would make a terminal do something rather than show something:
    /// C0 and C1 controls, DEL, and the bidirectional overrides that reorder what follows.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
