// The names ModuleKitTesting 0.1 and 0.2 had and 1.0 removed, each kept as an unavailable
// declaration whose message says what to write instead (as ModuleKit's RemovedTypes.swift
// and RemovedMembers.swift do for ModuleKit). None of it counts toward the API surface.
import ModuleKitCore
import Testing

/// Unavailable: the harness asserts events.
@available(
    *, unavailable,
    message:
        "the harness asserts events in order: harness.expectEvent(.liked(\"p1\")), expectEvents([…]); one not asserted fails the test"
)
public final class EventRecorder<Event> {}

extension ModuleHarness {
    /// Unavailable: register what else the module needs on `modules` after building.
    @available(
        *, unavailable,
        message:
            "ModuleHarness(builder, context): the builder declares its submodules itself; register anything else on harness.modules"
    )
    public convenience init(
        _ builder: ModuleBuilder<Context>, _ context: Context, setUp: (ModuleManager) throws -> Void,
        holdingLoad: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws { fatalError() }

    /// Unavailable: the builder comes first.
    @available(
        *, unavailable,
        message: "ModuleHarness(builder, context): make the builder first (with its fakes), then pass it"
    )
    public convenience init(
        _ context: Context, builder: (ModuleManager) throws -> ModuleBuilder<Context>,
        holdingLoad: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws { fatalError() }

    /// Unavailable: the builder declares its submodules.
    @available(
        *, unavailable,
        message:
            "ModuleHarness.run(builder, context) { harness in … }: the builder declares its submodules; register anything else on harness.modules"
    )
    @discardableResult
    public static func run<Result>(
        _ builder: ModuleBuilder<Context>, _ context: Context, setUp: (ModuleManager) throws -> Void,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: (ModuleHarness) async throws -> Result
    ) async throws -> Result { fatalError() }

    /// Unavailable: `finish()` fails on any event not asserted.
    @available(
        *, unavailable,
        message: "await harness.finish() (or ModuleHarness.run) fails the test on every event not asserted"
    )
    public func expectNoEvents(sourceLocation: SourceLocation = #_sourceLocation) { fatalError() }

    /// Unavailable: the harness asserts events.
    @available(
        *, unavailable, message: "assert events with harness.expectEvent(_:) and expectEvents(_:), in order"
    )
    public var events: Never { fatalError() }
}
