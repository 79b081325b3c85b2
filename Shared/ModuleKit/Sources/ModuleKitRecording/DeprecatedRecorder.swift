// A member that ModuleKit 1.0 released on the session and 1.1 replaced: it names the recorder,
// so it lives beside it. It still works, deprecated, and goes at the next major version.

import ModuleKitCore

extension HostSession {
    /// Deprecated: a recorder records a session from beside its steps.
    @available(
        *, deprecated,
        message:
            "recorder.record(session) records a session's steps (SessionRecorder.record(_:)); the session knows no recorder"
    )
    public var recorder: SessionRecorder? {
        get { observers.lazy.compactMap { $0 as? SessionRecorder }.first }
        set { newValue?.record(self) }
    }
}
