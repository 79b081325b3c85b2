/// Why a navigation step could not happen.
public enum NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Back or pop at the root of a tab.
    case atRoot
    /// Dismiss with no modal presented.
    case nothingPresented

    public var description: String {
        switch self {
        case .atRoot: "already at the root of this tab"
        case .nothingPresented: "nothing is presented"
        }
    }
}
