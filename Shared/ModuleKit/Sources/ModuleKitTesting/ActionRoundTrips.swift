import ModuleKitCore
import Testing

/// Expects every action of `make` to round-trip through its words: the action the words it
/// writes say (`ScreenAction.init(words:)`) is the same action, and its name is its first
/// word. `make` is called with each of `Deeplinks.trialValues` — plain values and the ones
/// text gets wrong (spaces, `/`, `%`, `?`, `#`, non-ASCII, combining marks, empty) — and returns
/// the actions made with it: every action a screen offers, so that none is written down in a
/// way it cannot be read back (a web form, a script, an app's test). Each failure is one issue
/// naming the action, its words and what they read as.
///
/// ```swift
/// @Test func everyActionRoundTripsThroughItsWords() {
///     expectActionsRoundTrip { value in [FeedAction.like(PostID(value)), .nextPage] }
/// }
/// ```
@MainActor
public func expectActionsRoundTrip<Action: ScreenAction & Equatable>(
    sourceLocation: SourceLocation = #_sourceLocation, _ make: (String) -> [Action]
) {
    var checked = 0
    for value in Deeplinks.trialValues {
        for action in make(value) {
            checked += 1
            let words = action.words
            let read = Action(words: words)
            if read != action {
                Issue.record(
                    "\(action) does not round-trip: its words \(words) read as \(read.map { "\($0)" } ?? "nothing")",
                    sourceLocation: sourceLocation)
            }
            if words.first?.isEmpty != false {
                Issue.record("\(action) has no name: its words are \(words)", sourceLocation: sourceLocation)
            }
        }
    }
    if checked == 0 {
        Issue.record("no action was made: nothing was checked", sourceLocation: sourceLocation)
    }
}
