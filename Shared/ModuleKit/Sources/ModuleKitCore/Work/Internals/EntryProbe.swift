/// How a module's work learns that its load or refresh does nothing, so that its manager starts
/// no task for the next module of the same type.
///
/// A module's `prepare()` and `refresh()` and a presenter's `load()` and `refresh()` have
/// defaults: a module's and a presenter's do nothing, and a
/// presented module's load and refresh are its presenter's. Which implementation a call
/// reaches is fixed by the type, but Swift cannot be asked which it is. So the work arms a probe
/// for the exact object and entry point it is about to call; a default that does nothing, when
/// it runs for the armed pair, says so (``ranEmptyDefault(of:_:)``), and a default that only
/// passes on to another entry point moves the probe there (``passOn(from:_:to:_:)``). The call
/// did nothing when the probe says so at its end.
///
/// Nothing else can say so: a default only speaks for the pair armed, and the pair is only moved
/// by the default armed, so a module of its own whose `prepare()` does something and then calls
/// another module's `prepare()`, or its presenter's empty `load()`, is never taken for one that
/// does nothing.
struct EntryProbe {
    /// The entry points that have a default.
    enum Entry {
        case moduleLoad, moduleRefresh, presenterLoad, presenterRefresh
    }

    private var subject: ObjectIdentifier
    private var entry: Entry
    /// Whether the call armed reached a default that does nothing.
    private(set) var reachedNothing = false

    /// A probe of `entry` of `subject`, about to be called.
    init(_ subject: AnyObject, _ entry: Entry) {
        self.subject = ObjectIdentifier(subject)
        self.entry = entry
    }

    /// `entry` of `subject` is a default that does nothing but call `nextEntry` of `next`: when
    /// it is the pair armed, the probe follows the call.
    mutating func passOn(from subject: AnyObject, _ entry: Entry, to next: AnyObject, _ nextEntry: Entry) {
        guard isArmed(subject, entry) else { return }
        self.subject = ObjectIdentifier(next)
        self.entry = nextEntry
    }

    /// `entry` of `subject` is a default that does nothing, and runs now.
    mutating func ranEmptyDefault(of subject: AnyObject, _ entry: Entry) {
        if isArmed(subject, entry) { reachedNothing = true }
    }

    private func isArmed(_ subject: AnyObject, _ entry: Entry) -> Bool {
        self.entry == entry && self.subject == ObjectIdentifier(subject)
    }
}

/// The module types whose load or refresh a manager saw do nothing: their next modules start no
/// task for it. Learned per manager, from a type's first module; a type is what decides.
struct EmptyEntries {
    /// A type's load and refresh, when known to do nothing.
    struct Known: OptionSet {
        let rawValue: UInt8
        static let load = Known(rawValue: 1)
        static let refresh = Known(rawValue: 2)
    }

    private var known: [ObjectIdentifier: Known] = [:]

    /// Whether `entry` of modules of `type` is known to do nothing.
    func doesNothing(_ entry: Known, of type: any ModuleProtocol.Type) -> Bool {
        known[ObjectIdentifier(type)]?.contains(entry) == true
    }

    /// `entry` of a module of `type` did nothing.
    mutating func learn(_ entry: Known, of type: any ModuleProtocol.Type) {
        known[ObjectIdentifier(type), default: []].insert(entry)
    }
}
