import TerminalUI
import Testing

@Suite struct LineSplitterTests {
    /// Every character but the line feed that some reader counts as a line break.
    static let breaksElsewhere: [String] = ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\r"]

    @Test(arguments: breaksElsewhere)
    func aLineEndsAtALineFeedAloneAndKeepsEveryOtherBreak(character: String) {
        let text = "z\(character)q\ntab likes\n"
        #expect(LineSplitter.lines(of: text.utf8) == ["z\(character)q", "tab likes"])
    }

    @Test func aCarriageReturnBeforeALineFeedIsDropped() {
        #expect(LineSplitter.lines(of: "like 1\r\nback\r\n".utf8) == ["like 1", "back"])
        // Only the one just before the line feed.
        #expect(LineSplitter.lines(of: "a\r\r\n".utf8) == ["a\r"])
    }

    @Test func blankLinesStayAndAFinalNewlineAddsNoLine() {
        #expect(LineSplitter.lines(of: "a\n\nb\n".utf8) == ["a", "", "b"])
        #expect(LineSplitter.lines(of: "".utf8) == [])
        #expect(LineSplitter.lines(of: "\n".utf8) == [""])
    }

    @Test func aLastLineWithoutANewlineIsKeptWhole() {
        #expect(LineSplitter.lines(of: "a\nb".utf8) == ["a", "b"])
        #expect(LineSplitter.lines(of: "a\nb\r".utf8) == ["a", "b\r"], "a \\r ends no line")
    }

    @Test func bytesArrivingInPiecesGiveTheSameLines() {
        let bytes = Array("like 1\r\nz\u{2028}q\ntab likes\nlast".utf8)
        for size in 1...bytes.count {
            var splitter = LineSplitter()
            var lines: [String] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + size, bytes.count)
                lines += splitter.take(bytes[start..<end])
                start = end
            }
            if let last = splitter.end() { lines.append(last) }
            #expect(lines == LineSplitter.lines(of: bytes), "in pieces of \(size)")
        }
    }

    @Test func bytesThatAreNotUTF8ReadAsReplacementCharacters() {
        #expect(LineSplitter.lines(of: [0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"])
    }

    @Test func aScriptsLinesAreTheSplittersLines() {
        var source = ScriptedLines(text: "a\u{0B}b\r\nc\u{2029}d")
        #expect(source.nextLine() == "a\u{0B}b")
        #expect(source.nextLine() == "c\u{2029}d")
        #expect(source.nextLine() == nil)
    }

    @Test func aLineHoldingAHiddenBreakIsOneCommandWhoseNameShowsIt() {
        var errors: [CommandError] = []
        var reader = CommandReader(ScriptedLines(text: "\u{0B}unlike 3\nz\u{2028}q\ntab likes\n")) {
            errors.append($0)
        }
        // Neither `unlike 3` nor `q` (quit): commands no screen has, refused by their name.
        #expect(reader.next() == Command("\u{0B}unlike", ["3"]))
        #expect(reader.next() == Command("z\u{2028}q"))
        #expect(reader.next() == Command("tab", ["likes"]))
        #expect(errors.isEmpty)
        #expect(
            CommandError.unknownCommand("z\u{2028}q").description
                == "unknown command 'z?q' (type help)")
    }
}
