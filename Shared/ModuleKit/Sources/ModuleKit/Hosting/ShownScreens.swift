/// What a host shows after a step (``HostSession/step(_:)``), in ModuleKit's terms: each host
/// draws it its own way.
public struct ShownScreens: Sendable, Hashable {
    /// The screens shown, root first: the visible stack (a modal's, when one is presented).
    public let screens: [ModuleID]
    /// Their link, or `nil` when the session has no router.
    public let link: String?
    /// Whether the screen on top still has work of its own in flight: show it loading.
    public let isLoading: Bool
    /// Why the screen on top could not load what it shows, or `nil`: part of what it shows, each
    /// time it is shown (``failures`` tells it once).
    public let loadFailure: ModuleFailure?
    /// What failed, each told once, oldest first: the step's own failure or refusal, a link
    /// undone, a screen that could not load, what a person asked that failed after they left
    /// its screen, a navigation the app could not make.
    public let failures: [ModuleFailure]
    /// Whether the step did what it was asked (its action was not refused, its link was not
    /// undone): a terminal shows the screen again only then.
    public let succeeded: Bool
}
