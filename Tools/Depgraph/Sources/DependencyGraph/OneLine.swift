extension String {
    /// The text on one line, for a message that quotes what came from outside (a target's name in
    /// a stranger's package, a key of a timing file): every control character — line breaks,
    /// tabs, terminal escapes — and every line or paragraph separator shown as `?`. (`package`:
    /// the command prints every error line through it; strangers importing DependencyGraph do not
    /// see it.)
    package var onOneLine: String {
        guard unicodeScalars.contains(where: Self.breaksALine) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.map { Self.breaksALine($0) ? "?" : $0 }))
    }

    private static func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
