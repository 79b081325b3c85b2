/// What a module's manager hears of it, once it announced the module: its tasks starting and
/// ending (the manager's idle points), its stores rendering (its hosts), what the module did and
/// what of it was dropped (its trace), and what its type's load and refresh were seen to do.
/// Before the announcement — a module made by hand, outside any manager — nobody hears anything.
///
/// A value held by the module's ``ModuleWork``; the manager's side is its ``WorkMonitor``.
@MainActor
struct ModuleReport {
    /// The manager's account of every module's work (held strongly: it holds nothing of the
    /// modules).
    private(set) var monitor: WorkMonitor?
    /// The module, as the manager announced it.
    private(set) var source: ModuleSource?
    /// Who hears that the module's state changed: its manager's observers of changes (its hosts).
    private(set) var changes: ChangeObservers?

    /// Heard by the manager that announced the module as `source` from now on.
    mutating func adopt(by monitor: WorkMonitor, as source: ModuleSource) {
        self.monitor = monitor
        self.source = source
        changes = monitor.changes
    }

    /// A task the manager's idle points wait for started.
    func started(isAsked: Bool) {
        monitor?.started(source, isAsked: isAsked)
    }

    /// A task the manager's idle points wait for ended.
    func ended(isAsked: Bool) {
        monitor?.ended(source, isAsked: isAsked)
    }

    /// The module closed: the manager expects its release.
    func closed() {
        monitor?.closed(source)
    }

    /// Records that an event was dropped: it was being delivered when the module closed, and
    /// the listeners and subscribers after the one that closed it never heard it. It names no
    /// event: the event's record (`kind` `event`) is just before (and the emitting path, which
    /// calls this through ``ModuleWork``, stays small).
    func droppedInDelivery() {
        dropped("the rest of the event's delivery (its module closed while it was delivered)")
    }

    /// Records that the module's `what` was dropped, as it came after the close.
    func dropped(_ what: @autoclosure () -> String) {
        record(.dropped, what())
    }

    /// Records `kind` for the module, summarised by `summary`.
    func record(_ kind: TraceRecord.Kind, _ summary: @autoclosure () -> String) {
        monitor?.tracer.record(kind, source, summary: summary())
    }

    /// Whether `entry` of modules of `type` was seen to do nothing (see ``EntryProbe``).
    func doesNothing(_ entry: EmptyEntries.Known, of type: any ModuleProtocol.Type) -> Bool {
        monitor?.emptyEntries.doesNothing(entry, of: type) == true
    }

    /// `entry` of a module of `type` did nothing: the next module of its type starts no task
    /// for it.
    func learn(_ entry: EmptyEntries.Known, of type: any ModuleProtocol.Type) {
        monitor?.emptyEntries.learn(entry, of: type)
    }
}
