import ModuleKitCore
import Testing

/// Expects every context of `make` to round-trip through its link: opening the link the
/// context writes with `links` builds an equal context (same type, same values). `make` is
/// called with each of `Deeplinks.trialValues` — plain values and the ones links get
/// wrong (spaces, `/`, `%`, `?`, `#`, non-ASCII, combining marks, empty) — and returns the
/// contexts made with it. A context without a link form (one whose segments are `nil`, or
/// would hold an empty segment) passes: it writes no link — but not every one may be. Each
/// failure is one issue naming the context, its link and what it opened; values a route's
/// parameter type refuses (an `{id}` given `Zoë`) are one issue per parameter, saying the fix —
/// `{id:text}` in the route, or no context for values an id can never hold.
///
/// ```swift
/// @Test func everyScreenRoundTripsThroughItsLink() throws {
///     var links = Deeplinks(scheme: "mosaic")
///     try FeedRoutes.register(in: &links)
///     expectLinksRoundTrip(links) { value in
///         [PostContext(post: PostID(value), routingContext: "test")]
///     }
/// }
/// ```
@MainActor
public func expectLinksRoundTrip(
    _ links: Deeplinks, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: (String) -> [any BuildContext]
) {
    var checked = 0
    // Values a route's parameter type refuses, by context type and parameter: one issue each,
    // with the fix, rather than one per value.
    var refused: [RefusedParameter: [String]] = [:]
    var order: [RefusedParameter] = []
    for value in Deeplinks.trialValues {
        for context in make(value) {
            do {
                try links.verifyRoundTrip(of: context)
                checked += 1
            } catch .notLinkable {
                continue
            } catch .malformedParameter(let name, let refusedValue, let expected) {
                checked += 1
                let key = RefusedParameter(
                    context: "\(type(of: context))", name: name, expected: expected)
                if refused[key] == nil { order.append(key) }
                refused[key, default: []].append(refusedValue)
            } catch {
                checked += 1
                Issue.record("\(context) does not round-trip: \(error)", sourceLocation: sourceLocation)
            }
        }
    }
    for key in order {
        Issue.record(Comment(rawValue: key.explain(refused[key] ?? [])), sourceLocation: sourceLocation)
    }
    if checked == 0 {
        Issue.record("no context had a link form: nothing was checked", sourceLocation: sourceLocation)
    }
}

/// A parameter of a context's route that refused some of the values its context held.
private struct RefusedParameter: Hashable {
    var context: String
    var name: String
    var expected: String

    /// One line: which values, why, and the two fixes.
    func explain(_ values: [String]) -> String {
        let shown = values.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
        let more = values.count > 4 ? " and \(values.count - 4) more" : ""
        return
            "\(context)'s link does not open for \(values.count) of the trial values (\(shown)\(more)): its route's {\(name)} takes \(expected) only. If a \(name) may hold such text, write {\(name):text} in the route; if it may not, return no context for such values"
    }
}
