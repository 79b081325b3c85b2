/// The state of a screen that loads what it shows: whether it has, and why not. A presenter
/// whose state conforms reports its load failure without more code, and a host refuses the
/// actions on content that is not there the same way on every screen.
public protocol LoadingState: Equatable, Sendable {
    /// Whether what the screen shows has loaded.
    var isLoaded: Bool { get }
    /// Why it could not load (or reload), or `nil`.
    var error: String? { get }
}

extension ModulePresenter where State: LoadingState {
    /// The state's load error.
    public var loadFailure: String? { store.state.error }
}
