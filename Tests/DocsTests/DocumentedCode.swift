import Foundation

/// The code blocks of the project's Markdown and the compiled code they must show.
///
/// Every ```` ```swift ```` block says where its code is compiled, on the line above it:
/// - `<!-- snippet: NAME -->`: it is exactly the `// snippet: NAME` … `// end` region of a Swift
///   file the workspace compiles (dedented);
/// - `<!-- file: PATH -->`: it is the file PATH of the getting-started package, which the DocC
///   articles write together (and DocsTests compiles; `Scripts/check-release` builds it against a
///   release). In the README, such a block must be that same file.
enum DocumentedCode {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A Swift code block of a Markdown file.
    struct Block: Equatable {
        /// The file, relative to the root.
        var document: String
        /// Its first line's number.
        var line: Int
        /// `snippet`, `file`, or `nil` when the line above says neither.
        var kind: String?
        /// The snippet's name or the file's path.
        var name: String
        var code: String
    }

    /// The Markdown files people read: the README and every other `.md` outside build folders.
    static func documents() throws -> [String] {
        try files(withExtension: "md")
    }

    /// Every file with `ext` under the root, relative to it, outside build and hidden folders.
    static func files(withExtension ext: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
            } else if url.pathExtension == ext {
                found.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        return found.sorted()
    }

    /// The Swift blocks of `text` (the file `document`).
    static func blocks(in text: String, document: String) -> [Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```swift") else { continue }
            let above = index > 0 ? lines[index - 1] : ""
            var kind: String?
            var name = ""
            for marker in ["snippet", "file"]
            where above.hasPrefix("<!-- \(marker): ") && above.hasSuffix(" -->") {
                kind = marker
                name = String(above.dropFirst("<!-- \(marker): ".count).dropLast(" -->".count))
            }
            let body = lines[(index + 1)...].prefix { !$0.hasPrefix("```") }
            blocks.append(
                Block(document: document, line: index + 1, kind: kind, name: name, code: dedent(Array(body))))
            index += body.count + 1
        }
        return blocks
    }

    /// The Swift blocks of the doc comments of `source` (the Swift file `document`), read as the
    /// Markdown they are: each `///` line's text, every other line empty (a block never spans
    /// one). A block whose line above is `<!-- excerpt -->` says it is deliberately partial.
    static func docCommentBlocks(in source: String, document: String) -> [Block] {
        let markdown = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        return blocks(in: markdown.joined(separator: "\n"), document: document).map { block in
            var block = block
            if block.line >= 2, markdown[block.line - 2] == "<!-- excerpt -->" { block.kind = "excerpt" }
            return block
        }
    }

    /// The `// snippet: NAME` … `// end` regions of `source`, dedented, by name (a name used
    /// twice maps to every region).
    static func regions(in source: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var name: String?
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// snippet: ") {
                name = String(trimmed.dropFirst("// snippet: ".count))
                lines = []
            } else if trimmed == "// end", let current = name {
                result[current, default: []].append(dedent(lines))
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return result
    }

    /// `lines` without the indentation they all share, joined.
    static func dedent(_ lines: [String]) -> String {
        let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }.joined(separator: "\n")
    }
}
