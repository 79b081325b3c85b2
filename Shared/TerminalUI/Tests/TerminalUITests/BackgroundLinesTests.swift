import Dispatch
import Testing

@testable import TerminalUI

@Suite struct BackgroundLinesTests {
    /// A source whose second line comes only once the test opens a gate: how a person types.
    struct GatedLines: LineSource, Sendable {
        let gate: DispatchSemaphore
        var given = 0

        mutating func nextLine() -> String? {
            given += 1
            switch given {
            case 1: return "first"
            case 2:
                gate.wait()
                return "second"
            default: return nil
            }
        }
    }

    @Test func everyLineArrivesInOrderAndTheEndStays() async {
        var lines = BackgroundLines(ScriptedLines(["open 1", "", "back"])).makeAsyncIterator()
        #expect(await lines.next() == "open 1")
        #expect(await lines.next() == "")
        #expect(await lines.next() == "back")
        #expect(await lines.next() == nil)
        #expect(await lines.next() == nil)
    }

    /// A line not read yet is waited for, suspended (the pool stays free), and arrives when read.
    @MainActor @Test func aLineNotReadYetIsWaitedFor() async {
        let gate = DispatchSemaphore(value: 0)
        var read: [String] = []
        for await line in BackgroundLines(GatedLines(gate: gate)) {
            read.append(line)
            if line == "first" { gate.signal() }
        }
        #expect(read == ["first", "second"])
    }

    /// Lines read on the reader's thread while the caller waits are all handed over, in order.
    @Test func manyLinesReadWhileTheCallerWaitsKeepTheirOrder() async {
        let expected = (1...2000).map { "line \($0)" }
        var read: [String] = []
        for await line in BackgroundLines(ScriptedLines(expected)) { read.append(line) }
        #expect(read == expected)
    }

    /// A source's lines, typed, were all on screen as they came: only a line editor's may not be.
    @Test func aSourcesTypedLinesWereAllShownAndEndAsTheSourceDoes() async {
        var read: [TypedLine] = []
        for await line in BackgroundTypedLines(ScriptedLines(["open 1", "back"])) { read.append(line) }
        #expect(read == [TypedLine(text: "open 1", wasShown: true), TypedLine(text: "back", wasShown: true)])
    }
}
