import TerminalUI
import TestSupport

// fuzz-lines: the bytes of standard input or of a script file, split into lines by
// `LineSplitter` — the one rule both use.
//
// Promises, for any bytes:
// - the lines do not depend on where the reads ended: taken in pieces (as standard input
//   arrives) they are the lines of the whole (as a script file is read), and a script's lines;
// - a line holds no line feed, and the lines joined by line feeds are the bytes as read, less a
//   `\r` before each line feed and the last line feed: nothing is lost, and no character other
//   than the line feed ends a line (`\v`, `\f`, NEL, U+2028, U+2029 and a lone `\r` stay).

func check(_ input: [UInt8]) {
    let whole = LineSplitter.lines(of: input)
    // Pieces of sizes the input itself chooses (its bytes, cycled), as reads end anywhere.
    var splitter = LineSplitter()
    var pieces: [String] = []
    var start = 0
    var turn = 0
    while start < input.count {
        let size = Int(input[turn % input.count] % 7) + 1
        let end = min(start + size, input.count)
        pieces += splitter.take(input[start..<end])
        start = end
        turn += 1
    }
    if let last = splitter.end() { pieces.append(last) }
    promise(pieces == whole, "in pieces \(pieces) but whole \(whole)")

    var script = ScriptedLines(bytes: input)
    var scripted: [String] = []
    while let line = script.nextLine() { scripted.append(line) }
    promise(scripted == whole, "a script reads \(scripted) but the splitter \(whole)")

    for line in whole {
        promise(!line.utf8.contains(UInt8(ascii: "\n")), "a line holds a line feed: \(line.debugDescription)")
    }
    promise(
        Array(whole.joined(separator: "\n").utf8)
            == Array(String(decoding: asRead(input), as: UTF8.self).utf8),
        "\(whole) joined is not the input \(input)")
}

/// `bytes` with the `\r` before each line feed, and the last line feed, removed: what the lines
/// joined by line feeds must be.
private func asRead(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    for byte in bytes {
        if byte == UInt8(ascii: "\n") && result.last == UInt8(ascii: "\r") { result.removeLast() }
        result.append(byte)
    }
    if result.last == UInt8(ascii: "\n") { result.removeLast() }
    return result
}
