/// Turns what happens to modules into ``TraceRecord``s for the observers that joined
/// (``ModuleManager/observe(_:_:)``): any number, each for the kinds it asked for.
@MainActor
@usableFromInline
final class TraceHub {
    private struct Observer {
        let id: UInt64
        let kinds: UInt32
        let observe: (TraceRecord) -> Void
    }

    private var observers: [Observer] = []
    private var nextObserver: UInt64 = 0
    /// The kinds some observer wants, one bit each.
    private var wanted: UInt32 = 0

    init() {}

    /// Whether some observer wants event records. Stored, so that event delivery checks it with
    /// one load.
    // Exempt from dynamic exclusivity checks, as read on every event: the row "ModuleManager
    // listeners, 1 listener" (docs/PERFORMANCE.md) is 0.83–0.90× with the checks on these three
    // fields (`EventStream.listeners`, `EventDispatcher.typedHandlers`,
    // `TraceHub.isOn`); every other field on the path keeps its checks at no measured cost.
    // Main-actor bound.
    @exclusivity(unchecked) @usableFromInline private(set) var isOn = false

    /// Whether some observer wants records of `kind`.
    func wants(_ kind: TraceRecord.Kind) -> Bool { wanted & kind.bit != 0 }

    /// Adds `observe` for records of `kinds`, until the returned subscription ends.
    func add(_ kinds: [TraceRecord.Kind], _ observe: @escaping (TraceRecord) -> Void) -> Subscription {
        nextObserver += 1
        let id = nextObserver
        observers.append(Observer(id: id, kinds: kinds.reduce(0) { $0 | $1.bit }, observe: observe))
        update()
        return Subscription { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: UInt64) {
        observers.removeAll { $0.id == id }
        update()
    }

    private func update() {
        wanted = observers.reduce(0) { $0 | $1.kinds }
        isOn = wants(.event)
    }

    /// Records `kind` for the module `source` (or for no module), summarised in one line.
    /// Neither the source nor the summary is evaluated when no observer wants the kind.
    func record(
        _ kind: TraceRecord.Kind, _ source: @autoclosure () -> ModuleSource?,
        summary: @autoclosure () -> String
    ) {
        guard wants(kind) else { return }
        let source = source()
        let record = TraceRecord(
            time: wallClockSeconds(), kind: kind, module: source?.id.description,
            routingContext: source?.routingContext.description, summary: summary())
        // A copy: an observer may join or leave while they hear of it.
        for observer in observers where observer.kinds & kind.bit != 0 { observer.observe(record) }
    }
}

extension TraceRecord.Kind {
    /// This kind's bit in a set of kinds.
    fileprivate var bit: UInt32 {
        1 << UInt32(Self.allCases.firstIndex(of: self) ?? 0)
    }
}
