/// A module that shows its state to tests and developer tools. ModuleKitTesting's harness
/// reads it with `state(as:)`; nothing else of the module needs to be public for that.
@MainActor
public protocol InspectableModule: AnyObject {
    /// The module's current state value.
    var inspectedState: any Sendable { get }
}
