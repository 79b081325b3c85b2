import CommandLines

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a person types at, in raw mode: keys arrive one by one, unechoed. A thread of
/// its own only reads the terminal's bytes (``nextBytes()``); what they do is decided on the
/// main actor by one value — a ``PromptLine``, or a shell's decisions holding one — and written
/// here (``carryOut(_:)``): nothing but bytes crosses threads. Raw from ``init()`` to ``stop()``.
///
/// ```swift
/// let terminal = RawTerminal()
/// defer { terminal.stop() }
/// var line = PromptLine(prompt: "> ")
/// terminal.carryOut(line.show(columns: Terminal.columns))
/// while let bytes = await terminal.nextBytes() {
///     terminal.carryOut(line.feed(bytes, columns: Terminal.columns))
///     while let typed = line.removeNextLine() {
///         guard let typed else { return }  // Ctrl-D
///         print("you typed \(typed.text)")
///         terminal.carryOut(line.show(columns: Terminal.columns))
///     }
/// }
/// ```
@MainActor
public final class RawTerminal {
    private let bytes: ReadLines<[UInt8]>
    /// The terminal's settings before raw mode, put back by ``stop()``.
    private let saved: termios?
    private var stopped = false

    /// Standard input in raw mode, its bytes read from now on.
    public init() {
        saved = RawMode.enter()
        bytes = ReadLines { { readBytes() } }
    }

    /// Whether standard input and output are a terminal whose lines can be edited.
    public static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    /// The next bytes the terminal sends, waiting until some arrive; `nil` once it closed.
    public func nextBytes() async -> [UInt8]? {
        await bytes.next(isolation: MainActor.shared)
    }

    /// Does what a line at the prompt said, in order: writes to the terminal, and a stop as a
    /// shell's job (the terminal as it was until `fg`, then raw again).
    public func carryOut(_ effects: [PromptLine.Effect]) {
        effects.carryOut(restoring: saved)
    }

    /// Puts the terminal back as it was: the session is over.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        RawMode.restore(saved)
    }
}

extension [PromptLine.Effect] {
    /// Carries out what a line at the prompt said to do, in order: writes to the terminal, and a
    /// stop as a shell's job — the terminal's settings as they were before raw mode (`saved`)
    /// until `fg`, then raw again.
    func carryOut(restoring saved: termios?) {
        for effect in self {
            switch effect {
            case .write(let text):
                Terminal.flushOutput()
                writeWhole(text, to: 1)
            case .suspend:
                RawMode.restore(saved)
                kill(0, SIGTSTP)
                _ = RawMode.enter()
            }
        }
    }
}

/// The next bytes standard input sends (waiting until some arrive), or `nil` once it ended.
func readBytes() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return nil }
        return Array(buffer[..<count])
    }
}
