/// The `#if` branches a line of a Swift file is inside, and whether a SwiftPM build of the package
/// takes them as it is written — as far as a file alone can tell.
///
/// A condition is read with three values: a compilation flag or a trait (`DEBUG` aside) is not
/// set, `canImport(M)` is false for an import of `M` itself (the code copes without it), and
/// everything a file cannot know — `os(…)`, `arch(…)`, `compiler(…)`, `canImport` of another
/// module, `DEBUG` — may be either. A branch is taken unless its condition, or an earlier branch
/// of its block having been taken, rules it out for certain.
struct ConditionalBranches {
    /// One `#if` block: the conditions of its branches so far, the last one the current branch's
    /// (nil for `#else`).
    private struct Block {
        var earlier: [Substring] = []
        var current: Substring?
    }

    private var blocks: [Block] = []

    /// Reads a line that starts with `#`: `#if`, `#elseif`, `#else` and `#endif` open, move and
    /// close a block; any other directive is ignored.
    mutating func read(directive line: Substring) {
        let words = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
        guard let keyword = words.first else { return }
        let condition = line.dropFirst(keyword.count)
        switch keyword {
        case "#if":
            blocks.append(Block(current: condition))
        case "#elseif":
            guard !blocks.isEmpty else { return }
            if let current = blocks[blocks.count - 1].current {
                blocks[blocks.count - 1].earlier.append(current)
            }
            blocks[blocks.count - 1].current = condition
        case "#else":
            guard !blocks.isEmpty else { return }
            if let current = blocks[blocks.count - 1].current {
                blocks[blocks.count - 1].earlier.append(current)
            }
            blocks[blocks.count - 1].current = nil
        case "#endif":
            _ = blocks.popLast()
        default:
            return
        }
    }

    /// Whether an `import module` here may be compiled in a build of the package as written.
    func taken(importing module: String) -> Bool {
        for block in blocks {
            var value = Truth.yes
            for earlier in block.earlier { value = value.and(Self.evaluate(earlier, importing: module).not) }
            if let current = block.current { value = value.and(Self.evaluate(current, importing: module)) }
            if value == .no { return false }
        }
        return true
    }

    // MARK: Evaluating a condition

    enum Truth: Equatable {
        case yes, no, unknown

        var not: Truth {
            switch self {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        func and(_ other: Truth) -> Truth {
            if self == .no || other == .no { return .no }
            return self == .yes && other == .yes ? .yes : .unknown
        }

        func or(_ other: Truth) -> Truth {
            if self == .yes || other == .yes { return .yes }
            return self == .no && other == .no ? .no : .unknown
        }
    }

    /// `condition` (`A && !os(Linux)`), for an import of `module`. What cannot be read is unknown.
    static func evaluate(_ condition: Substring, importing module: String) -> Truth {
        var parser = Parser(text: condition, module: module)
        let value = parser.disjunction()
        parser.skipSpaces()
        return parser.rest.isEmpty ? value : .unknown
    }

    /// or := and ('||' and)*; and := unary ('&&' unary)*; unary := '!' unary | '(' or ')' | name
    /// ['(' arguments ')'].
    private struct Parser {
        var rest: Substring
        let module: String

        init(text: Substring, module: String) {
            rest = text
            self.module = module
        }

        mutating func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" } }

        mutating func eat(_ token: String) -> Bool {
            skipSpaces()
            guard rest.hasPrefix(token) else { return false }
            rest = rest.dropFirst(token.count)
            return true
        }

        mutating func disjunction() -> Truth {
            var value = conjunction()
            while eat("||") { value = value.or(conjunction()) }
            return value
        }

        mutating func conjunction() -> Truth {
            var value = unary()
            while eat("&&") { value = value.and(unary()) }
            return value
        }

        mutating func unary() -> Truth {
            if eat("!") { return unary().not }
            if eat("(") {
                let value = disjunction()
                return eat(")") ? value : .unknown
            }
            skipSpaces()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else {
                rest = rest.dropFirst(rest.count)  // unreadable: the whole condition is unknown
                return .unknown
            }
            rest = rest.dropFirst(name.count)
            skipSpaces()
            guard rest.first == "(" else {
                switch name {
                case "true": return .yes
                case "false": return .no
                case "DEBUG": return .unknown
                default: return .no  // a flag or a trait: a build as written sets none
                }
            }
            var depth = 0
            var arguments = Substring()
            for index in rest.indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth == 0 {
                    arguments = rest[rest.index(after: rest.startIndex)..<index]
                    rest = rest[rest.index(after: index)...]
                    break
                }
            }
            guard depth == 0 else {
                rest = rest.dropFirst(rest.count)
                return .unknown
            }
            let imported = arguments.prefix { $0 != "," && $0 != "." }.filter { $0 != " " && $0 != "\t" }
            return name == "canImport" && imported == module ? .no : .unknown
        }
    }
}
