import Testing

@testable import TerminalUI

@Suite struct ColorPolicyTests {
    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(ColorPolicy.decide(isTerminal: true, noColor: nil, term: "xterm").isEnabled)
        #expect(!ColorPolicy.decide(isTerminal: false, noColor: nil, term: "xterm").isEnabled)
        #expect(!ColorPolicy.decide(isTerminal: true, noColor: "1", term: "xterm").isEnabled)
        #expect(!ColorPolicy.decide(isTerminal: true, noColor: nil, term: "dumb").isEnabled)
        #expect(!ColorPolicy.decide(isTerminal: true, noColor: nil, term: "xterm", disabled: true).isEnabled)
    }

    @Test func clicolorForceColoursOutputThatIsNoTerminalButNoColorStillWins() {
        #expect(
            ColorPolicy.decide(isTerminal: false, noColor: nil, term: "xterm", colorTerm: nil, forced: "1")
                .isEnabled)
        #expect(
            !ColorPolicy.decide(isTerminal: false, noColor: nil, term: "xterm", colorTerm: nil, forced: "0")
                .isEnabled)
        #expect(
            !ColorPolicy.decide(isTerminal: false, noColor: "1", term: "xterm", colorTerm: nil, forced: "1")
                .isEnabled)
    }

    @Test func anEmptyNoColorDoesNotDisableColour() {
        #expect(ColorPolicy.decide(isTerminal: true, noColor: "", term: "xterm").isEnabled)
    }
}
