/// How ``Navigator/open(_:as:)`` shows a link's screens — MERLin's routing steps: pushed
/// where the person is, presented in a stack of their own, or in the tab the link belongs to.
/// Whichever it is, a screen whose context is ``AlwaysPresented`` is never pushed.
public enum LinkPresentation: Sendable, Equatable {
    /// In the tab whose root's whole link the link begins with — that tab selected, its stack
    /// the link's screens, any modal closed — else where the person is, the stack they look at
    /// preferred: back to the link's first screen where that stack holds it already (nothing
    /// pushed a second time); handed to the top screen when that is an ``UpdatableModule`` of its
    /// kind; else pushed onto the visible stack.
    case automatic
    /// Pushed onto the visible stack (a modal's, when one is shown), whatever tab the link
    /// begins with — unless that stack ends with the link's screens already.
    case push
    /// Presented in a stack of its own over what is shown; back (or ``Navigator/dismiss()``)
    /// closes it whole.
    case present
}

/// A screen that is always presented in a stack of its own, never pushed onto another (MERLin's
/// `canPush` false): a composer, a sign-in, a picker. Every way of reaching it honours it — a
/// listener's ``Navigator/push(_:configure:)`` presents it, and a link's screens from the first
/// such one on are presented in a stack of their own, in the same step as the rest.
///
/// ```swift
/// public struct ComposeContext: BuildContext, AlwaysPresented {
///     public var routingContext: RoutingContext
///     public var deeplinkSegments: [String]? { ["compose"] }
/// }
/// ```
public protocol AlwaysPresented: BuildContext {}
