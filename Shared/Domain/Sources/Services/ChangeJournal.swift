import PNG

/// A change a ``ChangeJournal`` records, one line each: its words are what the line says
/// between the change's number and its checksum (`like "p7"`).
package protocol JournalChange: Sendable, Equatable {
    /// What the changes apply to.
    associatedtype Document: Codable & Sendable

    /// The change in words, on one line: no line break (`like "p7"`). Its line is longer than
    /// what the change adds to the document written whole, which keeps a journal within what
    /// its document may hold (``JournaledFile/journalLimit(documentBytes:)``).
    var words: String { get }

    /// The change `words` say, or nil when they say none.
    init?(words: ArraySlice<UInt8>)

    /// `document` with `changes` applied in order, at a cost that grows with the document plus
    /// the changes — never with the two multiplied, since a journal may hold many thousands.
    static func replay(_ changes: [Self], over document: Document) -> Document
}

/// The changes saved into a data file since it was last written whole, as its journal holds
/// them: a first line saying which change the journal follows and which file it was started
/// beside, then one line a change, numbered on from there, each line ending in the CRC-32 of
/// what comes before it on the line (eight hexadecimal digits).
///
/// ```
/// mosaic journal 1 after 41 beside 9175062-11890-1765087312123456789 1c0f3f0e
/// 42 like "p7" 5b9f3a6d
/// 43 unlike "p2" 0e1d8c47
/// ```
///
/// A save appends its line and flushes it, so a save killed mid-write leaves at most one line
/// without its line break: those bytes were never confirmed, and ``parse(_:)`` drops them (at most
/// a line's worth). Every whole line must check — its number the next, its checksum right, its
/// words a change, at most ``maximumLineBytes`` — or the journal is refused with a reason on one
/// line: a whole line is one a save confirmed, and is never dropped.
package struct ChangeJournal<Change: JournalChange>: Equatable {
    /// What the first line says.
    package var header: Header
    /// The changes, numbered `header.after + 1`, `header.after + 2`, ….
    package var changes: [Change]
    /// Where the last whole line ends: any bytes after it are a torn line, dropped.
    package var end: Int

    /// The number of the journal's last change (the one it follows when it holds none).
    package var last: Int { header.after + changes.count }

    /// What a journal's first line says.
    package struct Header: Equatable {
        /// The number of the change the journal follows.
        package var after: Int
        /// The file it was started beside, as ``JournaledFile`` stamps it (its inode, size and
        /// modification time): a file changed since by anyone else is read whole before a save.
        package var beside: String

        /// The first line of a journal following change `after`, beside the file stamped `beside`.
        package init(after: Int, beside: String) {
            self.after = after
            self.beside = beside
        }
    }

    /// What a journal's bytes hold: its changes, or why they cannot be read.
    package enum Parsed: Equatable {
        case read(ChangeJournal)
        case refused(String)
    }

    /// Why a journal, or one of its lines, cannot be read.
    package struct Refusal: Error, Equatable {
        package var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The journal format this build writes and reads (the first line's `1`).
    static var format: Int { 1 }

    /// The longest line a journal holds, its line break included: a longer change is saved by
    /// writing the document whole instead, and a longer line is never one mosaic wrote.
    package static var maximumLineBytes: Int { 4096 }

    // MARK: Writing

    /// The first line of a journal following change `header.after`, beside `header.beside`.
    package static func line(_ header: Header) -> [UInt8] {
        withChecksum("mosaic journal \(format) after \(header.after) beside \(header.beside)")
    }

    /// The line of change `number`.
    package static func line(_ number: Int, _ change: Change) -> [UInt8] {
        withChecksum("\(number) \(change.words)")
    }

    /// `text`, a space, its checksum and a line break.
    static func withChecksum(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        let digits = String(CRC32.checksum(bytes[...]), radix: 16)
        return bytes + Array(" \(String(repeating: "0", count: 8 - digits.count))\(digits)\n".utf8)
    }

    // MARK: Reading

    /// The journal `bytes` hold, or why they hold none.
    package static func parse(_ bytes: [UInt8]) -> Parsed {
        let header: Header
        switch head(bytes[...]) {
        case .success(let read): header = read
        case .failure(let refusal): return .refused(refusal.reason)
        }
        var start = bytes.firstIndex(of: newline)! + 1
        var journal = ChangeJournal(header: header, changes: [], end: start)
        while let lineBreak = bytes[start...].firstIndex(of: newline) {
            let lineNumber = journal.changes.count + 2
            guard lineBreak - start < maximumLineBytes else {
                return .refused(
                    "line \(lineNumber) is longer than a journal line (\(maximumLineBytes) bytes)")
            }
            switch change(bytes[start..<lineBreak], numbered: journal.last + 1) {
            case .success(let change): journal.changes.append(change)
            case .failure(let refusal): return .refused("line \(lineNumber) \(refusal.reason)")
            }
            start = lineBreak + 1
            journal.end = start
        }
        guard bytes.count - start < maximumLineBytes else {
            return .refused("its last line is longer than a journal line (\(maximumLineBytes) bytes)")
        }
        return .read(journal)
    }

    /// What the first line of a journal beginning with `bytes` says: a save reads only the
    /// journal's first bytes and its last (``next(tail:offset:)``), so its cost does not grow
    /// with the journal.
    package static func head(_ bytes: ArraySlice<UInt8>) -> Result<Header, Refusal> {
        guard let lineBreak = bytes.prefix(maximumLineBytes).firstIndex(of: newline) else {
            return .failure(Refusal("not a mosaic journal (no whole first line)"))
        }
        guard
            let text = beforeChecksum(bytes[..<lineBreak]).flatMap({ String(validating: $0, as: UTF8.self) })
        else {
            return .failure(Refusal("not a mosaic journal (its first line does not check)"))
        }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 7, words[0] == "mosaic", words[1] == "journal", words[3] == "after",
            words[5] == "beside", let format = decimal(words[2].utf8), let after = decimal(words[4].utf8),
            !words[6].isEmpty
        else {
            return .failure(Refusal("not a mosaic journal (its first line does not say what it follows)"))
        }
        guard format <= Self.format else {
            return .failure(
                Refusal("written by a newer mosaic (journal \(format), this one reads \(Self.format))"))
        }
        return .success(Header(after: after, beside: String(words[6])))
    }

    /// The number a save's change takes, and where the journal's last whole line ends (a torn
    /// line after it is cut off before the next is written), read from its last bytes `tail`,
    /// found at offset `offset` — the whole journal or at least its last 2 × ``maximumLineBytes``
    /// bytes, which hold the last whole line and a torn one. Agrees with ``parse(_:)`` on every
    /// journal that parses (fuzz-journals checks it).
    package static func next(tail: ArraySlice<UInt8>, offset: Int) -> Result<(number: Int, end: Int), Refusal>
    {
        let tooLong = Refusal("its last line is longer than a journal line (\(maximumLineBytes) bytes)")
        guard let lastBreak = tail.lastIndex(of: newline), tail.endIndex - lastBreak <= maximumLineBytes
        else {
            return .failure(tooLong)
        }
        let end = offset + (lastBreak + 1 - tail.startIndex)
        guard let previousBreak = tail[..<lastBreak].lastIndex(of: newline) else {
            guard offset == 0 else { return .failure(tooLong) }
            return head(tail).map { (number: $0.after + 1, end: end) }
        }
        guard lastBreak - (previousBreak + 1) < maximumLineBytes else { return .failure(tooLong) }
        return numbered(tail[(previousBreak + 1)..<lastBreak]).map { (number: $0.number + 1, end: end) }
            .mapError { Refusal("its last line \($0.reason)") }
    }

    /// The change line `line` holds, when it checks and is change `expected`.
    private static func change(_ line: ArraySlice<UInt8>, numbered expected: Int) -> Result<Change, Refusal> {
        numbered(line).flatMap { number, words in
            guard number == expected else {
                return .failure(Refusal("is change \(number) where change \(expected) was next"))
            }
            guard let change = Change(words: words) else {
                return .failure(Refusal("says no change mosaic makes"))
            }
            return .success(change)
        }
    }

    /// The number and the words of the change line `line`, when its checksum is right.
    private static func numbered(_ line: ArraySlice<UInt8>) -> Result<
        (number: Int, words: ArraySlice<UInt8>), Refusal
    > {
        guard let text = beforeChecksum(line) else {
            return .failure(Refusal("is damaged (its checksum is wrong)"))
        }
        guard let space = text.firstIndex(of: space), let number = decimal(text[..<space]), number > 0 else {
            return .failure(Refusal("is damaged (it has no change number)"))
        }
        return .success((number, text[(space + 1)...]))
    }

    /// What comes before the checksum of `line`, when it ends in the right one.
    private static func beforeChecksum(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let space = line.lastIndex(of: space), line.endIndex - space == 9,
            let checksum = hexadecimal(line[(space + 1)...]), CRC32.checksum(line[..<space]) == checksum
        else { return nil }
        return line[..<space]
    }

    /// A number as mosaic writes it: decimal digits, no sign, no leading zero, at most 18 digits.
    private static func decimal(_ digits: some Collection<UInt8>) -> Int? {
        guard (1...18).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }),
            digits.first != 0x30 || digits.count == 1
        else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Eight lowercase hexadecimal digits, as ``withChecksum(_:)`` writes them.
    private static func hexadecimal(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard digits.count == 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case 0x30...0x39: value = value << 4 | UInt32(digit - 0x30)
            case 0x61...0x66: value = value << 4 | UInt32(digit - 0x61 + 10)
            default: return nil
            }
        }
        return value
    }

    private static var newline: UInt8 { 0x0A }
    private static var space: UInt8 { 0x20 }
}
