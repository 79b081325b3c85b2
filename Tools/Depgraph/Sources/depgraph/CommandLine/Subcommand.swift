/// One subcommand of depgraph: its name, what it does, its options (declared once, with
/// ``Option``) and its operand — from which come its parser and its help page.
struct Subcommand<Options> {
    let name: String
    /// What it does: the help's OVERVIEW.
    let overview: String
    /// Its options, in the order the help lists them; the options every subcommand takes come
    /// after (``CommonOptions``).
    let options: [Option<Options>]
    /// Its operand as the usage writes it (`TARGET`), or `nil` for none; `take` keeps it.
    var operand: (name: String, take: (inout Options, String) -> Void)?

    /// What `arguments` (after the subcommand's name) say, set in `initial`: an option's value
    /// follows it or is joined to it (`--format=json`); `--` ends the options.
    func parse(_ arguments: [String], into initial: Options) throws(UsageError) -> Options {
        var parsed = initial
        var remaining = arguments[...]
        var operands: [String] = []
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-") else {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var joined: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                joined = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError(
                    Self.everyOptionName.contains(name)
                        ? "'depgraph \(self.name)' takes no \(name)" : "unknown option '\(name)'")
            }
            if option.valueName == nil {
                if let joined { throw UsageError("\(name) takes no value (got '\(joined)')") }
                try option.apply(&parsed, "")
                continue
            }
            guard let value = joined ?? remaining.popFirst(), !value.isEmpty else {
                throw UsageError("\(name) needs a value")
            }
            try option.apply(&parsed, value)
        }
        if let operand, operands.count == 1 {
            operand.take(&parsed, operands[0])
        } else if let extra = operands.first {
            throw UsageError("unexpected argument '\(extra)'")
        }
        return parsed
    }

    /// Every option some subcommand takes: one another subcommand takes is refused naming it.
    static var everyOptionName: Set<String> {
        Set(
            [
                GraphInvocation.subcommand.options.map(\.name),
                CheckInvocation.subcommand.options.map(\.name),
                AffectedInvocation.subcommand.options.map(\.name),
                APIInvocation.subcommand.options.map(\.name),
            ]
            .joined())
    }

    /// The help page: OVERVIEW, USAGE, the subcommand's options, then those every one takes.
    var help: String {
        let own = options.filter { option in !CommonOptions.options.contains { $0.name == option.name } }
        let usage =
            ["USAGE: depgraph \(name)"] + (operand.map { [$0.name] } ?? []) + own.map { "[\($0.typed)]" }
        var lines =
            Self.wrap(("OVERVIEW: " + overview).split(separator: " ").map(String.init), indent: "") + [""]
            + Self.wrap(
                usage + ["[options]"], indent: String(repeating: " ", count: "USAGE: depgraph \(name) ".count)
            )
        if !own.isEmpty { lines += [""] + own.flatMap(Self.lines) }
        lines += ["", "OPTIONS (every subcommand):"] + CommonOptions.options.flatMap(Self.lines)
        lines += Self.lines(of: "-h, --help", "show this help")
        lines.append("An option's value may be joined to it (--format=json).")
        return lines.joined(separator: "\n")
    }

    private static func lines<Some>(_ option: Option<Some>) -> [String] {
        lines(of: option.typed, option.summary)
    }

    /// `words` in lines of at most 92 columns, each but the first starting with `indent`.
    private static func wrap(_ words: [String], indent: String) -> [String] {
        var lines: [String] = []
        for word in words {
            if let last = lines.last, last.count + 1 + word.count <= 92 {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append((lines.isEmpty ? "" : indent) + word)
            }
        }
        return lines
    }

    /// `typed` in a column of 24, then `summary`, its `\n`s continuing under it.
    private static func lines(of typed: String, _ summary: String) -> [String] {
        let column = 24
        let indent = String(repeating: " ", count: column + 2)
        let parts = summary.split(separator: "\n").map(String.init)
        let head =
            typed.count < column
            ? ["  " + typed + String(repeating: " ", count: column - typed.count) + (parts.first ?? "")]
            : ["  " + typed, indent + (parts.first ?? "")]
        return head + parts.dropFirst().map { indent + $0 }
    }
}
