import ModuleKitCore

/// What can be asked of a profile's header; it acts on its own person.
package enum HeaderAction: ScreenAction, Equatable {
    case follow
    case unfollow

    /// The action as words: `follow`, `unfollow`.
    package init?(words: [String]) {
        switch words {
        case ["follow"]: self = .follow
        case ["unfollow"]: self = .unfollow
        default: return nil
        }
    }
}
