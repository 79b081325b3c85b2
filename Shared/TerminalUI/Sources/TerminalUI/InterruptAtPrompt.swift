#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C at a prompt does what it does in a shell: the line being typed is dropped (the
/// terminal itself discards it) and the prompt comes again on a new line; the session goes on.
/// Ctrl-D, or a quit command, leaves. Without this, Ctrl-C ends the process (status 130).
public enum InterruptAtPrompt {
    /// What the handler writes: a newline, then the prompt. Set before the handler is
    /// installed and never freed, so that the handler only reads plain memory.
    nonisolated(unsafe) private static var text: UnsafeMutableBufferPointer<UInt8>?

    /// From now on, Ctrl-C (SIGINT) shows `prompt` again on a new line instead of ending the
    /// process. A read interrupted by it goes on (the handler is installed to restart it).
    public static func install(prompt: String) {
        let bytes = Array(("\n" + prompt).utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        text = buffer
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handle
        #else
            action.__sigaction_handler.sa_handler = handle
        #endif
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
    }

    /// The signal handler: one `write`, which is safe in a handler.
    private static let handle: @convention(c) (Int32) -> Void = { _ in
        guard let text = InterruptAtPrompt.text else { return }
        _ = write(1, text.baseAddress, text.count)
    }
}
