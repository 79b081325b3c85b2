/// `swift package --allow-writing-to-package-directory depgraph-write`: the same tool, allowed
/// to write its report (`--output`) or API baseline (`--write-baseline`) inside the package.
enum PluginAccess {
    static let writesIntoPackage = true
}
