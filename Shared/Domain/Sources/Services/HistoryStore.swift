import Domain

/// Keeps the lines typed at the prompt in `history.json`, newest last, as a shell keeps its
/// history: the next interactive session's ↑ starts from them. The same guarantees as the other
/// data files (atomic, locked, owner-only, never written over when it could not be read).
public struct HistoryStore: Sendable {
    let file: DocumentFile<[String]>
    /// The most lines kept.
    public static let limit = 500

    /// The history kept in `directory`.
    public init(directory: DataDirectory) {
        file = DocumentFile("history.json", in: directory, initial: [])
    }

    /// The lines kept, oldest first (the newest ``limit`` of them). A line no prompt could have
    /// taken — one holding a control character, as an edited file may — is left out: ↑ would
    /// put it in the line being typed.
    public func load() throws(ServiceError) -> [String] {
        Array(try file.read().filter(Self.couldBeTyped).suffix(Self.limit))
    }

    private static func couldBeTyped(_ line: String) -> Bool {
        !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Adds the lines a session typed after those on disk (another session may have added its
    /// own meanwhile), keeping the newest ``limit``. Fails without writing when the file on disk
    /// cannot be read.
    public func append(_ lines: [String]) throws(ServiceError) {
        guard !lines.isEmpty else { return }
        try file.update { $0 = Array(($0 + lines).suffix(Self.limit)) }
    }
}
