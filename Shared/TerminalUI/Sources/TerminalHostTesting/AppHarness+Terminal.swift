import ModuleKitCore
import ModuleKitTesting
import TerminalHost
import Testing

/// Reading a whole app under test as a person at the terminal would: the screen on top, as text.
///
/// ```swift
/// try await AppHarness.run(navigator: app.navigator) { harness in
///     await harness.open("mosaic://feed/post/p1")
///     await harness.act(PostAction.like("p1"))
///     #expect(harness.screen.contains("♥ 8"))
/// }
/// ```
extension AppHarness {
    /// The top screen shown as plain text, as its terminal view draws it from its state now —
    /// its own text, without the shell's link, tab bar and commands (empty, with a recorded
    /// failure, when no screen is shown or its module has no terminal view).
    public var screen: String {
        guard let module = shown.topmost?.module else {
            Issue.record("no screen is shown")
            return ""
        }
        guard let view = module.terminalView else {
            let reason = TerminalHostError.notDrawable(String(describing: type(of: module))).description
            Issue.record(Comment(rawValue: reason))
            return ""
        }
        return view.screen().text
    }
}
