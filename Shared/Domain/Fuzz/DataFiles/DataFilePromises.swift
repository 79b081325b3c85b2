import Domain
import Foundation
import Services
import TestSupport

// fuzz-data-files: JSON a person edited, or a crash left, in the data directory — likes,
// follows, settings, the saved place, the line history — read by `DocumentFile` as the services
// read it.
//
// The first byte chooses the file; the rest is its content. Promises, for any bytes:
// - a file reads as a document, or is unreadable with one line naming it;
// - what reads is valid as the app would have written it: settings pass the checks a person's
//   edits pass, history lines hold no control character and are at most the limit;
// - a document that reads, written back, reads the same;
// - a file that cannot be read is never written over: a change fails and leaves its bytes.

/// The folder the files are written in, one per run.
private let directory: DataDirectory = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-data-files-\(getpid())")
        .path
    let directory = DataDirectory(path: path)
    do {
        try directory.create()
    } catch {
        fatalError("cannot make \(path): \(error)")
    }
    return directory
}()

func check(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let content = Data(input.dropFirst())
    switch first % 5 {
    case 0: checkFile("likes.json", content, initial: [PostID]()) { _ in nil }
    case 1: checkFile("follows.json", content, initial: [UserID]()) { _ in nil }
    case 2: checkFile("settings.json", content, initial: Settings.initial, invalid: invalidity)
    case 3: checkFile("navigation.json", content, initial: NavigationSnapshot?.none) { _ in nil }
    default:
        let history = HistoryStore(directory: directory)
        checkFile(
            "history.json", content, initial: [String](),
            read: { () throws(ServiceError) in try history.load() }, invalid: invalidity)
    }
}

/// Writes `content` to the file `name`, reads it (with `read`, or as its `DocumentFile` reads
/// it) and checks the promises; `invalid` says what is wrong with a document that read, if
/// anything.
private func checkFile<Document: Codable & Sendable & Equatable>(
    _ name: String, _ content: Data, initial: Document,
    read: (() throws(ServiceError) -> Document)? = nil, invalid: (Document) -> String?
) {
    let file = DocumentFile(name, in: directory, initial: initial)
    do {
        try content.write(to: URL(fileURLWithPath: file.path))
    } catch {
        fatalError("cannot write \(file.path): \(error)")
    }
    func readNow() throws(ServiceError) -> Document {
        if let read { try read() } else { try file.read() }
    }
    do throws(ServiceError) {
        let document = try readNow()
        if let invalid = invalid(document) {
            promise(false, "\(name) read with an invalid value: \(invalid)")
        }
        try file.update { _ in }
        let again = try readNow()
        promise(again == document, "\(name) written back reads \(again), not \(document)")
    } catch .unreadable(let path, let reason) {
        promise(path == file.path, "an unreadable file named as \(path), not \(file.path)")
        promise(!reason.isEmpty && !reason.contains("\n"), "the reason is one line: \(reason)")
        _ = try? file.update { _ in }
        promise((try? DocumentFile<Document>.contents(of: file.path)) == content, "\(name) was written over")
    } catch {
        promise(false, "\(name) cannot be read back: \(error)")
    }
}

/// What a person's edit of the settings would have been refused for, if anything.
private func invalidity(_ settings: Settings) -> String? {
    do {
        guard try Settings.validatedName(settings.displayName) == settings.displayName else { return "name" }
        guard try Settings.validatedSignature(settings.signature) == settings.signature else {
            return "signature"
        }
        var accepted = Settings.initial
        for address in settings.connectedAccounts {
            guard try accepted.validatedNewAddress(address) == address else { return "address \(address)" }
            accepted.connectedAccounts.append(address)
        }
        return nil
    } catch {
        return "\(error)"
    }
}

/// What no prompt could have taken into the history, if anything.
private func invalidity(_ lines: [String]) -> String? {
    lines.count > HistoryStore.limit
        ? "\(lines.count) lines" : lines.first { $0.holdsControlCharacter }
}

extension String {
    /// Whether a C0, DEL or C1 control is here: the promise, written apart from the rule it checks.
    fileprivate var holdsControlCharacter: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
