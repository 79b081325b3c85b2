import Testing

@testable import TerminalUI

/// Pictures on a terminal: half blocks in 24-bit or 256 colours, sized to the terminal, nothing
/// but SGR sequences written; plain text says what they show.
@Suite struct TerminalImageTests {
    /// A 4 × 4 picture: rows of red and blue in turn.
    let picture = TerminalImage(
        width: 4, height: 4,
        pixels: [UInt8]((0..<16).flatMap { ($0 / 4) % 2 == 0 ? [255, 0, 0] as [UInt8] : [0, 0, 255] }))

    @Test func aPictureIsHalfBlocksInTrueColourOrTheNearestOfThe256() {
        var screen = Screen()
        screen.picture(picture, alt: "red over blue")
        let trueColour = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 4)
        #expect(
            trueColour == String(repeating: "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀", count: 4) + "\u{1B}[0m\n"
                + String(repeating: "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀", count: 4) + "\u{1B}[0m\n")
        let indexed = screen.render(ColorPolicy(isEnabled: true), width: 4)
        #expect(
            indexed
                == String(
                    repeating: String(repeating: "\u{1B}[38;5;196;48;5;21m▀", count: 4) + "\u{1B}[0m\n",
                    count: 2))
        #expect(screen.render(.plain, width: 80) == "photo: red over blue\n", "plain text says what it shows")
    }

    @Test func whatIsWrittenIsSGRSequencesAndHalfBlocksAlone() {
        var screen = Screen()
        screen.picture(TerminalImage(width: 3, height: 5, pixels: (0..<45).map { UInt8($0 * 5) }), alt: "x")
        let output = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 80)
        let withoutSequences = output.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(withoutSequences.allSatisfy { $0 == "▀" || $0 == "\n" })
    }

    @Test func aThumbnailSitsBesideItsRowAndThePlainRowIsAsBefore() {
        var screen = Screen()
        screen.list([ListItem(id: "p1", columns: [Span("@alice"), Span("hello")], thumbnail: picture)])
        #expect(screen.text == "1.  [p1]  @alice  hello\n", "plain: the row alone")
        let lines = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 40)
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3, "as tall as the picture: two lines, then the end")
        let plain = lines.map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") }
        #expect(plain == ["▀▀▀▀ 1.  [p1]  @alice  hello", "▀▀▀▀", ""])
    }

    @Test func aGreyIsTheNearestGreyOfThe256() {
        #expect(ColorPolicy.index256((128, 128, 128)) == 244)
        #expect(ColorPolicy.index256((0, 0, 0)) == 16 && ColorPolicy.index256((255, 255, 255)) == 231)
        #expect(ColorPolicy.index256((0, 255, 0)) == 46)
    }

    @Test func colourTermSaysWhetherTheTerminalDrawsTrueColour() {
        #expect(
            ColorPolicy.decide(
                isTerminal: true, noColor: nil, term: "xterm", colorTerm: "truecolor", forced: nil
            )
            .hasTrueColor)
        #expect(
            !ColorPolicy.decide(isTerminal: true, noColor: nil, term: "xterm").hasTrueColor)
        #expect(
            !ColorPolicy.decide(
                isTerminal: true, noColor: "1", term: "xterm", colorTerm: "24bit", forced: nil
            ).isEnabled)
    }
}
