/// What can be asked of a screen, with its facts said once, beside its type in the feature's
/// host-neutral target: whether it only takes the person elsewhere, and its name to a person.
/// Every host reads them from here; no view says them again.
///
/// ```swift
/// enum FeedAction: ScreenAction {
///     case like(PostID), open(PostID)
///     var navigates: Bool { if case .open = self { true } else { false } }
/// }
/// ```
public protocol ScreenAction: Sendable {
    /// Whether the action only takes the person elsewhere (it emits an event and changes
    /// nothing): it starts at once, as the screen's own work, rather than after what the person
    /// asked before it — and is dropped if the screen closes first. `false` by default.
    var navigates: Bool { get }
    /// Its name to a person, in a word or two (`like`): how a failure after they left its
    /// screen names it. By default the case's name.
    var name: String { get }
}

extension ScreenAction {
    public var navigates: Bool { false }
    public var name: String { String(String(describing: self).prefix { $0 != "(" }) }
}

extension Never: ScreenAction {}
