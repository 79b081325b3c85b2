import ModuleKitCore

/// The states a test has asserted, step by step: the module's stores (and its children's), each
/// by its identity, and the shared values the test asked to follow. What changed since a test
/// last said it is what an exhaustive test must say before its next step.
@MainActor
final class AssertedStates {
    /// The state of each store as the test last saw or said it.
    private var stores: [ObjectIdentifier: Any] = [:]
    /// The shared values followed, each with its value as last said.
    private var shared: [any SharedValue] = []

    /// Takes every current state as asserted: where a test's steps begin, and after a load the
    /// test did not ask for by an action.
    func acceptAll(_ current: [(id: ObjectIdentifier, state: Any)]) {
        stores = Dictionary(current.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
        for value in shared { value.accept() }
    }

    /// Follows `value` from now on.
    func follow(_ value: any SharedValue) {
        value.accept()
        shared.append(value)
    }

    /// The state of the first store holding a `State`, as last asserted, and its identity.
    func asserted<State>(_: State.Type, in current: [(id: ObjectIdentifier, state: Any)])
        -> (id: ObjectIdentifier, asserted: State, now: State)?
    {
        guard let store = current.first(where: { $0.state is State }), let now = store.state as? State
        else { return nil }
        // A store made since the last step starts where it is.
        let asserted = stores[store.id] as? State ?? now
        return (store.id, asserted, now)
    }

    /// Records `state` as said for the store `id`.
    func said(_ state: Any, for id: ObjectIdentifier) {
        stores[id] = state
    }

    /// Every change since the last step that the test did not say, as lines naming the field and
    /// both values; takes them as seen, so that each is reported once.
    func unsaid(in current: [(id: ObjectIdentifier, state: Any)]) -> [String] {
        var lines: [String] = []
        var next: [ObjectIdentifier: Any] = [:]
        for store in current {
            if let before = stores[store.id], !StateDifference.equal(before, store.state) {
                lines += StateDifference.lines(from: before, to: store.state, at: "\(type(of: store.state))")
            }
            next[store.id] = store.state
        }
        stores = next
        for value in shared { lines += value.unsaid() }
        return lines
    }
}

/// A value several screens share (a store of likes), followed by a test as part of the state
/// of the module it tests: see ``ModuleHarness/share(_:_:)``.
@MainActor
public final class SharedState<Value: Equatable>: SharedValue {
    /// The name the test gave it, which failures name.
    public let name: String
    private let read: @MainActor () -> Value
    /// Its value as the test last said it.
    var asserted: Value

    init(name: String, read: @escaping @MainActor () -> Value) {
        self.name = name
        self.read = read
        asserted = read()
    }

    /// Its value now.
    public var value: Value { read() }

    func accept() { asserted = read() }

    func unsaid() -> [String] {
        let now = read()
        defer { asserted = now }
        return asserted == now ? [] : StateDifference.lines(from: asserted, to: now, at: name)
    }
}

/// A followed value, whatever its type.
@MainActor
protocol SharedValue: AnyObject {
    /// Takes its value now as said.
    func accept()
    /// Its changes since it was last said, as lines; takes them as said.
    func unsaid() -> [String]
}

/// How two states differ, field by field.
enum StateDifference {
    /// Whether `a` and `b` are equal states (of one `Equatable` type).
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }

    /// One line per field that differs between `old` and `new` (`FeedState.rows[0].likes: 7 → 8`),
    /// descending into structs, tuples and equally long collections; anything else that differs
    /// is one line for the whole value.
    static func lines(from old: Any, to new: Any, at path: String) -> [String] {
        fields(from: old, to: new, at: path).map { "\($0.path): \($0.old) → \($0.new)" }
    }

    /// A field that differs: where it is, and each value as a failure shows it.
    struct Field: Equatable {
        var path: String
        var old: String
        var new: String
    }

    /// The fields that differ between `old` and `new` (see ``lines(from:to:at:)``).
    static func fields(from old: Any, to new: Any, at path: String) -> [Field] {
        let before = Mirror(reflecting: old)
        let after = Mirror(reflecting: new)
        let whole =
            String(reflecting: old) == String(reflecting: new) ? [] : fields(whole: old, new, at: path)
        guard before.displayStyle == after.displayStyle, before.children.count == after.children.count,
            !before.children.isEmpty
        else { return whole }
        switch before.displayStyle {
        case .struct?, .class?, .tuple?, .collection?, .optional?, .enum?:
            var lines: [Field] = []
            for (index, (mine, theirs)) in zip(before.children, after.children).enumerated() {
                guard mine.label == theirs.label else { return whole }
                let field: String
                switch before.displayStyle {
                case .collection?: field = "\(path)[\(index)]"
                case .optional?: field = path
                case .enum?: field = "\(path).\(mine.label ?? "\(index)")"
                default: field = "\(path).\(mine.label ?? "\(index)")"
                }
                let inside = fields(from: mine.value, to: theirs.value, at: field)
                // A field changed through and through is one line, not one per leaf.
                let own = inside.count > 3 ? fields(whole: mine.value, theirs.value, at: field) : inside
                lines += own
            }
            return lines.isEmpty ? whole : lines
        default:
            return whole
        }
    }

    /// `old` and `new` as one field, whatever is inside. Each side shows at most 200 characters:
    /// where one is longer, both start a little before the first character where they differ
    /// (cut to the same prefix, two long arrays that differ at their end would show the same).
    private static func fields(whole old: Any, _ new: Any, at path: String) -> [Field] {
        let (old, new) = (text(of: old), text(of: new))
        let shown = 200
        guard old.count > shown || new.count > shown else { return [Field(path: path, old: old, new: new)] }
        let same = zip(old, new).prefix { $0 == $1 }.count
        let start = max(0, same - 40)
        func cut(_ text: String) -> String {
            let rest = text.dropFirst(start)
            return (start > 0 ? "…" : "") + (rest.count > shown ? rest.prefix(shown) + "…" : rest)
        }
        return [Field(path: path, old: cut(old), new: cut(new))]
    }

    /// A value as a failure shows it, whole: strings quoted, as `String(reflecting:)` does.
    private static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { text(of: $0.value) } ?? "nil"
        }
        return value is String ? String(reflecting: value) : String(describing: value)
    }
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
