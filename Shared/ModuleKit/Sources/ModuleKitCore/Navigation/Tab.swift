/// A tab of the navigator: its name and the context of its root screen.
public struct Tab: Sendable {
    /// What the tab is called (`feed`): how `tab NAME` and saved sessions find it.
    public let name: String
    /// The context its root module is built from.
    public let root: any BuildContext

    /// A tab called `name` whose stack starts with `root`'s module.
    public init(name: String, root: any BuildContext) {
        self.name = name
        self.root = root
    }
}
