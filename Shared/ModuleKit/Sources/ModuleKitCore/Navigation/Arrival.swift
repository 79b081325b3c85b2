/// A screen the navigator put on top, and the way back to where the person was: what a host
/// undoes, once, when that screen cannot load (see ``HostSession``) — however it came, by a
/// link or by a listener's push or presentation.
struct Arrival {
    /// How to go back to where the person was.
    enum Undo {
        /// Closes these screens, last first: what a push or a presentation added.
        case close([ModuleID])
        /// Makes tab `tab`'s stack the screens of `stack` again and selects tab `selected`: what
        /// a link shown in a tab, or a root replaced, changed.
        case restore(tab: Int, stack: [any BuildContext], selected: Int)
    }

    /// The screen put on top.
    let screen: ModuleID
    /// The link that put it there, as it was asked for; `nil` for a push or a presentation.
    let link: String?
    /// How to go back.
    let undo: Undo
}
