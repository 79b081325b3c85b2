/// Failures a session's next page shows, each once.
@MainActor
public final class WebFailures {
    private var reported: [String] = []

    /// Reports `error`: the next page the session gets shows it as one `error:` line.
    public func report(_ error: Any) {
        reported.append(String(describing: error))
    }

    /// The failures reported since the last page, which no later page shows again.
    func take() -> [String] {
        defer { reported = [] }
        return reported
    }
}
