import Domain
import HiddenCharacters

/// Keeps the lines typed at the prompt in `history.json`, newest last, as a shell keeps its
/// history: the next interactive session's ↑ starts from them. The same guarantees as the other
/// data files (atomic, locked, owner-only, never written over when it could not be read).
public struct HistoryStore: Sendable {
    let file: DocumentFile<[String]>
    /// The most lines kept.
    public static let limit = 500

    /// The history kept in `directory`.
    public init(directory: DataDirectory) {
        file = DocumentFile(.history, in: directory, initial: [])
    }

    /// The lines kept, oldest first (the newest ``limit`` of them). A line no prompt could have
    /// taken — one holding a control character (HiddenCharacters' `isControlCharacter`), as an
    /// edited file may — is left out: ↑ would put it in the line being typed.
    public func load() throws(ServiceError) -> [String] {
        Array(
            try file.read().filter { !$0.unicodeScalars.contains(where: \.isControlCharacter) }.suffix(
                Self.limit))
    }

    /// Adds the lines a session typed after those on disk (another session may have added its
    /// own meanwhile), keeping the newest ``limit``. Fails without writing when the file on disk
    /// cannot be read.
    public func append(_ lines: [String]) throws(ServiceError) {
        guard !lines.isEmpty else { return }
        try file.update { $0 = Array(($0 + lines).suffix(Self.limit)) }
    }
}
