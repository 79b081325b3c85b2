/// What a person asked of a host, parsed: the input of one ``HostSession/step(_:)``. A host
/// parses its own input — a line typed, a request, a tap — into one of these and decides
/// nothing else.
public enum HostInput: Sendable {
    /// An action on the screen shown.
    case act(ScreenWork)
    /// Opens a link (`mosaic://feed/post/p1`), unless its screens are shown already: one that
    /// begins with a tab's root selects that tab and rebuilds its stack; any other is pushed.
    case open(String)
    /// Closes the screen on top.
    case back
    /// Shows tab `index`.
    case selectTab(Int)
}
