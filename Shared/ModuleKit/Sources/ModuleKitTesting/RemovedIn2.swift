// The spellings of ModuleKitTesting 1.x that 2.0 renamed, each kept unavailable naming its
// replacement (see ModuleKitCore's RemovedIn2.swift).

import ModuleKitCore
import Testing

extension ModuleHarness {
    /// Unavailable: it starts loads and checks leaks, which a question's name hid.
    @available(*, unavailable, renamed: "reachIdlePoint()")
    public func idle() async -> [ModuleSource] { fatalError() }
}

extension AppHarness {
    /// Unavailable: the harness reads the links of the navigator's manager.
    @available(
        *, unavailable,
        message: "AppHarness(navigator:): it reads the manager's links (modules.links = links)"
    )
    public convenience init(navigator: Navigator, router: DeeplinkRouter?) async throws { fatalError() }

    /// Unavailable: the harness reads the links of the navigator's manager.
    @available(
        *, unavailable,
        message:
            "AppHarness.run(navigator:) { app in … }: it reads the manager's links (modules.links = links)"
    )
    public static func run(
        navigator: Navigator, router: DeeplinkRouter?, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (AppHarness) async throws -> Void
    ) async throws { fatalError() }
}

extension ModuleHarness {
    /// Unavailable: a screen's link is proven with the app's links, a value.
    @available(
        *, unavailable, message: "ModuleHarness(builder, context, links: links), links a Deeplinks value"
    )
    public convenience init(
        _ builder: ModuleBuilder<Context>, _ context: Context, router: DeeplinkRouter,
        holdingLoad: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws { fatalError() }
}

/// Unavailable: links are proven with the app's links, a value.
@available(*, unavailable, message: "expectLinksRoundTrip(links) { … }, links a Deeplinks value")
@MainActor
public func expectLinksRoundTrip(
    _ router: DeeplinkRouter, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (String) -> [any BuildContext]
) { fatalError() }
