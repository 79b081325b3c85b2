/// Turns what happens to modules into ``TraceRecord``s for a ``TraceSink``, when one is set.
@MainActor
@usableFromInline
package final class Tracer {
    /// Receives every record; `nil` records nothing (and costs nothing).
    package var sink: (any TraceSink)? {
        get { storedSink }
        set {
            storedSink = newValue
            isOn = newValue != nil
        }
    }
    private var storedSink: (any TraceSink)?

    init() {}

    /// Whether anything is recorded. Stored, so that event delivery checks it with one load.
    // Exempt from dynamic exclusivity checks, as read on every event: the row "ModuleManager
    // listeners, 1 listener" (docs/PERFORMANCE.md) is a fifth slower with the checks (32 M/s,
    // not 40 M/s). Main-actor bound.
    @exclusivity(unchecked) @usableFromInline package private(set) var isOn = false

    /// Records `kind` for the module `source` (or for no module), summarised in one line.
    /// Neither the source nor the summary is evaluated when nothing is recorded.
    package func record(
        _ kind: TraceRecord.Kind, _ source: @autoclosure () -> ModuleSource?,
        summary: @autoclosure () -> String
    ) {
        guard isOn, let sink = storedSink else { return }
        let source = source()
        sink.record(
            TraceRecord(
                time: wallClockSeconds(), kind: kind, module: source?.id.description,
                routingContext: source?.routingContext.description, summary: summary()))
    }
}
