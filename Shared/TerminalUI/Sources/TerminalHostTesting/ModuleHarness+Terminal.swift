import ModuleKitCore
import ModuleKitTesting
import TerminalHost
import TerminalUI
import Testing

/// Driving a module under test as a person at the terminal would: typed lines in, screen text out.
///
/// ```swift
/// try await ModuleHarness.run(FeedFeature.builder(dependencies), context) { feed in
///     try await feed.send("like 1")
///     feed.expectState(FeedState.self) { $0.rows[0].liked = true }   // a like is saved, not an event
///     #expect(feed.screen.contains("♥ 8"))
///     try await feed.send("open 1")
///     feed.expectEvent(.openPost("p1"))
/// }
/// ```
extension ModuleHarness {
    /// Parses `line` and sends it to the module's view as the shell does — read against the
    /// screen as shown, or once its load ended when it names what the load brings — its work
    /// started on the module's work; then waits until the module's work has ended, as an idle
    /// point does (its ongoing work, a ticker, runs on). While the module loads (its load held:
    /// `holdingLoad`), the line waits in its lane and this returns at once: ``releaseLoad()``
    /// lets it run. A module made for another host fails the test and refuses the line.
    /// A step of the test: every state change before it must have been said first (see
    /// `exhaustiveState`), so that each change is credited to the line that made it.
    public func send(_ line: String, sourceLocation: SourceLocation = #_sourceLocation)
        async throws(CommandError)
    {
        expectEveryStateChangeSaid(sourceLocation: sourceLocation)
        guard let view = subject.terminalView else {
            let reason = TerminalHostError.notDrawable(String(describing: type(of: subject))).description
            Issue.record(Comment(rawValue: reason))
            throw .refused(reason)
        }
        let work = try view.prepare(Command(parsing: line))
        // Loading before the line: it waits in its lane for the load (the line's own work,
        // started now, is no reason not to wait for it).
        let loadsFirst = isLoading
        let started = work.start(on: subject.work)
        guard !loadsFirst else { return }
        let refusal = await started.value
        await reachIdlePoint()
        if let refusal { throw .refused(refusal.reason) }
    }

    /// Sends `line` and returns the error it was refused with, recording a failure if it was accepted.
    @discardableResult
    public func sendExpectingError(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) async
        -> CommandError?
    {
        do {
            try await send(line, sourceLocation: sourceLocation)
            Issue.record("'\(line)' was accepted, but an error was expected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// The module's screen as plain text (empty, with a recorded failure, when the module has
    /// no terminal view).
    public var screen: String {
        guard let view = subject.terminalView else {
            Issue.record("\(type(of: subject)) has no terminal view")
            return ""
        }
        return view.screen().text
    }
}
