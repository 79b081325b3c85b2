// A spelling of ModuleKit 1.x that 2.0 removed: it names the recorder, so it lives beside it.
// Unavailable, with a message that says what to write instead (see ModuleKitCore's RemovedIn2.swift).

import ModuleKitCore

extension HostSession {
    /// Unavailable: a recorder records a session from beside its steps.
    @available(
        *, unavailable,
        message:
            "recorder.record(session) records a session's steps (SessionRecorder.record(_:)); the session knows no recorder"
    )
    public var recorder: SessionRecorder? {
        get { fatalError() }
        set { fatalError() }
    }
}
