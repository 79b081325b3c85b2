import ModuleKitCore

/// A view that draws nothing: a feature's host-neutral tests build its screens with it and read
/// their state (`expectState`) and act on them
/// (``ModuleHarness/act(_:sourceLocation:)``), so that no host's drawing stands between the test
/// and the feature.
///
/// ```swift
/// let harness = try await ModuleHarness(
///     CounterFeature.builder { _ in HeadlessView<CounterState>() }, context)
/// ```
@MainActor
public final class HeadlessView<ViewState>: ModuleView {
    /// A view of `ViewState` that draws nothing.
    public init() {}

    /// Draws nothing.
    public func render(_ state: ViewState) {}
}
