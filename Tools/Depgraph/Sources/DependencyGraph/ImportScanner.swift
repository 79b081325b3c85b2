/// Finds the modules a Swift source file imports, in every form:
/// `import M`, `@testable import M`, `@_exported import M`, `public import M` (and the other
/// access levels), attributes with arguments (`@_documentation(visibility: internal)`), also on
/// the line before, `import struct M.T`, `import M.Submodule`, and imports inside `#if`.
/// Comments and string literals (multi-line and raw ones included) are skipped.
public enum ImportScanner {
    /// One import declaration.
    public struct Found: Sendable, Hashable {
        /// The module imported.
        public var module: String
        /// 1-based.
        public var line: Int
        /// `@_exported import`: whoever imports this file's module sees `module` too.
        public var exported: Bool
        /// Inside a `#if` branch that a SwiftPM build of the package does not take as it is
        /// written: one that needs a compilation flag or a trait (`#if ComponentModel`), or one
        /// that imports a module only where it can be imported (`#if canImport(M)`). Such an
        /// import is used where it is taken, but needs no declared dependency.
        public var conditional: Bool

        /// `module`, imported on `line`.
        public init(module: String, line: Int, exported: Bool = false, conditional: Bool = false) {
            self.module = module
            self.line = line
            self.exported = exported
            self.conditional = conditional
        }
    }

    /// What one source file says about its module's dependencies.
    public struct Scan: Sendable, Equatable {
        /// Its import declarations, in order (repeats kept).
        public var imports: [Found] = []
        /// The modules its `#externalMacro(module: "M", …)` declarations name: macro targets it
        /// uses without importing them.
        public var macroModules: Set<String> = []
        /// Whether it declares anything: code other than imports and `#if` lines. A target whose
        /// files declare nothing is an aggregate (its dependencies are its purpose) or a marker
        /// (a module that exists to be found by `#if canImport`).
        public var declaresCode = false
    }

    private static let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor",
    ]
    private static let modifiers: Set<Substring> = [
        "public", "internal", "package", "private", "fileprivate", "open",
    ]

    /// The imported modules, in the order they appear (repeats kept).
    public static func imports(in source: String) -> [String] {
        scan(source).imports.map(\.module)
    }

    /// The imported modules with the 1-based line of each import, in order.
    public static func importLines(in source: String) -> [(module: String, line: Int)] {
        scan(source).imports.map { ($0.module, $0.line) }
    }

    /// Everything the file says about its module's dependencies.
    public static func scan(_ source: String) -> Scan {
        var scan = Scan()
        var branches = ConditionalBranches()
        var pendingAttributes: [Substring] = []
        for (index, line) in codeLines(source).enumerated() {
            var rest = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if rest.first == "#" {
                branches.read(directive: rest)
                if !rest.hasPrefix("#if") && !rest.hasPrefix("#el") && !rest.hasPrefix("#endif") {
                    scan.declaresCode = true
                }
                continue
            }
            var attributes = pendingAttributes
            pendingAttributes = []
            attributes += Self.attributes(&rest)
            var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })[...]
            while let first = words.first, modifiers.contains(first) { words.removeFirst() }
            if words.isEmpty {
                pendingAttributes = attributes  // an attribute on a line of its own
                continue
            }
            guard words.popFirst() == "import", var path = words.popFirst() else {
                scan.declaresCode = true
                continue
            }
            if kinds.contains(path), let next = words.popFirst() { path = next }
            let module = path.split(separator: ".").first.map(String.init) ?? ""
            if module.first.map({ $0.isLetter || $0 == "_" }) == true,
                module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                scan.imports.append(
                    Found(
                        module: module, line: index + 1, exported: attributes.contains("@_exported"),
                        conditional: !branches.taken(importing: module)))
            }
        }
        scan.macroModules = externalMacroModules(in: source)
        return scan
    }

    /// Removes the attributes at the start of `line` (each `@name`, with its parenthesized
    /// arguments), and returns their names.
    private static func attributes(_ line: inout Substring) -> [Substring] {
        var names: [Substring] = []
        while line.first == "@" {
            let name = line.prefix { !" \t\r(".contains($0) }
            names.append(name)
            line = line.dropFirst(name.count).drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.first == "(" {
                var depth = 0
                var end = line.startIndex
                for index in line.indices {
                    if line[index] == "(" { depth += 1 }
                    if line[index] == ")" { depth -= 1 }
                    end = line.index(after: index)
                    if depth == 0 { break }
                }
                line = line[end...].drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            }
        }
        return names
    }

    /// The `module:` of every `#externalMacro(module: "M", type: "T")` in `source`.
    static func externalMacroModules(in source: String) -> Set<String> {
        var modules = Set<String>()
        var rest = source[...]
        while let found = rest.range(of: "#externalMacro") {
            rest = rest[found.upperBound...]
            var arguments = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard arguments.first == "(" else { continue }
            arguments = arguments.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard arguments.hasPrefix("module") else { continue }
            arguments = arguments.dropFirst("module".count).drop { $0 == " " || $0 == "\t" }
            guard arguments.first == ":" else { continue }
            arguments = arguments.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            guard arguments.first == "\"" else { continue }
            let name = arguments.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
            if !name.isEmpty { modules.insert(String(name)) }
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
                    // A comment separates what is around it, as a space does: `import A/**/B`
                    // imports A, never AB.
                    if blockDepth == 0 { code += " " }
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
