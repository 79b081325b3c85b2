import Foundation
import Testing

/// The notes of 2.0 and after speak 2.0's API: a stranger copies what a release note spells.
@Suite struct ChangelogTests {
    /// What 2.0 removed, as code spells it: each type a `RemovedIn2.swift` declares, called or
    /// reached into (`DeeplinkRouter(`, `DeeplinkRouter.`), and each argument label whose type is
    /// one of them (`router:`).
    static func removedSpellings() throws -> Set<String> {
        var types: Set<String> = []
        var sources: [String] = []
        for file in try DocumentedCode.files(withExtension: "swift")
        where file.hasPrefix("Shared/") && file.hasSuffix("/RemovedIn2.swift") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            sources.append(source)
            for line in source.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.contains("public"),
                    let kind = words.firstIndex(where: {
                        ["typealias", "struct", "class", "enum"].contains($0)
                    }),
                    kind + 1 < words.count
                else { continue }
                types.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        var spellings = Set(types.flatMap { ["\($0)(", "\($0)."] })
        for source in sources {
            for type in types {
                for part in source.components(separatedBy: ": \(type)").dropLast() {
                    let label = part.reversed().prefix { $0.isLetter || $0.isNumber }.reversed()
                    if !label.isEmpty { spellings.insert(String(label) + ":") }
                }
            }
        }
        return spellings
    }

    /// The notes of `changelog` from its top to its first section before 2.0.0, but its
    /// "Moving from 1.x" table (which spells the old names on purpose), as lines.
    static func notesSince20(_ changelog: String) -> [(number: Int, text: String)] {
        var notes: [(Int, String)] = []
        var inTable = false
        for (index, line) in changelog.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## "),
                let major = line.dropFirst(3).split(separator: ".").first.flatMap({ Int($0) }),
                major < 2
            {
                break
            }
            if line.hasPrefix("### ") { inTable = line.hasPrefix("### Moving from") }
            if !inTable { notes.append((index + 1, String(line))) }
        }
        return notes
    }

    /// Met by a stranger (issue 87): 2.0.0's notes spelled its new features with names 2.0
    /// itself removed — `open(_:router:)`, `DeeplinkRouter(scheme:aliases:)`,
    /// `ModuleHarness(…, router:)`.
    @Test func theNotesOf20AndAfterSpellNoNameTheReleaseRemoved() throws {
        let removed = try Self.removedSpellings()
        #expect(
            removed.isSuperset(of: ["DeeplinkRouter(", "router:", "AssembledModule("]), "\(removed.sorted())")
        for file in try DocumentedCode.documents()
        where file.hasPrefix("Shared/") && file.hasSuffix("/CHANGELOG.md") {
            let changelog = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            let notes = Self.notesSince20(changelog)
            // The code spans: every other piece between backticks, a span wrapped over lines too.
            let text = notes.map(\.text).joined(separator: "\n")
            var line = 0
            for (offset, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
                defer { line += piece.count { $0 == "\n" } }
                guard offset % 2 == 1 else { continue }
                // A label alone (`router:`) is a name, which a note of its removal uses.
                for spelling in removed.sorted() where piece.contains(spelling) && piece != spelling {
                    let number = notes[min(line, notes.count - 1)].number
                    Issue.record("\(file):\(number): `\(piece)` spells \(spelling), which 2.0 removed")
                }
            }
        }
    }
}
