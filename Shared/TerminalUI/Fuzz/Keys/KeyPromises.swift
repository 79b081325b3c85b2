import TerminalUI
import TestSupport

// fuzz-keys: the bytes a terminal delivers in raw mode — typing, pastes, escape sequences, UTF-8
// cut anywhere by a read — turned into keys by `KeyDecoder` and into a line by `LineEditor`.
//
// The first byte chooses where the reads end; the rest is what the terminal sent. Promises, for
// any bytes:
// - the keys do not depend on where the reads ended;
// - text keys hold no control character: a byte that would be one becomes its key or is dropped,
//   never typed into the line;
// - the editor's cursor stays within its line, the line within its length, its line and its
//   history hold no control or line break, the history keeps at most its limit, and a submitted
//   line is the line that was shown.

func check(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let bytes = Array(input.dropFirst())
    var whole = KeyDecoder()
    let keys = whole.keys(from: bytes)
    var pieces = KeyDecoder()
    var inPieces: [LineEditor.Key] = []
    var start = 0
    var size = Int(first % 7) + 1
    while start < bytes.count {
        let end = min(bytes.count, start + size)
        inPieces += pieces.keys(from: bytes[start..<end])
        start = end
        size = size % 7 + 1
    }
    promise(joined(inPieces) == joined(keys), "read in pieces: \(joined(inPieces)); at once: \(joined(keys))")
    for case .text(let text) in keys {
        promise(
            !text.unicodeScalars.contains(where: isControl), "a text key holds a control character: \(keys)")
    }
    checkEditor(keys)
}

private func checkEditor(_ keys: [LineEditor.Key]) {
    var editor = LineEditor(history: ["first", "second"], historyLimit: 3)
    for key in keys {
        let shown = editor.line
        let outcome = editor.handle(key)
        promise(
            editor.cursor >= 0 && editor.cursor <= editor.text.count, "the cursor left its line: \(editor)")
        promise(editor.text.count <= LineEditor.maximumLength, "a line of \(editor.text.count) characters")
        promise(
            !editor.line.unicodeScalars.contains(where: isControl),
            "the line holds a control character: \(editor.line)")
        promise(editor.history.count <= 3, "the history holds \(editor.history.count) lines, past its limit")
        if case .submit(let line) = outcome {
            promise(line == shown, "submitted '\(line)' while '\(shown)' was shown")
        }
    }
    for line in editor.history {
        promise(
            !line.unicodeScalars.contains(where: isControl), "the history holds a control character: \(line)")
    }
}

/// Whether `scalar` is a C0 or C1 control character or DEL.
private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// The keys with each run of text keys joined into one: where the reads ended splits a run.
private func joined(_ keys: [LineEditor.Key]) -> [LineEditor.Key] {
    var result: [LineEditor.Key] = []
    for key in keys {
        if case .text(let text) = key, case .text(let before)? = result.last {
            result[result.count - 1] = .text(before + text)
        } else {
            result.append(key)
        }
    }
    return result
}
