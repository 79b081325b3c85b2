import Testing

@testable import TerminalUI

/// The line editor as a person uses it, key by key, and the bytes a terminal sends for those keys.
@Suite struct LineEditorTests {
    /// `keys` typed into `editor`, returning the outcomes that were not plain edits.
    @discardableResult
    static func type(_ keys: [LineEditor.Key], into editor: inout LineEditor) -> [LineEditor.Outcome] {
        keys.map { editor.handle($0) }.filter { $0 != .edited }
    }

    @Test func textGoesInAtTheCursorAndEnterSubmitsIt() {
        var editor = LineEditor()
        let outcomes = Self.type(
            [.text("lke 1"), .home, .right, .text("i"), .end, .backspace, .text("2"), .enter], into: &editor)
        #expect(outcomes == [.submit("like 2")])
        #expect(editor.line == "" && editor.cursor == 0)
    }

    @Test func controlKeysMoveCutAndPutBack() {
        var editor = LineEditor()
        Self.type([.text("open mosaic://feed"), .control("w")], into: &editor)
        #expect(editor.line == "open ")
        Self.type([.control("a"), .control("k")], into: &editor)
        #expect(editor.line == "")
        Self.type([.control("y"), .control("e"), .text("x"), .control("b"), .control("u")], into: &editor)
        #expect(editor.line == "x", "Ctrl-U cut everything before the cursor")
        Self.type([.control("y")], into: &editor)
        #expect(editor.line == "open x" && editor.cursor == 5)
        Self.type([.control("a"), .delete, .control("d")], into: &editor)
        #expect(editor.line == "en x", "Delete and Ctrl-D on text erase under the cursor")
    }

    @Test func theHistoryIsWalkedAndTheDraftKept() {
        var editor = LineEditor(history: ["tab likes"])
        Self.type([.text("like 1"), .enter, .text("partly"), .up], into: &editor)
        #expect(editor.line == "like 1")
        Self.type([.up], into: &editor)
        #expect(editor.line == "tab likes")
        Self.type([.up], into: &editor)
        #expect(editor.line == "tab likes", "the oldest line stays")
        Self.type([.down, .down], into: &editor)
        #expect(editor.line == "partly", "the line being typed comes back")
        Self.type(
            [.control("u"), .enter, .text("  "), .enter, .text("partly"), .enter, .text("partly"), .enter],
            into: &editor)
        #expect(editor.history == ["tab likes", "like 1", "partly"], "no blanks, no repeats in a row")
    }

    @Test func theHistoryKeepsItsNewestLinesOnly() {
        var editor = LineEditor(history: ["a", "b"], historyLimit: 2)
        Self.type([.text("c"), .enter], into: &editor)
        #expect(editor.history == ["b", "c"])
    }

    @Test func ctrlCDropsTheLineCtrlDOnAnEmptyLineEndsAndCtrlLClears() {
        var editor = LineEditor()
        #expect(Self.type([.text("like 1"), .control("c")], into: &editor) == [.cancelled])
        #expect(editor.line == "")
        #expect(Self.type([.control("l")], into: &editor) == [.clearScreen])
        #expect(Self.type([.control("d")], into: &editor) == [.endOfInput])
        #expect(Self.type([.control("g"), .control("t")], into: &editor).isEmpty, "unbound keys do nothing")
        #expect(editor.line == "")
    }

    @Test func pastedLineBreaksBecomeSpaces() {
        var editor = LineEditor()
        Self.type([.text("like\n1")], into: &editor)
        #expect(editor.line == "like 1")
    }

    @Test func theDecoderReadsTextControlsAndEscapeSequences() {
        var decoder = KeyDecoder()
        let keys = decoder.keys(
            from: Array("ab".utf8) + [
                0x1B, 0x5B, 0x41, 0x01, 0x7F, 0x1B, 0x4F, 0x48, 0x1B, 0x5B, 0x33, 0x7E, 0x0D, 0x0A,
            ])
        #expect(keys == [.text("ab"), .up, .control("a"), .backspace, .home, .delete, .enter])
        #expect(decoder.keys(from: [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43]) == [.right], "Ctrl-→ still moves")
        #expect(
            decoder.keys(from: [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61]) == [.text("a")],
            "unknown sequences are dropped")
    }

    @Test func theDecoderWaitsForTheRestOfACharacterOrASequence() {
        var decoder = KeyDecoder()
        let snowman = Array("☃".utf8)
        #expect(decoder.keys(from: [0x78, snowman[0]]) == [.text("x")])
        #expect(decoder.keys(from: snowman[1...]) == [.text("☃")])
        #expect(decoder.keys(from: [0x1B, 0x5B]) == [])
        #expect(decoder.keys(from: [0x44]) == [.left])
        #expect(decoder.keys(from: [0x09]) == [.tab], "Tab completes")
        #expect(decoder.keys(from: Array("ta\tf".utf8)) == [.text("ta"), .tab, .text("f")])
    }

    /// Found by fuzz-keys: cutting what was yanked and yanking it again and again grew the line
    /// exponentially (a paste of a few hundred control bytes took minutes and gigabytes).
    @Test func aLineNeverGrowsPastItsLengthWhateverIsPastedOrYanked() {
        var editor = LineEditor()
        _ = editor.handle(.text("abcdefgh"))
        for _ in 0..<12 {
            _ = editor.handle(.control("w"))
            for _ in 0..<4 { _ = editor.handle(.control("y")) }
        }
        #expect(editor.text.count == LineEditor.maximumLength && editor.cursor <= editor.text.count)
        _ = editor.handle(.home)
        _ = editor.handle(.text("more"))
        #expect(
            editor.text.count == LineEditor.maximumLength && editor.line.hasPrefix("abcd"), "nothing fits")
        var pasted = LineEditor()
        _ = pasted.handle(.text(String(repeating: "x", count: LineEditor.maximumLength + 10)))
        #expect(pasted.text.count == LineEditor.maximumLength)
    }

    /// Found by fuzz-keys: a lead byte took the bytes after it whatever they were, so an Enter (or
    /// an escape) after a cut character was typed into the line as a control character.
    @Test func aCharacterCutShortIsOneReplacementAndTheKeyAfterItStaysAKey() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0xE0, 0x0D, 0x41]) == [.text("\u{FFFD}"), .enter, .text("A")])
        #expect(decoder.keys(from: [0xC3, 0x1B, 0x5B, 0x41]) == [.text("\u{FFFD}"), .up])
    }

    /// Found by fuzz-keys: bytes that a dropped one separated joined into a character read
    /// whole, but not when the reads ended between them.
    @Test func aC1ControlIsDroppedAndTheStrayBytesAroundItStayApart() {
        var whole = KeyDecoder()
        #expect(whole.keys(from: [0x61, 0xC2, 0x9B, 0x62]) == [.text("ab")], "U+009B, CSI to some terminals")
        #expect(whole.keys(from: [0xC3, 0xC2, 0x9B, 0xA9]) == [.text("\u{FFFD}\u{FFFD}")])
    }

    /// Found by fuzz-keys: a CR LF pair split between two reads was two Enters.
    @Test func aCRLFPairSplitBetweenReadsIsOneEnter() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x61, 0x0D]) == [.text("a"), .enter])
        #expect(decoder.keys(from: [0x0A, 0x62]) == [.text("b")])
        #expect(decoder.keys(from: [0x0D, 0x0A]) == [.enter])
        #expect(decoder.keys(from: [0x0A]) == [.enter], "after a whole pair, a LF is its own Enter")
    }

    /// An escape sequence's parameters are not held without end: past 32 bytes the sequence is
    /// dropped, and what follows is read as typed.
    @Test func aRunawayEscapeSequenceIsDroppedNotHeld() {
        var decoder = KeyDecoder()
        #expect(
            decoder.keys(from: [0x1B, 0x5B] + Array(repeating: 0x31, count: 100))
                == [.text(String(repeating: "1", count: 69))])
        #expect(decoder.keys(from: Array("x".utf8)) == [.text("x")])
        #expect(
            decoder.keys(from: [0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x31, 0x32, 0x33, 0x3B, 0x34, 0x35, 0x4D, 0x41])
                == [.text("A")], "a mouse report is dropped whole")
    }

    /// An escape sequence cut by a byte that cannot end one is dropped, and that byte is read.
    @Test func anEnterAfterAnUnfinishedEscapeSequenceIsStillAnEnter() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B, 0x5B, 0x31, 0x0D]) == [.enter])
    }

    @Test func tabCompletesTheOneWordThatFitsElseAsFarAsTheyAgreeAndASecondTabListsThem() {
        var editor = LineEditor()
        editor.completions = Completions(
            usages: ["tab feed|likes|me", "trace on|off", "like N", "open URL", "set name VALUE"],
            values: ["URL": ["mosaic://feed", "mosaic://profile/"]])
        for key in [LineEditor.Key.text("ta"), .tab] { _ = editor.handle(key) }
        #expect(editor.line == "tab ", "one command starts with 'ta'")
        _ = editor.handle(.text("l"))
        _ = editor.handle(.tab)
        #expect(editor.line == "tab likes ")
        editor = LineEditor()
        editor.completions = Completions(usages: ["tab feed|likes|me", "trace on|off"])
        _ = editor.handle(.text("t"))
        _ = editor.handle(.tab)
        #expect(editor.line == "t", "tab and trace agree on nothing more")
        #expect(editor.handle(.tab) == .listChoices(["tab", "trace"]))
        #expect(editor.line == "t")
    }

    @Test func completionsFollowTheWordsTypedBefore() {
        let completions = Completions(
            usages: ["set name VALUE", "set signature VALUE", "open URL", "open N"],
            values: ["URL": ["mosaic://feed", "mosaic://profile/"]])
        #expect(completions.candidates(for: "set ") == ["name", "signature"])
        #expect(completions.candidates(for: "set s") == ["signature"])
        #expect(completions.candidates(for: "open mosaic://p") == ["mosaic://profile/"])
        #expect(completions.candidates(for: "set name A") == [], "a value is the person's to type")
        #expect(completions.candidates(for: "") == ["set", "open"])
        #expect(completions.candidates(for: "SE") == ["set"], "case does not matter")
    }
}
