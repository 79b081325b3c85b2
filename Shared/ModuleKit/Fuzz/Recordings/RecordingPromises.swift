import ModuleKitRecording
import TestSupport

// fuzz-recordings: a recorded session, from anywhere — a bug report, a file in a repository —
// read by `SessionRecording(parsing:)`.
//
// Promises, for any bytes:
// - a recording reads, or is refused with one line naming its line, within the file's lines;
// - a recording that reads, written back, reads the same, and is written the same again.
// The third — the replay of any recording that reads ends, with at most a difference a step —
// needs the main actor, which libFuzzer's callback cannot wait for: RecordingTests keeps it,
// over 300 recordings of hostile steps made from a seed (it found a tab that does not exist
// stopping the process; a step now tells it, not found).

func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let recording: SessionRecording
    do throws(RecordingError) {
        recording = try SessionRecording(parsing: text)
    } catch {
        let line = error.description
        promise(!line.contains("\n") && !line.contains("\r"), "a refusal is one line: \(line)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        promise(
            error.line >= 1 && error.line <= max(lines, 1) + 1,
            "the refusal names line \(error.line) of \(lines)")
        return
    }
    let written = recording.text
    do throws(RecordingError) {
        let again = try SessionRecording(parsing: written)
        promise(again == recording, "written back, it reads the same")
        promise(again.text == written, "written twice, the same text")
    } catch {
        promise(false, "the recording written back is refused: \(error)")
    }
}
