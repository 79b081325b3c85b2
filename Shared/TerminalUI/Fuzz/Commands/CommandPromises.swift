import HiddenCharacters
import TerminalUI
import TestSupport

// fuzz-commands: a line a person typed or a script holds, read by `CommandReader.read` into a
// `Command`, and matched against a screen's `CommandSet` into its typed action.
//
// Promises, for any bytes:
// - a line is a command, `quit`, or nothing; whatever cannot be read is one error line;
// - every error and refusal quotes what was typed as every message does (`quotedInMessage`): no
//   hidden or control character, and short whatever the line's length;
// - a command written back with every character escaped reads as the same command;
// - a screen's commands turn it into an action or refuse it in one line; an action that names a
//   row names one the screen shows, and free text is the words typed.

func check(_ input: [UInt8]) {
    let line = String(decoding: input, as: UTF8.self)
    var errors: [CommandError] = []
    let reading = CommandReader<NoLines>.read(line) { errors.append($0) }
    for error in errors {
        promise(isOneShortLine(error.description), "an error not one short line: \(error.description)")
    }
    switch reading {
    case .nothing: return
    case .quit:
        promise(errors.isEmpty, "quit with an error")
        return
    case .command(let command):
        promise(errors.isEmpty, "a command with an error")
        let written = ([command.name] + command.arguments).map(escaped).joined(separator: " ")
        do {
            let again = try Command(parsing: written)
            promise(again == command, "\(command) written as '\(written)' reads \(again)")
        } catch {
            promise(false, "\(command) written as '\(written)' is refused: \(error)")
        }
        checkScreen(command)
    }
}

/// What a sample screen shows: three rows.
private struct Shown: Sendable {
    var rows = ["p1", "p2", "p3"]
}

/// What the sample screen's commands ask.
private enum Action: Equatable, Sendable {
    case like(String)
    case open(String)
    case rename(String)
    case more
    case toggle(Bool)
}

private let commands: CommandSet<Shown, Action> = [
    CommandSpec("like N", "like row N", rows: \.rows) { .like($0) },
    CommandSpec("open N", "open row N", rows: \.rows) { .open($0) },
    CommandSpec("set name VALUE", "rename") { arguments, _ in .rename(try arguments.text("VALUE")) },
    CommandSpec("set mode WHICH", "switch") { arguments, _ in
        .toggle(try arguments.choice("WHICH", of: [("on", true), ("off", false)]))
    },
    CommandSpec("more", "next page", .more),
]

private func checkScreen(_ command: Command) {
    let shown = Shown()
    do {
        switch try commands.action(for: command, on: shown) {
        case .like(let row), .open(let row):
            promise(shown.rows.contains(row), "\(command) names a row not shown: \(row)")
        case .rename(let name):
            // Free text is the words typed, as typed (an empty one is the presenter's to refuse).
            let typed = command.arguments.dropFirst().joined(separator: " ")
            promise(name == typed, "\(command) renames to '\(name)', not to what was typed: '\(typed)'")
        case .more, .toggle: break
        }
    } catch {
        promise(isOneShortLine(error.description), "a refusal not one short line: \(error.description)")
    }
}

/// Whether `text` is one line with nothing hidden, no longer than a message's own words and one
/// quote (`quotedInMessage`: 60 scalars) — the longest message here quotes once.
private func isOneShortLine(_ text: String) -> Bool {
    !text.isEmpty && !text.containsHiddenOrControl && text.unicodeScalars.count <= 60 + 80
}

/// `word` with every scalar escaped by a backslash; an empty word as `''`.
private func escaped(_ word: String) -> String {
    word.isEmpty ? "''" : word.unicodeScalars.map { "\\" + String($0) }.joined()
}

/// A line source with no lines: `read` needs a source type, and reads none.
private struct NoLines: LineSource {
    mutating func nextLine() -> String? { nil }
}
