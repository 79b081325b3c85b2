/// The code of a DocC article and the code a test compiles, read so that a test can check that
/// the article shows exactly what is compiled: `// snippet: NAME` … `// end` blocks of a source
/// file, and the article's code blocks each marked `<!-- snippet: NAME -->`.
enum ArticleSnippets {
    /// `// snippet: NAME` … `// end` blocks of a source file, dedented.
    static func snippets(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet: ") {
                name = String(trimmed.dropFirst("// snippet: ".count))
                lines = []
            } else if trimmed == "// end", let current = name {
                result[current] = dedent(lines)
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    /// The code blocks of an article, each named by the `<!-- snippet: NAME -->` line above it.
    static func articleBlocks(in article: String) -> [String: String] {
        var result: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        var inside = false
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<!-- snippet: ") {
                name = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
            } else if line.hasPrefix("```swift"), name != nil {
                inside = true
                lines = []
            } else if line.hasPrefix("```"), inside, let current = name {
                result[current] = dedent(lines)
                inside = false
                name = nil
            } else if inside {
                lines.append(line)
            }
        }
        return result
    }

    static func dedent(_ lines: [Substring]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }
}
