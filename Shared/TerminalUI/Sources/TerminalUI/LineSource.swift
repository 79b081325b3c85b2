import Dispatch

/// Where typed lines come from: the terminal, a pipe, a script file or a test.
public protocol LineSource {
    /// The next line without its newline, or `nil` at the end of input.
    mutating func nextLine() -> String?
}

/// Lines from standard input (a terminal or a pipe).
public struct StandardInput: LineSource, Sendable {
    /// Standard input.
    public init() {}
    /// The next line read, without its newline.
    public mutating func nextLine() -> String? { readLine(strippingNewline: true) }
}

/// Lines from a list held in memory: a script, or a test's input.
public struct ScriptedLines: LineSource, Sendable {
    private var remaining: ArraySlice<String>

    /// The lines of `lines`, in order.
    public init(_ lines: [String]) { remaining = lines[...] }

    /// The lines of `text`, split at newlines — `\n`, `\r\n` or `\r` — (a final newline adds
    /// no empty line).
    public init(text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.init(lines)
    }

    public mutating func nextLine() -> String? { remaining.popFirst() }
}

/// Reads a line source on a thread of its own, so that waiting for a person to type blocks
/// nothing else: the lines arrive as an asynchronous sequence, which ends with the input.
///
/// ```swift
/// for await line in BackgroundLines(StandardInput()) { … }   // loads go on meanwhile
/// ```
public struct BackgroundLines: AsyncSequence, Sendable {
    private let stream: AsyncStream<String>

    /// Starts reading `source` now, on a thread that does nothing else.
    public init(_ source: some LineSource & Sendable) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        self.stream = stream
        // A serial queue of its own: its blocking reads never take a thread from the
        // concurrency pool, where the loads run.
        DispatchQueue(label: "TerminalUI.BackgroundLines").async {
            var source = source
            while let line = source.nextLine() { continuation.yield(line) }
            continuation.finish()
        }
    }

    public func makeAsyncIterator() -> AsyncStream<String>.Iterator {
        stream.makeAsyncIterator()
    }
}
