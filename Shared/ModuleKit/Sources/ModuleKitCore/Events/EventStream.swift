/// The events of one module: its presenter emits them, and the app hears them with
/// ``ModuleManager/listen(to:in:_:)`` — the one way an app hears a module — as does a parent
/// the child it attached (``ModuleContainer/attach(_:to:onEvent:)``).
///
/// Every event reaches its hearers synchronously, on the main actor, in emission order. An
/// event emitted while another is being delivered — by this module or any other its manager
/// announced — waits until the first has reached everyone, then follows in emission order:
/// delivery is breadth-first and the same within a module and across modules. An event
/// reaches the app's listeners of its event type first, in the order they were added, then the
/// parent that attached the module.
///
/// <!-- excerpt -->
/// ```swift
/// case .open(let post): events.emit(.openPost(post))
/// ```
///
/// Once the module is closed (its ``work`` is closed), emitting does nothing: the event is
/// dropped and traced as dropped, so a screen the user left never speaks again. An event being
/// delivered when a listener closes the module stops there: the ones after it
/// never hear it, and it is traced as dropped.
///
/// Delivery allocates nothing: the parent's handler sits in a contiguous array that is only
/// copied when it changes, and the app's listeners are reached on the same path.
///
/// `emit` is main-actor isolated: from background work, hop first (`await MainActor.run { … }`),
/// or start the work with ``ModuleWork/task(_:)``, which runs on the main actor. Code the
/// compiler does not check (Swift 5 mode, `@preconcurrency`) that emits off the main actor
/// stops a debug build with a message saying so.
@MainActor
public final class EventStream<Event: Sendable> {
    /// Made at the first subscription: most modules' streams have none (the app's listeners
    /// are reached through ``listeners``), and so allocate no list.
    @usableFromInline var subscribers: SubscriberList<Event>?
    // Exempt from dynamic exclusivity checks, as read on every event: the row "ModuleManager
    // listeners, 1 listener" (docs/PERFORMANCE.md) is 0.83–0.90× with the checks on these three
    // fields (`EventStream.listeners`, `EventDispatcher.typedHandlers`,
    // `TraceHub.isOn`); every other field on the path keeps its checks at no measured cost.
    // Main-actor bound; delivery iterates copies, so no access spans a call to a handler.
    /// The app's listeners of this stream's module, attached when a ``ModuleManager``
    /// announces the module; they hear each event before the subscribers do.
    @exclusivity(unchecked) @usableFromInline var listeners: EventDispatcher<Event>?
    /// The work of the module that emits these events: its tasks, and whether it was closed.
    public let work: ModuleWork
    /// The delivery order of the manager that built the module (see ``EventDelivery``). A
    /// constant: read on every event, a variable would cost a retain and a release each time
    /// (the row "ModuleManager listeners, 1 listener" in docs/PERFORMANCE.md, 0.5×).
    @usableFromInline let delivery: EventDelivery

    /// A stream with no subscribers. Inlinable, so that the stream is made where its event type
    /// is known, not looked up at run time.
    @inlinable
    public init() {
        work = ModuleWork()
        delivery = ModuleOwnership.deliveryForNewStream()
    }

    /// Released: its work is cancelled and every subscription ends.
    deinit {
        let state = ReleasedState((work, subscribers))
        if MainActorRelease.runNow({ Self.release(state.value.0, state.value.1) }) { return }
        MainActorRelease.run { Self.release(state.value.0, state.value.1) }
    }

    /// What a released stream leaves: its work cancelled, every subscription ended.
    private static func release(_ work: ModuleWork, _ subscribers: SubscriberList<Event>?) {
        work.close()
        subscribers?.finishAll()
    }

    /// How many subscriptions are active.
    var liveSubscriberCount: Int { subscribers?.entries.count ?? 0 }

    /// Delivers `event` to the app's listeners, then to the module that embeds this one, when
    /// it hears it (``ModuleContainer/attach(_:to:onEvent:)``) — or, during another delivery, as
    /// soon as that one ends. After the module closed, drops it. Inlinable, so that callers get a version specialised for their event type.
    @inlinable
    public func emit(_ event: Event) {
        #if DEBUG
            MainActor.assertIsolated("a module event was emitted off the main actor; see EventStream")
        #endif
        if work.isClosed { return drop(event) }
        let delivery = self.delivery
        if delivery.isDelivering { return delivery.enqueue { [self] in deliverUnlessClosed(event) } }
        delivery.isDelivering = true
        deliver(event)
        if delivery.hasQueued { delivery.deliverQueued() }
        delivery.isDelivering = false
    }

    /// Delivers `event` to the listeners, then to every subscriber, until one of them closes
    /// the module: from then on it reaches no one, as an event emitted after the close, and is
    /// traced as dropped. An event that no listener handled and no subscriber hears (a parent
    /// module hears its children's) reaches no one, and is reported so.
    @inlinable
    func deliver(_ event: Event) {
        if let listeners {
            listeners.deliver(
                event, isSubscribed: subscribers.map { !$0.entries.isEmpty } ?? false, work: work)
            // A listener may have closed the module: its subscribers never hear the event.
            if subscribers != nil, work.isClosed { return work.droppedInDelivery() }
        }
        // Iterating a copy: a subscriber that (un)subscribes during delivery does not disturb it.
        // Every subscriber but the first checks that the module is still open (see
        // `SubscriberList.add`), so that this path stays small enough to be inlined where the
        // module emits: the rows "…, 1 listener" in docs/PERFORMANCE.md are 0.5× when it is not.
        guard let subscribers else { return }
        for subscriber in subscribers.entries { subscriber.handler(event) }
    }

    /// Delivers an event that waited for another delivery, unless the module closed meanwhile.
    @usableFromInline
    func deliverUnlessClosed(_ event: Event) {
        if work.isClosed { drop(event) } else { deliver(event) }
    }

    @usableFromInline
    func drop(_ event: Event) {
        work.report.dropped("event \(event)")
    }

    /// Calls `handler` with every event emitted from now on, after the app's listeners, until
    /// the returned token is released or cancelled: how a parent hears the child it attached
    /// (``ModuleContainer/attach(_:to:onEvent:)``), and ModuleKitTesting's harness records the
    /// events of the module it tests. An app hears events with ``ModuleManager/listen(to:in:_:)``.
    package func hear(_ handler: @escaping (Event) -> Void) -> Subscription {
        Subscription(end: heard(by: handler))
    }

    /// Adds `handler` as ``hear(_:)`` does, and returns what removes it: how a parent's container
    /// keeps hearing its child while attached.
    func heard(by handler: @escaping (Event) -> Void) -> @MainActor @Sendable () -> Void {
        let list = subscribers ?? SubscriberList()
        subscribers = list
        let id = list.add(handler, work: work)
        // The token holds the list, not the stream: nothing refers to the stream weakly, which
        // keeps retaining it on the emitting path cheap.
        return { list.remove(id) }
    }
}

/// The subscribers of one ``EventStream``, shared with their tokens so that cancelling needs
/// no reference to the stream.
@MainActor
@usableFromInline
final class SubscriberList<Event: Sendable> {
    @usableFromInline
    struct Entry {
        @usableFromInline let id: UInt64
        @usableFromInline let handler: (Event) -> Void
    }

    @usableFromInline var entries: ContiguousArray<Entry> = []
    private var nextID: UInt64 = 0

    /// Inlinable, so that its entries' type is known where the stream is made (see ``EventStream/init()``).
    @inlinable init() {}

    /// Adds `handler`. A subscriber after the first hears an event only while `work` (the
    /// module's) is open: one before it may close the module during the delivery, and then the
    /// event reaches no one more (it is traced as dropped).
    func add(_ handler: @escaping (Event) -> Void, work: ModuleWork) -> UInt64 {
        nextID += 1
        let heard: (Event) -> Void =
            entries.isEmpty
            ? handler
            : { event in
                if work.isClosed { work.droppedInDelivery() } else { handler(event) }
            }
        entries.append(Entry(id: nextID, handler: heard))
        return nextID
    }

    func remove(_ id: UInt64) {
        entries.removeAll { $0.id == id }
    }

    /// Ends every subscription: the stream went away.
    func finishAll() {
        // Nothing to end if nothing ever subscribed: decided from a plain integer, as asking
        // the generic list whether it is empty looks its type up at run time.
        guard nextID > 0 else { return }
        entries = []
    }
}
