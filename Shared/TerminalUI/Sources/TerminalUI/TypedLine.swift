/// A line typed at a ``PromptLine``, and whether it was on screen when it was submitted.
public struct TypedLine: Sendable, Hashable {
    /// The line, without its newline.
    public let text: String
    /// Whether it was typed at the prompt (`false`: typed ahead while the session printed, or
    /// the second line of a paste).
    public let wasShown: Bool

    /// The line `text`, shown when it was submitted or not.
    public init(text: String, wasShown: Bool) {
        self.text = text
        self.wasShown = wasShown
    }
}
