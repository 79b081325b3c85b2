/// What a person asked of a host, parsed: the input of one ``HostSession/step(_:)``. A host
/// parses its own input — a line typed, a request, a tap — into one of these and decides
/// nothing else.
public enum HostInput: Sendable {
    /// An action on the screen shown.
    case act(ScreenWork)
    /// Opens a link (`mosaic://feed/post/p1`), unless its screens are shown already: one that
    /// begins with a tab's root selects that tab and rebuilds its stack; any other is pushed.
    case open(String)
    /// Opens a link as ``open(_:)`` does — and when its screens are shown already, refreshes the
    /// top one (``ModuleProtocol/refresh()``), which the step then waits for as for an action: a
    /// page asked for again, whose content must be no older than the request (another process
    /// may have changed the data it shows).
    case reload(String)
    /// Closes the screen on top.
    case back
    /// Shows tab `index`, closing what is presented over the tabs, as a tab bar's link does (one
    /// that does not exist is a failure, not found).
    case selectTab(Int)
}
