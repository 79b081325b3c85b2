import ModuleKit
import Testing

/// Expects every context of `make` to round-trip through its link: opening the link the
/// context writes with `router` builds an equal context (same type, same values). `make` is
/// called with each of `DeeplinkRouter.trialValues` — plain values and the ones links get
/// wrong (spaces, `/`, `%`, `?`, `#`, non-ASCII, combining marks, empty) — and returns the
/// contexts made with it. A context without a link form (one whose segments are `nil`, or
/// would hold an empty segment) passes: it writes no link — but not every one may be. Each
/// failure is one issue naming the context, its link and what it opened.
///
/// ```swift
/// @Test func everyScreenRoundTripsThroughItsLink() throws {
///     let router = DeeplinkRouter(scheme: "mosaic")
///     try FeedRoutes.register(in: router)
///     expectLinksRoundTrip(router) { value in
///         [PostContext(post: PostID(value), routingContext: "test")]
///     }
/// }
/// ```
@MainActor
public func expectLinksRoundTrip(
    _ router: DeeplinkRouter, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (String) -> [any BuildContext]
) {
    var checked = 0
    for value in DeeplinkRouter.trialValues {
        for context in make(value) {
            do {
                try router.verifyRoundTrip(of: context)
                checked += 1
            } catch .notLinkable {
                continue
            } catch {
                checked += 1
                Issue.record("\(context) does not round-trip: \(error)", sourceLocation: sourceLocation)
            }
        }
    }
    if checked == 0 {
        Issue.record("no context had a link form: nothing was checked", sourceLocation: sourceLocation)
    }
}
