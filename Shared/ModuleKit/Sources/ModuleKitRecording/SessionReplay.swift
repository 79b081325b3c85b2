import HiddenCharacters
import ModuleKitCore

/// Replays a ``SessionRecording`` on a fresh session of the same app: each step's input asked
/// again, in order, and what it shows once its work settled compared with what was recorded.
/// A step whose screen or action no longer exists is a difference, not a crash; a step the
/// person took before the last one settled (`early`) is taken again, and what it showed then —
/// a moment mid-load — is not compared.
///
/// ```swift
/// let differences = await SessionReplay(recording).run(on: session)  // a session paced .untilIdle
/// print(differences.isEmpty ? "same: \(recording.steps.count) steps" : differences[0].description)
/// ```
@MainActor
public struct SessionReplay {
    /// The recording replayed.
    public let recording: SessionRecording

    /// A replay of `recording`.
    public init(_ recording: SessionRecording) {
        self.recording = recording
    }

    /// A step whose outcome differs from the recording's.
    public struct Difference: Equatable, Sendable, CustomStringConvertible {
        /// The step, as recorded.
        public let step: RecordedStep
        /// What the step shows now, or `nil` when its input could not be asked (`reason` says why).
        public let now: RecordedOutcome?
        /// Why its input could not be asked again, or `nil`.
        public let reason: String?

        public var description: String {
            var lines = ["step \(step.number) (\(step.input)) differs"]
            if let reason { lines.append("  now: \(reason)") }
            lines.append("  recorded: \(step.shown)")
            if let now { lines.append("  now:      \(now)") }
            return lines.joined(separator: "\n")
        }
    }

    /// Replays every step on `session` (paced `.untilIdle`, so that each settles), and returns the
    /// differences: the first only, unless `every`.
    public func run(on session: HostSession, every: Bool = false) async -> [Difference] {
        var differences: [Difference] = []
        for step in recording.steps {
            if let difference = await replay(step, on: session) {
                differences.append(difference)
                if !every { break }
            }
        }
        return differences
    }

    private func replay(_ step: RecordedStep, on session: HostSession) async -> Difference? {
        let input: HostInput
        switch step.input {
        case .open(let link): input = .open(link)
        case .reload(let link): input = .reload(link)
        case .back: input = .back
        case .selectTab(let index): input = .selectTab(index)
        case .act(let screen, let words):
            guard let top = session.navigator.top, top.id.name == screen else {
                return Difference(
                    step: step, now: nil,
                    reason:
                        "the screen shown is \(session.navigator.top?.id.name ?? "none"), not \(screen.quotedInMessage)"
                )
            }
            guard let work = top.module.work(forWords: words) else {
                return Difference(
                    step: step, now: nil,
                    reason:
                        "\(screen.quotedInMessage) takes no action '\(words.joined(separator: " ").quotedInMessage)'"
                )
            }
            input = .act(work)
        }
        let shown = await session.step(input)
        let now = RecordedOutcome(shown, failures: shown.failures)
        guard !step.early, now != step.shown else { return nil }
        return Difference(step: step, now: now, reason: nil)
    }
}
