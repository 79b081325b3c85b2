import ModuleKit

/// A module that shows its state to tests. Conform a module to it (internally) to let
/// ``ModuleHarness/state(as:)`` read the state.
@MainActor
public protocol InspectableModule: AnyObject {
    /// The module's current state value.
    var inspectedState: any Sendable { get }
}
