import HiddenCharacters
import ModuleKitCore

/// One step of a recorded session: what the person asked, as the host parsed it, and what it
/// showed once its work settled.
public struct RecordedStep: Equatable, Sendable {
    /// Its number in the session, from 1.
    public var number: Int
    /// What the person asked.
    public var input: RecordedInput
    /// What it showed once its work settled (or, when `early`, when the next step began).
    public var shown: RecordedOutcome
    /// Whether the person took the next step before this one's work settled: what it showed is
    /// then what was shown at that moment, and a replay takes the next step as early.
    public var early: Bool

    /// Step `number`, which asked `input` and showed `shown`; `early` when the next one came first.
    public init(number: Int, input: RecordedInput, shown: RecordedOutcome, early: Bool = false) {
        self.number = number
        self.input = input
        self.shown = shown
        self.early = early
    }

    init(_ json: JSONValue, line: Int) throws(RecordingError) {
        guard case .number(let number)? = json["step"], number > 0 else {
            throw RecordingError(line: line, "not a step (no positive \"step\" number)")
        }
        self.number = number
        guard let input = json["input"] else {
            throw RecordingError(line: line, "a step without its \"input\"")
        }
        self.input = try RecordedInput(input, line: line)
        guard let shown = json["shown"] else {
            throw RecordingError(line: line, "a step without what it \"shown\"")
        }
        self.shown = try RecordedOutcome(shown, line: line)
        switch json["early"] {
        case nil: early = false
        case .bool(let value)?: early = value
        default: throw RecordingError(line: line, "\"early\" is not true or false")
        }
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("step", .number(number)), ("input", input.json)]
        if early { members.append(("early", .bool(true))) }
        members.append(("shown", shown.json))
        return .object(members)
    }
}

/// What a person asked of a host, as a recording holds it: a `HostInput` with the action named
/// by its words and the screen it was sent to, so that it can be asked again of another run.
public enum RecordedInput: Equatable, Sendable, CustomStringConvertible {
    /// `HostInput.open(_:)` of the link.
    case open(String)
    /// `HostInput.reload(_:)` of the link.
    case reload(String)
    /// `HostInput.back`.
    case back
    /// `HostInput.selectTab(_:)` of the tab at the index (from 0, as `{"tab":1}` holds it; its
    /// description counts from 1, as a person does: `tab 2, recorded as {"tab":1}`).
    case selectTab(Int)
    /// The action `words` say (`ScreenAction.words`), sent to the screen named `screen`.
    case act(screen: String, words: [String])

    public var description: String {
        switch self {
        case .open(let link): "open \(link)"
        case .reload(let link): "reload \(link)"
        case .back: "back"
        case .selectTab(let index): #"tab \#(index + 1), recorded as {"tab":\#(index)}"#
        case .act(let screen, let words): "\(words.joined(separator: " ")) (on \(screen))"
        }
    }

    init(_ json: JSONValue, line: Int) throws(RecordingError) {
        guard case .object(let members) = json, members.count >= 1 else {
            throw RecordingError(line: line, "the input is not an object")
        }
        switch members[0].0 {
        case "open": self = .open(try SessionRecording.text(members[0].1, "open", line: line))
        case "reload": self = .reload(try SessionRecording.text(members[0].1, "reload", line: line))
        case "back" where members[0].1 == .bool(true): self = .back
        case "tab":
            guard case .number(let index) = members[0].1, index >= 0 else {
                throw RecordingError(line: line, "\"tab\" is not a tab's index")
            }
            self = .selectTab(index)
        case "act":
            let screen = try SessionRecording.text(members[0].1, "act", line: line)
            guard case .array(let values)? = json["words"], !values.isEmpty else {
                throw RecordingError(line: line, "an action without its \"words\"")
            }
            var words: [String] = []
            for value in values { words.append(try SessionRecording.text(value, "words", line: line)) }
            self = .act(screen: screen, words: words)
        default: throw RecordingError(line: line, "an input of no known kind (open, reload, back, tab, act)")
        }
    }

    var json: JSONValue {
        switch self {
        case .open(let link): .object([("open", .string(link))])
        case .reload(let link): .object([("reload", .string(link))])
        case .back: .object([("back", .bool(true))])
        case .selectTab(let index): .object([("tab", .number(index))])
        case .act(let screen, let words):
            .object([("act", .string(screen)), ("words", .array(words.map(JSONValue.string)))])
        }
    }
}

/// What a step showed, as a recording compares it: the screens by name, root first, their link,
/// whether the top one still loaded, and the failures told, by kind and message.
public struct RecordedOutcome: Equatable, Sendable, CustomStringConvertible {
    /// The screens shown, by their builders' names, root first.
    public var screens: [String]
    /// Their link, or `nil` when the session has none.
    public var link: String?
    /// Whether the top screen still had work of its own in flight.
    public var isLoading: Bool
    /// Why the top screen could not load what it shows, or `nil` (`ShownScreens.loadFailure`):
    /// shown each time, where ``failures`` are told once.
    public var loadFailure: ModuleFailure?
    /// What the step told, each once, oldest first (kind and message).
    public var failures: [ModuleFailure]

    /// An outcome showing `screens` at `link`, loading or not, the top one's `loadFailure` if it
    /// has one, having told `failures`.
    public init(
        screens: [String], link: String?, isLoading: Bool, loadFailure: ModuleFailure? = nil,
        failures: [ModuleFailure]
    ) {
        self.screens = screens
        self.link = link
        self.isLoading = isLoading
        self.loadFailure = loadFailure
        self.failures = failures
    }

    /// What `shown` shows, with `failures` told (its own, and those told since).
    @MainActor
    init(_ shown: ShownScreens, failures: [ModuleFailure]) {
        self.init(
            screens: shown.screens.map(\.id.name), link: shown.link, isLoading: shown.isLoading,
            loadFailure: shown.loadFailure, failures: failures)
    }

    public var description: String {
        var text = (link ?? "no link") + " (" + screens.joined(separator: " › ") + ")"
        if isLoading { text += ", loading" }
        if let loadFailure { text += ", showing: \(loadFailure.message)" }
        for failure in failures { text += "; error: \(failure.message)" }
        return text
    }

    init(_ json: JSONValue, line: Int) throws(RecordingError) {
        guard case .array(let names)? = json["screens"] else {
            throw RecordingError(line: line, "\"shown\" has no \"screens\" list")
        }
        screens = []
        for name in names { screens.append(try SessionRecording.text(name, "screens", line: line)) }
        switch json["link"] {
        case nil, .null?: link = nil
        case .string(let text)?: link = text
        default: throw RecordingError(line: line, "\"link\" is not a string")
        }
        guard case .bool(let loading)? = json["loading"] else {
            throw RecordingError(line: line, "\"loading\" is not true or false")
        }
        isLoading = loading
        guard case .array(let told)? = json["failures"] else {
            throw RecordingError(line: line, "\"shown\" has no \"failures\" list")
        }
        failures = []
        for failure in told { failures.append(try Self.failure(failure, line: line)) }
        switch json["loadFailure"] {
        case nil: loadFailure = nil
        case let failure?: loadFailure = try Self.failure(failure, line: line)
        }
    }

    /// A failure's kind and message, as `json` holds them.
    private static func failure(_ json: JSONValue, line: Int) throws(RecordingError) -> ModuleFailure {
        let kind = try SessionRecording.text(json["kind"], "kind", line: line)
        guard let known = ModuleFailure.Kind(recorded: kind) else {
            throw RecordingError(line: line, "a failure of no known kind '\(kind.quotedInMessage)'")
        }
        return ModuleFailure(known, try SessionRecording.text(json["message"], "message", line: line))
    }

    /// Written with `loadFailure` only when there is one: most steps show none.
    var json: JSONValue {
        func object(_ failure: ModuleFailure) -> JSONValue {
            .object([("kind", .string(failure.kind.recorded)), ("message", .string(failure.message))])
        }
        var members: [(String, JSONValue)] = [
            ("screens", .array(screens.map(JSONValue.string))), ("link", link.map(JSONValue.string) ?? .null),
            ("loading", .bool(isLoading)),
        ]
        if let loadFailure { members.append(("loadFailure", object(loadFailure))) }
        members.append(("failures", .array(failures.map(object))))
        return .object(members)
    }
}

extension ModuleFailure.Kind {
    /// How a recording names the kind.
    var recorded: String {
        switch self {
        case .notFound: "notFound"
        case .unavailable: "unavailable"
        case .refused: "refused"
        case .invalid: "invalid"
        }
    }

    init?(recorded: String) {
        switch recorded {
        case "notFound": self = .notFound
        case "unavailable": self = .unavailable
        case "refused": self = .refused
        case "invalid": self = .invalid
        default: return nil
        }
    }
}
