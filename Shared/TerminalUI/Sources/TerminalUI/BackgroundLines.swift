import Dispatch
import Locks

/// Reads a line source on a thread of its own, so that waiting for a person to type blocks
/// nothing else: the lines arrive as an asynchronous sequence, which ends with the input.
///
/// ```swift
/// for await line in BackgroundLines(StandardInput()) { … }   // loads go on meanwhile
/// ```
///
/// A line read already is handed over in the caller's own isolation, without a hop: a script's
/// commands cost no thread switch each (an `AsyncStream` hops to the global executor and back
/// for every element, twice a command's time in a scripted session, docs/PERFORMANCE.md). The
/// caller waits — suspended, holding no thread — only for a line not read yet.
public struct BackgroundLines: AsyncSequence, Sendable {
    private let lines: ReadLines<String>

    /// Starts reading `source` now, on a thread that does nothing else.
    public init(_ source: some LineSource & Sendable) {
        lines = ReadLines { [source] in
            var source = source
            return { source.nextLine() }
        }
    }

    /// The lines, in the order read.
    public func makeAsyncIterator() -> Iterator { Iterator(lines: lines) }

    /// The lines in the order read.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let lines: ReadLines<String>

        /// The next line, or `nil` once the input ended; in the caller's isolation.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> String? {
            await lines.next(isolation: actor)
        }

        /// The next line, or `nil` once the input ended.
        public mutating func next() async -> String? {
            await lines.next(isolation: nil)
        }
    }
}

/// The lines of a source — a pipe, a script — read on a thread of their own
/// as ``BackgroundLines`` reads them, each saying whether it was on screen when submitted.
public struct BackgroundTypedLines: AsyncSequence, Sendable {
    private let lines: ReadLines<TypedLine>

    /// Starts reading `source` now, on a thread that does nothing else: lines that were all on
    /// screen as typed (a pipe, a script, a terminal whose lines are not edited).
    public init(_ source: some LineSource & Sendable) {
        lines = ReadLines { [source] in
            var source = source
            return { source.nextLine().map { TypedLine(text: $0, wasShown: true) } }
        }
    }

    /// The lines, in the order typed.
    public func makeAsyncIterator() -> Iterator { Iterator(lines: lines) }

    /// The lines in the order typed.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let lines: ReadLines<TypedLine>

        /// The next line, or `nil` once the input ended; in the caller's isolation.
        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> TypedLine? {
            await lines.next(isolation: actor)
        }

        /// The next line, or `nil` once the input ended.
        public mutating func next() async -> TypedLine? {
            await lines.next(isolation: nil)
        }
    }
}

/// The lines read and not taken yet (or the bytes, for ``RawTerminal``), the end of input once
/// read, and the one caller waiting for a line, if any: touched by the reading thread and the
/// caller, in turn, under the family's one lock (Locks' `Locked`).
final class ReadLines<Line: Sendable>: Sendable {
    private struct State {
        var lines: [Line?] = []
        var taken = 0
        var waiting: CheckedContinuation<Line?, Never>?

        /// Removes and returns the next line read, `.some(nil)` at the end, or `nil` when none
        /// was read yet.
        mutating func removeNext() -> Line?? {
            guard taken < lines.count else { return nil }
            let line = lines[taken]
            // The end stays, for every later call.
            if line != nil { taken += 1 }
            if taken == lines.count {
                lines.removeAll(keepingCapacity: true)
                taken = 0
            }
            return .some(line)
        }
    }

    private let state = Locked(State())

    /// Starts reading the lines the reader `makeReader` makes returns, until it returns `nil`,
    /// on a serial queue of its own: its blocking reads never take a thread from the concurrency
    /// pool, where the loads run.
    init(_ makeReader: @escaping @Sendable () -> () -> Line?) {
        DispatchQueue(label: "TerminalUI.BackgroundLines").async { [self] in
            let read = makeReader()
            while let line = read() { add(line) }
            add(nil)
        }
    }

    /// A line read, or `nil`: the end of input.
    private func add(_ line: Line?) {
        let waiting = state.withLock { state -> CheckedContinuation<Line?, Never>? in
            if let waiting = state.waiting {
                state.waiting = nil
                if line == nil { state.lines.append(nil) }
                return waiting
            }
            state.lines.append(line)
            return nil
        }
        waiting?.resume(returning: line)
    }

    func next(isolation actor: isolated (any Actor)?) async -> Line? {
        if let line = state.withLock({ $0.removeNext() }) { return line }
        return await withCheckedContinuation(isolation: actor) { continuation in
            let line = state.withLock { state -> Line?? in
                if let line = state.removeNext() { return line }
                state.waiting = continuation
                return nil
            }
            if let line { continuation.resume(returning: line) }
        }
    }
}
