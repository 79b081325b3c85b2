/// What can be asked of a screen, with its facts said once, beside its type in the feature's
/// host-neutral target: whether it only takes the person elsewhere, its name to a person, and
/// how it is written as words — which a web form, a test or a script carries, and reads back
/// (ModuleKitTesting's `expectActionsRoundTrip` checks that it does). Every host reads them from
/// here; no view says them again.
///
/// ```swift
/// enum FeedAction: ScreenAction {
///     case like(PostID)
///     case open(PostID)
///
///     var navigates: Bool { if case .open = self { true } else { false } }
///     var words: [String] {
///         switch self {
///         case .like(let post): ["like", post.rawValue]
///         case .open(let post): ["open", post.rawValue]
///         }
///     }
///     init?(words: [String]) {
///         switch (words.first, words.count) {
///         case ("like", 2): self = .like(PostID(words[1]))
///         case ("open", 2): self = .open(PostID(words[1]))
///         default: return nil
///         }
///     }
/// }
/// ```
public protocol ScreenAction: Sendable {
    /// Whether the action only takes the person elsewhere (it emits an event and changes
    /// nothing): it starts at once, as the screen's own work, rather than after what the person
    /// asked before it — and is dropped if the screen closes first. `false` by default.
    var navigates: Bool { get }
    /// The action as words: its name first, then its arguments as text, each whole (a caption
    /// with spaces is one word). By default its case's name alone.
    var words: [String] { get }
    /// The action `words` say, or `nil` when they say none (by default, none: an action that is
    /// never written down).
    init?(words: [String])
}

extension ScreenAction {
    public var navigates: Bool { false }
    public var words: [String] { [String(String(describing: self).prefix { $0 != "(" })] }
    public init?(words: [String]) { return nil }

    /// Its name to a person, in a word or two (`like`): its first word — how a failure after
    /// they left its screen names it.
    public var name: String { words.first ?? "" }
}

extension Never: ScreenAction {}
