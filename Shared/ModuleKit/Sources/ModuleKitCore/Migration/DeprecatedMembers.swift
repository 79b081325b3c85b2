// Members that ModuleKit 1.0 released and 1.1 replaced: each still works, deprecated with a
// message that names its replacement, and goes at the next major version.

extension HostSession {
    /// Deprecated: the link shown is the result's.
    @available(
        *, deprecated,
        message: "session.shown?.link, the link of the last result the host was given (ShownScreens.link)"
    )
    public var shownLink: String? { linkNow }

    /// Deprecated: a session's end is heard by every observer, a recorder's among them.
    @available(
        *, deprecated, renamed: "end()",
        message: "session.end() ends the session: a recording writes its last step"
    )
    public func finishRecording() {
        end()
    }

    /// Deprecated: the manager says when what was asked has ended.
    @available(
        *, deprecated, renamed: "navigator.modules.askedWorkEnded()",
        message:
            "await session.navigator.modules.askedWorkEnded() returns when nothing a person asked is in flight"
    )
    public func finishAsked() async {
        await navigator.modules.askedWorkEnded()
    }
}
