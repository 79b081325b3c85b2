import Pixels
import Testing

@testable import TerminalUI

/// Pictures on a terminal: half blocks in 24-bit or 256 colours, sized to the terminal, nothing
/// but SGR sequences written; plain text says what they show.
@Suite struct TerminalImageTests {
    /// A 4 × 4 picture: rows of red and blue in turn.
    let picture = TerminalImage(
        PixelBuffer(
            width: 4, height: 4,
            pixels: [UInt8]((0..<16).flatMap { ($0 / 4) % 2 == 0 ? [255, 0, 0] as [UInt8] : [0, 0, 255] })))

    @Test func aPictureIsHalfBlocksInTrueColourOrTheNearestOfThe256() {
        var screen = Screen()
        screen.picture(picture, alt: "red over blue")
        let trueColour = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 4)
        let line = "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀▀▀\u{1B}[0m\n"
        #expect(trueColour == line + line, "a cell like the one before it names no colour")
        let indexed = screen.render(ColorPolicy(isEnabled: true), width: 4)
        #expect(indexed == String(repeating: "\u{1B}[38;5;196;48;5;21m▀▀▀▀\u{1B}[0m\n", count: 2))
        #expect(screen.render(.plain, width: 80) == "photo: red over blue\n", "plain text says what it shows")
    }

    @Test func whatIsWrittenIsSGRSequencesAndHalfBlocksAlone() {
        var screen = Screen()
        screen.picture(
            TerminalImage(PixelBuffer(width: 3, height: 5, pixels: (0..<45).map { UInt8($0 * 5) })), alt: "x")
        let output = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 80)
        let withoutSequences = output.replacing(/\x1B\[[0-9;]*m/, with: "")
        #expect(withoutSequences.allSatisfy { $0 == "▀" || $0 == "\n" })
    }

    @Test func aCellNamesOnlyTheColoursThatChangeOnItsLine() {
        // One line of four cells: red over blue, red over green, white over green, white over green.
        let pixels: [[UInt8]] =
            [[255, 0, 0], [255, 0, 0], [255, 255, 255], [255, 255, 255]]
            + [[0, 0, 255], [0, 255, 0], [0, 255, 0], [0, 255, 0]]
        var screen = Screen()
        screen.picture(
            TerminalImage(PixelBuffer(width: 4, height: 2, pixels: pixels.flatMap { $0 })), alt: "x")
        #expect(
            screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 4)
                == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[48;2;0;255;0m▀\u{1B}[38;2;255;255;255m▀▀\u{1B}[0m\n"
        )
        #expect(
            screen.render(ColorPolicy(isEnabled: true), width: 4)
                == "\u{1B}[38;5;196;48;5;21m▀\u{1B}[48;5;46m▀\u{1B}[38;5;231m▀▀\u{1B}[0m\n")
    }

    @Test func aThumbnailSitsBesideItsRowAndPlainTextSaysWhatItShowsUnderIt() {
        var screen = Screen()
        screen.list([
            ListItem(
                id: "p1", columns: [Span("@alice"), Span("hello")], thumbnail: picture, alt: "red and blue"),
            ListItem(id: "p2", columns: [Span("@bob"), Span("no photo")]),
        ])
        #expect(
            screen.text == """
                1.  [p1]  @alice  hello
                          photo: red and blue
                2.  [p2]  @bob    no photo

                """, "plain: the row, then its picture in words under its first column")
        let lines = screen.render(ColorPolicy(isEnabled: true, hasTrueColor: true), width: 40)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let plain = lines.map { $0.replacing(/\x1B\[[0-9;]*m/, with: "") }
        #expect(
            plain == ["▀▀▀▀ 1.  [p1]  @alice  hello", "▀▀▀▀", "     2.  [p2]  @bob    no photo", ""],
            "as tall as the picture, the alternative left out; a row with no picture in line with the others")
    }

    @Test func aPictureKeepsAFewDrawingsHoweverManyWidthsItIsDrawnAt() {
        let picture = TerminalImage.placeholder(width: 40, height: 20)
        let policy = ColorPolicy(isEnabled: true, hasTrueColor: true)
        for columns in 1...20 { _ = picture.lines(columns: columns, policy: policy) }
        #expect(picture.keptDrawings <= 4)
        #expect(picture.lines(columns: 20, policy: policy).count == 5, "the last width is drawn as ever")
    }

    @Test func aPictureNotDrawnIsSaidInWordsOnAColourTerminalToo() {
        var screen = Screen()
        screen.list([ListItem(id: "p1", columns: [Span("@alice")], thumbnail: nil, alt: "a long description")]
        )
        let lines = screen.render(ColorPolicy(isEnabled: true), width: 24)
            .replacing(/\x1B\[[0-9;]*m/, with: "").split(separator: "\n")
        #expect(lines == ["1.  [p1]  @alice", "          photo: a long", "          description"])
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
