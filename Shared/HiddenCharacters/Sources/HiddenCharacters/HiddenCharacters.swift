extension Unicode.Scalar {
    /// Whether this scalar acts rather than shows, or shows as nothing, so that text holding it
    /// can do or pretend what it should not: C0 and C1 controls and DEL; bidirectional
    /// overrides, isolates and marks (U+202A–E, U+2066–9, U+200E–F, U+061C); zero-width
    /// characters (U+200B–D, U+2060, U+FEFF); line and paragraph separators (U+2028–9); tag
    /// characters (U+E0000–7F).
    ///
    /// The one definition every layer uses: links refuse such text, names and signatures refuse
    /// it, and a terminal shows it escaped. (A zero-width joiner between two emoji is part of
    /// the emoji; a sanitiser may keep it there.)
    @inlinable
    public var isHiddenOrControl: Bool {
        if isControlCharacter { return true }
        return switch value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        case 0x200B...0x200D, 0x2060, 0xFEFF: true
        case 0x2028, 0x2029: true
        case 0xE0000...0xE007F: true
        default: false
        }
    }

    /// Whether this scalar is a control character — C0 (U+0000–1F), DEL (U+007F) or C1
    /// (U+0080–9F): the part of ``isHiddenOrControl`` that acts on a terminal rather than
    /// hides, and what a prompt never takes into a line as text (its keys are controls). A
    /// text that may hold hidden characters but no control — a line a person could have typed
    /// at a prompt — is checked with this; every other text with ``isHiddenOrControl``.
    @inlinable
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension StringProtocol {
    /// Whether any scalar of the text ``Unicode/Scalar/isHiddenOrControl``.
    ///
    /// Inlinable, so that each caller gets it compiled for its string type: every span a
    /// terminal screen is made of is checked, and the generic version was a sixth of a render.
    @inlinable
    public var containsHiddenOrControl: Bool {
        // Printable ASCII (most text) is decided from its bytes, without decoding scalars.
        if isPrintableASCII { return false }
        return unicodeScalars.contains(where: \.isHiddenOrControl)
    }

    /// The text with each scalar that ``Unicode/Scalar/isHiddenOrControl`` shown as `?`: what a
    /// message may quote of text from outside, so that it stays one line and shows what it
    /// quotes (a line break, a terminal escape or a bidirectional override in a file's key
    /// cannot split or disguise the message).
    public var hiddenShownAsQuestionMarks: String {
        if !containsHiddenOrControl { return String(self) }
        var shown = String.UnicodeScalarView()
        for scalar in unicodeScalars { shown.append(scalar.isHiddenOrControl ? "?" : scalar) }
        return String(shown)
    }

    /// This text as an error message quotes it — the one rule for every message that quotes
    /// text from outside (a link, a typed word, a file's key, a request's field): at most
    /// ``quotedScalarLimit`` scalars, the first ones and `…` when there are more, each hidden or
    /// control scalar shown as `?` (``hiddenShownAsQuestionMarks``). So a message stays one line,
    /// shows what it quotes, and stays short whatever was typed (100,000 `x` are 59 and `…`).
    ///
    /// ```swift
    /// "unknown command '\(typed.quotedInMessage)'"  // "unknown command 'dance?[2J'"
    /// ```
    public var quotedInMessage: String {
        let limit = Self.quotedScalarLimit
        let start = unicodeScalars.prefix(limit + 1)
        guard start.count > limit else {
            return String(String.UnicodeScalarView(start)).hiddenShownAsQuestionMarks
        }
        return String(String.UnicodeScalarView(start.prefix(limit - 1))).hiddenShownAsQuestionMarks + "…"
    }

    /// The most scalars ``quotedInMessage`` shows of a text: 60.
    public static var quotedScalarLimit: Int { 60 }

    /// Whether every character is printable ASCII (space to `~`): text that shows one column a
    /// byte and holds nothing to sanitise — most text a screen is made of, decided fast.
    @inlinable
    public var isPrintableASCII: Bool {
        // Reading the bytes in place is several times faster than iterating the UTF-8 view.
        let inPlace = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        return inPlace ?? utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
