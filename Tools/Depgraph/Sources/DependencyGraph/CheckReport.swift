import Foundation

/// What `depgraph check` reports: every finding, then a count, as text lines or as one JSON
/// document (`--check --format json`), so that a CI step can read it either way.
public struct CheckReport: Sendable {
    /// The findings, in the order they are printed.
    public var findings: [Analysis.Finding]
    /// How many targets were checked.
    public var targets: Int

    /// What the count leaves out and why, said after it (the plugin sees neither plugin targets
    /// nor a dependency's targets that no product of it reaches).
    public var note: String?

    /// The report of `findings` over `targets` targets, with a `note` when given.
    public init(findings: [Analysis.Finding], targets: Int, note: String? = nil) {
        self.findings = findings.sorted()
        self.targets = targets
        self.note = note
    }

    /// How many findings are errors.
    public var errors: Int { findings.count { $0.severity == .error } }
    /// How many findings are warnings.
    public var warnings: Int { findings.count - errors }

    /// `1 error, 2 warnings in 36 targets`.
    public var summary: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.count(targets, "target"))"
            + (note.map { " (\($0))" } ?? "")
    }

    /// One line per finding, then the summary.
    public var text: String {
        (findings.map(\.line) + [summary]).joined(separator: "\n") + "\n"
    }

    /// `{"errors": …, "warnings": …, "targets": …, "findings": [{"severity", "rule", "from", "to",
    /// "message"}], "note": …}` (a note only when there is one), keys sorted.
    public var json: String {
        struct Document: Encodable {
            struct Finding: Encodable {
                var severity, rule, from, to, message: String
            }
            var errors, warnings, targets: Int
            var findings: [Finding]
            var note: String?
        }
        let document = Document(
            errors: errors, warnings: warnings, targets: targets,
            findings: findings.map {
                .init(
                    severity: $0.severity.rawValue, rule: $0.rule.rawValue, from: $0.from, to: $0.to,
                    message: $0.message)
            }, note: note)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// `1 error`, `2 errors`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
