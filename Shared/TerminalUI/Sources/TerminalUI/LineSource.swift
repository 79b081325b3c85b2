#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where typed lines come from: the terminal, a pipe, a script file or a test. Each splits its
/// bytes into lines by the one rule, ``LineSplitter``'s.
public protocol LineSource {
    /// The next line without its newline, or `nil` at the end of input.
    mutating func nextLine() -> String?
}

/// Lines from standard input (a terminal or a pipe), split by ``LineSplitter``: the same bytes
/// give the same lines as a script file that holds them.
public struct StandardInput: LineSource, Sendable {
    private var splitter = LineSplitter()
    private var ready: [String] = []
    private var taken = 0
    private var ended = false

    /// Standard input.
    public init() {}

    /// The next line read, without its newline; `nil` once standard input ended (or cannot be
    /// read).
    public mutating func nextLine() -> String? {
        while taken == ready.count {
            guard !ended else { return nil }
            ready = readLines()
            taken = 0
        }
        defer { taken += 1 }
        return ready[taken]
    }

    /// The lines the next read of standard input ends (blocking until some bytes arrive); at its
    /// end, the last line if it had no newline.
    private mutating func readLines() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 { return splitter.take(buffer[..<count]) }
            if count < 0 && errno == EINTR { continue }
            ended = true
            return splitter.end().map { [$0] } ?? []
        }
    }
}

/// Lines from a list held in memory: a script, or a test's input.
public struct ScriptedLines: LineSource, Sendable {
    private var remaining: ArraySlice<String>

    /// The lines of `lines`, in order.
    public init(_ lines: [String]) { remaining = lines[...] }

    /// The lines of `text`, split by ``LineSplitter``: at `\n` (a `\r` before it dropped), and
    /// nowhere else (a final newline adds no empty line).
    public init(text: String) {
        self.init(bytes: text.utf8)
    }

    /// The lines of `bytes` — a script file's, as read — split as standard input splits them
    /// (``LineSplitter``).
    public init(bytes: some Sequence<UInt8>) {
        self.init(LineSplitter.lines(of: bytes))
    }

    public mutating func nextLine() -> String? { remaining.popFirst() }
}
