/// A value that more than one screen shows — or more than one session, when an app gives every
/// session the same one — held once: each screen follows it instead of keeping a copy, so a
/// change made on any screen shows on every other at once, covered or not, with no refresh
/// written for it. The anchor is TCA's `@Shared`.
///
/// An app makes one where its screens are composed (one per process for data every session
/// shares) and hands it to the features that show it; a store of shared data (a person's likes,
/// their settings) holds one for its value and saves through its service before it changes it.
/// A screen observes it and keeps the observation in its module's work (`events.work.keep`), so
/// that it follows the value while the module is open and not a moment longer:
///
/// ```swift
/// let name = Shared("Me")
/// events.work.keep(name.observe { [weak self] name in self?.store.update { $0.name = name } })
/// name.update { $0 = "Zed" }  // every screen that observes it shows "Zed"
/// ```
///
/// Observers hear of each change that made the value differ, in the order they came, with the
/// value as it is then; a change made while they hear of one (by one of them) is told to all of
/// them after it — several such, as one, the newest — so that none is handed a value older than
/// one another already saw. An observer lasts until its subscription is cancelled or dropped.
@MainActor
public final class Shared<Value: Equatable> {
    /// The value now.
    public private(set) var value: Value
    /// Who hears of changes, in the order they came, each by the id its subscription removes.
    private var observers: [(id: UInt64, observe: (Value) -> Void)] = []
    private var lastID: UInt64 = 0
    /// Whether observers are hearing of a change now, and whether another came meanwhile.
    private var telling = Telling.no

    private enum Telling {
        case no, yes, yesWithMore
    }

    /// A value shared from now on, starting at `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Changes the value; when it differs from what it was, every observer hears of it.
    public func update(_ change: (inout Value) -> Void) {
        var next = value
        change(&next)
        guard next != value else { return }
        value = next
        tell()
    }

    /// Calls `observer` with the value after every change, until the returned subscription is
    /// cancelled or dropped (or kept by a module's work that closes).
    public func observe(_ observer: @escaping (Value) -> Void) -> Subscription {
        lastID += 1
        let id = lastID
        observers.append((id, observer))
        return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    private func tell() {
        guard telling == .no else {
            telling = .yesWithMore
            return
        }
        telling = .yes
        defer { telling = .no }
        while true {
            let told = value
            // A copy: an observer may observe, or end a subscription, while they hear of it.
            for observer in observers where observers.contains(where: { $0.id == observer.id }) {
                observer.observe(told)
            }
            guard telling == .yesWithMore, value != told else { return }
            telling = .yes
        }
    }
}

extension ModuleWork {
    /// Keeps `subscription` — an observation of a value several screens share (``Shared``) —
    /// while the module is open, and ends it when the module closes (at once, if it is closed
    /// already): a presenter keeps no subscription in a field of its own.
    public func keep(_ subscription: consuming Subscription) {
        keep(KeptSubscription(subscription))
    }
}

/// A subscription a module's work holds until the module closes; released, it ends.
@MainActor
private final class KeptSubscription {
    let subscription: Subscription

    init(_ subscription: consuming Subscription) {
        self.subscription = subscription
    }
}
