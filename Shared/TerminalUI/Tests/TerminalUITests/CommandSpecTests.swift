import Testing

@testable import TerminalUI

@Suite struct CommandSpecTests {
    struct Shown {
        var rows: [String]
    }

    enum Action: Equatable, Sendable {
        case open(String)
        case rename(String)
        case note(String)
        case toggle(Bool)
        case more
    }

    static let commands: CommandSet<Shown, Action> = [
        CommandSpec("open N", "show item N") { arguments, shown in
            .open(try arguments.row("N", of: shown.rows))
        },
        CommandSpec("set name VALUE", "rename") { arguments, _ in .rename(try arguments.text("VALUE")) },
        CommandSpec("set note VALUE", "write a note") { arguments, _ in .note(arguments.optionalText()) },
        CommandSpec("switch on|off", "turn it on or off") { arguments, _ in
            .toggle(try arguments.choice("on|off", of: [("on", true), ("off", false)]))
        },
        CommandSpec("more", "next page", needsContent: false, .more),
        CommandSpec("pick N", "pick item N", rows: \.rows) { .open($0) },
    ]

    let shown = Shown(rows: ["a", "b", "c"])

    func action(_ line: String) throws(CommandError) -> Action {
        try Self.commands.action(for: Command(parsing: line), on: shown)
    }

    func error(_ line: String) -> CommandError? {
        do {
            _ = try action(line)
            return nil
        } catch {
            return error
        }
    }

    @Test func oneDeclarationGivesTheHelpLineAndTheTypedAction() throws {
        #expect(
            Self.commands.help.map(\.usage) == [
                "open N", "set name VALUE", "set note VALUE", "switch on|off", "more", "pick N",
            ])
        #expect(Self.commands.help.map(\.name) == ["open", "set", "set", "switch", "more", "pick"])
        #expect(try action("open 2") == .open("b"), "a row number becomes what the row shows")
        #expect(try action("set name Ada Lovelace") == .rename("Ada Lovelace"))
        #expect(try action("set note") == .note(""))
        #expect(try action("switch off") == .toggle(false))
        #expect(try action("more") == .more)
        #expect(try action("pick 3") == .open("c"), "a row command's action gets the row's item")
        #expect(Self.commands.knows("set") && !Self.commands.knows("name"))
        #expect(Self.commands.specs[4].needsContent == false && Self.commands.specs[0].needsContent)
    }

    @Test func everyWrongLineIsOneTypedErrorNamingWhatWasWrong() {
        #expect(error("dance") == .unknownCommand("dance"))
        #expect(error("open") == .missingArgument("N", usage: "open"))
        #expect(error("open x") == .invalidArgument("x", expected: "a positive number"))
        #expect(error("open 4") == .noSuchRow(4, count: 3))
        #expect(error("open 1 2") == .unexpectedArguments("open"))
        #expect(error("more please") == .unexpectedArguments("more"))
        #expect(error("pick 4") == .noSuchRow(4, count: 3))
        #expect(error("pick") == .missingArgument("N", usage: "pick"))
        #expect(error("set") == .missingArgument("name or note", usage: "set"))
        #expect(error("set colour red") == .invalidArgument("colour", expected: "name or note"))
        #expect(error("set name") == .missingArgument("VALUE", usage: "set name"))
        #expect(error("switch maybe") == .invalidArgument("maybe", expected: "on or off"))
        #expect(["a", "b", "c"].alternatives == "a, b or c")
    }

    @Test func anErrorAParserThrowsOfItsOwnRefusesTheCommandWithItsLine() {
        struct Bad: Error, CustomStringConvertible {
            var description: String { "not today" }
        }
        let spec = CommandSpec<Shown, Action>("go", "go") { _, _ in throw Bad() }
        #expect(throws: CommandError.refused("not today")) {
            try spec.action(for: Command("go"), on: Shown(rows: []))
        }
    }

    @available(*, deprecated, message: "tests 2.0's spelling")
    @Test func rowsFoundByAClosureAre2_0sSpellingAndStillRead() throws {
        let reversed: @Sendable (Shown) -> [String] = { $0.rows.reversed() }
        let spec = CommandSpec<Shown, Action>("pick N", "pick item N", rows: reversed) { .open($0) }
        #expect(try spec.action(for: Command(parsing: "pick 1"), on: shown) == .open("c"))
    }
}
