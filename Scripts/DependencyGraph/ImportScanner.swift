/// Finds the modules a Swift source file imports, in every form:
/// `import M`, `@testable import M`, `@_exported import M`, `public import M` (and the other
/// access levels), `import struct M.T`, `import M.Submodule`, and imports inside `#if`.
/// Comments and string literals (multi-line and raw ones included) are skipped.
public enum ImportScanner {
    private static let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
    ]
    private static let modifiers: Set<Substring> = [
        "public", "internal", "package", "private", "fileprivate", "open",
    ]

    /// The imported modules, in the order they appear (repeats kept).
    public static func imports(in source: String) -> [String] {
        importLines(in: source).map(\.module)
    }

    /// The imported modules with the 1-based line of each import, in order.
    public static func importLines(in source: String) -> [(module: String, line: Int)] {
        var modules: [(module: String, line: Int)] = []
        for (index, line) in codeLines(source).enumerated() {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            // Conditional compilation: `#if canImport(X)` is not an import, but the line after is.
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            while let first = words.first, modifiers.contains(first) { words.removeFirst() }
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.popFirst() == "import", var path = words.popFirst() else { continue }
            if kinds.contains(path), let next = words.popFirst() { path = next }
            let module = path.split(separator: ".").first.map(String.init) ?? ""
            if module.first.map({ $0.isLetter || $0 == "_" }) == true,
                module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                modules.append((module, index + 1))
            }
        }
        return modules
    }

    /// The source's lines with comments and string literals blanked out, split at each line feed
    /// scalar (a CR before it stays, and reads as a space): a CR LF is one character, and splitting
    /// at characters found one line in a whole file written with CR LF.
    static func codeLines(_ source: String) -> [Substring] {
        var code = ""
        code.reserveCapacity(source.utf8.count)
        var chars = source.unicodeScalars[...]
        var blockDepth = 0
        var inString = false
        var multiline = false
        var rawHashes = 0
        while let c = chars.popFirst() {
            if blockDepth > 0 {
                if c == "*", chars.first == "/" {
                    chars.removeFirst()
                    blockDepth -= 1
                } else if c == "/", chars.first == "*" {
                    chars.removeFirst()
                    blockDepth += 1
                } else if c == "\n" {
                    code.unicodeScalars.append(c)
                }
                continue
            }
            if inString {
                if c == "\n" {
                    code.unicodeScalars.append(c)
                    if !multiline { inString = false }
                    continue
                }
                if c == "\\" && rawHashes == 0 {
                    // What it escapes is skipped — but a line break (a multi-line string's line
                    // continuation) still ends its line, or every line after it would be one off.
                    if chars.popFirst() == "\n" {
                        code.unicodeScalars.append("\n")
                        if !multiline { inString = false }  // as any line break ends a one-line string
                    }
                    continue
                }
                if c == "\"" {
                    if multiline {
                        guard chars.starts(with: "\"\"".unicodeScalars) else { continue }
                        chars.removeFirst(2)
                    }
                    let hashes = chars.prefix { $0 == "#" }.count
                    if hashes >= rawHashes {
                        chars.removeFirst(rawHashes)
                        inString = false
                    }
                }
                continue
            }
            if c == "/", chars.first == "/" {
                while let next = chars.first, next != "\n" { chars.removeFirst() }
                continue
            }
            if c == "/", chars.first == "*" {
                chars.removeFirst()
                blockDepth = 1
                continue
            }
            if c == "#" || c == "\"" {
                var hashes = 0
                var rest = chars
                var current = c
                while current == "#", let next = rest.first {
                    hashes += 1
                    current = next
                    rest.removeFirst()
                }
                if current == "\"" {
                    chars = rest
                    multiline = chars.starts(with: "\"\"".unicodeScalars)
                    if multiline { chars.removeFirst(2) }
                    inString = true
                    rawHashes = hashes
                    code += " "
                    continue
                }
            }
            code.unicodeScalars.append(c)
        }
        return code.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
            Substring.init)
    }
}
