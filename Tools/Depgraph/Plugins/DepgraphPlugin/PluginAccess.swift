/// `swift package depgraph`: reads the package and writes nowhere inside it, so it asks for no
/// permission.
enum PluginAccess {
    static let writesIntoPackage = false
}
