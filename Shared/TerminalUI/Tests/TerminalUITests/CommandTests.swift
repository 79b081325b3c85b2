import Testing

@testable import TerminalUI

@Suite struct CommandTests {
    @Test func wordsSplitIntoNameAndArguments() throws {
        let command = try Command(parsing: "  like   3 ")
        #expect(command == Command("like", ["3"]))
    }

    @Test func quotesKeepSpacesInOneArgument() throws {
        #expect(
            try Command(parsing: #"set name "Ada Lovelace""#) == Command("set", ["name", "Ada Lovelace"]))
        #expect(try Command(parsing: "set signature 'it''s'") == Command("set", ["signature", "its"]))
        #expect(try Command(parsing: #"say "" x"#) == Command("say", ["", "x"]))
    }

    @Test func backslashEscapesTheNextCharacter() throws {
        #expect(try Command(parsing: #"say a\ b \"q\""#) == Command("say", ["a b", "\"q\""]))
    }

    /// Found by fuzz-commands: the line was read by character, and a combining mark after a
    /// backslash, a quote or a space is one character with it, which then did nothing.
    @Test func aCombiningMarkAfterABackslashAQuoteOrASpaceLeavesItsMeaning() throws {
        #expect(try Command(parsing: "say \\\u{652}x") == Command("say", ["\u{652}x"]))
        #expect(try Command(parsing: "say \u{301}a") == Command("say", ["\u{301}a"]))
        #expect(try Command(parsing: "say \"\u{301}a b\"") == Command("say", ["\u{301}a b"]))
    }

    @Test func malformedLinesAreTypedErrors() {
        #expect(throws: CommandError.unterminatedQuote("\"")) { try Command(parsing: #"set name "Ada"#) }
        #expect(throws: CommandError.danglingEscape) { try Command(parsing: #"x \"#) }
        #expect(throws: CommandError.empty) { try Command(parsing: "   ") }
    }

    @Test func numbersMustBePositive() throws {
        let command = try Command(parsing: "like x 0 2")
        #expect(throws: CommandError.invalidArgument("x", expected: "a positive number")) {
            try command.number(0, named: "N")
        }
        #expect(throws: CommandError.invalidArgument("0", expected: "a positive number")) {
            try command.number(1, named: "N")
        }
        #expect(try command.number(2, named: "N") == 2)
        #expect(throws: CommandError.missingArgument("N", usage: "like")) {
            try command.number(3, named: "N")
        }
    }

    @Test func errorMessagesAreOneSanitisedLine() {
        let message = CommandError.unknownCommand("x\u{1B}[2J").description
        #expect(message == "unknown command 'x?[2J' (type help)")
        #expect(!message.contains("\n"))
    }

    /// Found by attacking the binary: `open` followed by 100,000 `x` printed a 100,065-character
    /// error. Every error quotes what was typed as every other error does: 60 scalars at most.
    @Test func anErrorQuotesAtMostSixtyScalarsOfWhatWasTyped() {
        let typed = String(repeating: "x", count: 100_000)
        let quoted = String(repeating: "x", count: 59) + "…"
        #expect(CommandError.unknownCommand(typed).description == "unknown command '\(quoted)' (type help)")
        #expect(
            CommandError.invalidArgument(typed, expected: "a positive number").description
                == "'\(quoted)' is not a positive number")
        #expect(CommandError.unexpectedArguments(typed).description == "too many arguments for '\(quoted)'")
    }
}

@Suite struct CommandReaderTests {
    @Test func itSkipsBlankLinesReportsBadOnesAndStopsAtQuit() {
        var errors: [CommandError] = []
        var reader = CommandReader(
            ScriptedLines(["like 1", "", "   ", "say \"open", "back", "quit", "never"])
        ) {
            errors.append($0)
        }
        var commands: [Command] = []
        while let command = reader.next() { commands.append(command) }
        #expect(commands == [Command("like", ["1"]), Command("back")])
        #expect(errors == [.unterminatedQuote("\"")])
    }

    @Test func itEndsWithTheInput() {
        var reader = CommandReader(ScriptedLines(["tab likes"])) { _ in }
        #expect(reader.next() == Command("tab", ["likes"]))
        #expect(reader.next() == nil)
    }
}
