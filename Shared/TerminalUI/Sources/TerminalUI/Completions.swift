/// What Tab completes at a prompt: the commands, by their usage lines (`like N`, `tab NAME`,
/// `set name VALUE`, `trace on|off`), and the values a placeholder may take (`NAME` → the tab
/// names, `URL` → links). A word of a usage line in lower case is typed as it is; one in upper
/// case is a placeholder; `on|off` are choices.
///
/// ```swift
/// let completions = Completions(usages: ["tab NAME", "like N"], values: ["NAME": ["feed", "likes"]])
/// completions.candidates(for: "tab l")   // ["likes"]
/// ```
public struct Completions: Sendable, Hashable {
    /// The commands, as their usage lines.
    public var usages: [String]
    /// The values of placeholders, by placeholder.
    public var values: [String: [String]]

    /// Completions of `usages`, with `values` for their placeholders.
    public init(usages: [String] = [], values: [String: [String]] = [:]) {
        self.usages = usages
        self.values = values
    }

    /// The words that may stand where the last word of `text` (the line up to the cursor) is,
    /// and start with it; in the order the usages give them, each once.
    public func candidates(for text: String) -> [String] {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let partial = text.last == " " || text.isEmpty ? "" : (words.popLast() ?? "")
        var found: [String] = []
        for usage in usages {
            let pattern = usage.split(separator: " ").map(String.init)
            guard pattern.count > words.count,
                zip(pattern, words).allSatisfy({ Self.accepts($0, $1) })
            else { continue }
            for word in choices(for: pattern[words.count])
            where word.lowercased().hasPrefix(partial.lowercased()) && !found.contains(word) {
                found.append(word)
            }
        }
        return found
    }

    /// What may stand for one word of a usage line.
    private func choices(for word: String) -> [String] {
        if Self.isPlaceholder(word) { return values[word] ?? [] }
        return word.split(separator: "|").map(String.init)
    }

    /// Whether `typed` may stand for `word` of a usage line.
    private static func accepts(_ word: String, _ typed: String) -> Bool {
        isPlaceholder(word) || word.split(separator: "|").contains { $0.lowercased() == typed.lowercased() }
    }

    private static func isPlaceholder(_ word: String) -> Bool {
        word.contains { $0.isLetter } && word.allSatisfy { !$0.isLetter || $0.isUppercase }
    }
}
