/// What ``ModuleManager/observe(_:_:)``, ``ModuleManager/observeChanges(_:)``,
/// ``ModuleManager/listen(to:in:_:)`` and ``Shared/observe(_:)`` return: ``cancel()`` ends what
/// it started.
///
/// A value that cannot be copied: one owner holds it, so what it observes ends in one place.
/// An observer lasts until its subscription is cancelled or dropped — a local ends with its
/// scope; one kept in a property (`private var trace: Subscription?`) when the property is set
/// to `nil` or its owner goes:
///
/// ```swift
/// trace = modules.observe([.event]) { record in log(record.summary) }
/// trace = nil  // the observer ends
/// ```
///
/// A listener lives as long as its manager: dropping its subscription leaves it listening, and
/// ``cancel()`` removes it. Keep several subscriptions each in its own property, or in a type of
/// your own that holds them — a `~Copyable` struct with a property for each (an array or a
/// tuple cannot: the compiler refuses a noncopyable element):
///
/// ```swift
/// /// What a log of two managers' events holds: a subscription each.
/// struct Observations: ~Copyable {
///     var feed: Subscription
///     var likes: Subscription
/// }
/// ```
@MainActor
public struct Subscription: ~Copyable {
    /// Ends what the subscription started. Ending it again does nothing: every observer and
    /// listener is removed by an id no other one ever gets.
    private let end: @MainActor @Sendable () -> Void
    /// Whether dropping the subscription ends it (an observer's), or only ``cancel()`` does (a
    /// listener's, which lives as long as its manager).
    private let endsWhenDropped: Bool

    /// A subscription that runs `end` when cancelled, and when dropped unless `endsWhenDropped`
    /// is `false`.
    init(endsWhenDropped: Bool = true, end: @escaping @MainActor @Sendable () -> Void) {
        self.end = end
        self.endsWhenDropped = endsWhenDropped
    }

    deinit {
        guard endsWhenDropped else { return }
        let end = self.end
        if MainActorRelease.runNow({ end() }) { return }
        MainActorRelease.run(end)
    }

    /// Ends the subscription now. Calling it again, or dropping it after, does nothing.
    public func cancel() {
        end()
    }
}
