import TestSupport

/// One step of a generated session.
enum ModelStep: Hashable, Sendable, CustomStringConvertible {
    case open(String)
    case back
    case tab(Int)
    /// An action on the screen shown, as its words.
    case act([String])
    /// `link` opened while every service call is held, `typed` (if any) asked of the screen
    /// it shows while it loads; then the services go.
    case held(String, typed: [String]?)

    var description: String {
        switch self {
        case .open(let link): "open \(link)"
        case .back: "back"
        case .tab(let index): "tab \(SessionModel.tabs[index])"
        case .act(let words): "act \(words.joined(separator: " "))"
        case .held(let link, let typed):
            "held open \(link)" + (typed.map { ", typed \($0.joined(separator: " ")) while it loads" } ?? "")
        }
    }
}

/// Seeded sessions of steps, good and hostile, chosen against the model as it goes so that
/// most actions are ones the screen shown takes: links (a tab's, chained, an alias, a section
/// presented over what is shown or over another, one with no route, one whose last or middle
/// screen cannot load, the link shown), back, tabs, likes, follows and settings, and links opened while
/// the services are held with an action typed during the load.
struct ModelStepGenerator {
    var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

    /// A post: one of the sample's, or now and then one that does not exist.
    private mutating func post() -> String { chance(8) ? "p999" : pick(SessionModel.posts) }

    /// A link of the grammar, sometimes hostile.
    mutating func link(shown model: SessionModel) -> String {
        if chance(5) { return model.link }
        if chance(4) {
            return pick([
                "mosaic://bogus", "mosaic://feed/bogus", "mosaic://post", "other://feed",
                "mosaic://feed//post",
            ])
        }
        var segments: [String] = []
        if chance(55) { segments.append(pick(SessionModel.tabs)) }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: segments.append("post/\(post())")
            case 1: segments.append("p/\(post())")
            case 2: segments.append("profile/\(chance(8) ? "ghost" : pick(SessionModel.people))")
            default: segments.append("posts/\(pick(SessionModel.people))")
            }
        }
        if segments.isEmpty || chance(20) {
            segments.append("settings/\(chance(5) ? "developer" : pick(SessionModel.sections))")
            if chance(25) { segments.append("post/\(post())") }
        }
        return "mosaic://" + segments.joined(separator: "/")
    }

    /// Words for the screen on top, or `nil` when it takes none the model knows.
    mutating func words(for model: SessionModel) -> [String]? {
        let kind = model.top.split(separator: "/")[0]
        switch kind {
        case "post":
            return [pick(["like", "unlike"]), String(model.top.split(separator: "/")[1])]
        case "feed", "posts":
            let verbs = kind == "feed" ? ["like", "unlike", "open"] : ["like", "unlike"]
            return [pick(verbs), pick(SessionModel.posts)]
        case "likes":
            return ["unlike", pick(SessionModel.posts)]
        case "profile":
            return [pick(["follow", "unfollow"])]
        case "settings" where model.top != "settings/accounts":
            let name = [
                "name", pick(["Zed", "Ada", "Zoë", "  Mo  ", "", String(repeating: "x", count: 41)]),
            ]
            let toggle = ["toggle", pick(["likes", "comments", "follows", "messages"])]
            switch model.top {
            case "settings/account": return name
            case "settings/notifications": return toggle
            default: return chance(50) ? name : toggle
            }
        default:
            return nil
        }
    }

    /// The next step of a session at `model`.
    mutating func step(at model: SessionModel) -> ModelStep {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: return .open(link(shown: model))
        case 30..<45: return .back
        case 45..<55: return .tab(Int.random(in: 0..<SessionModel.tabs.count, using: &random))
        case 55..<88: return words(for: model).map(ModelStep.act) ?? .back
        default:
            let link = link(shown: model)
            var after = model
            // Not a follow (ModelCheckFindingsTests: one typed while a profile loads is refused).
            guard chance(70), after.open(link) == .nothing, !after.top.hasPrefix("profile/"),
                let typed = words(for: after)
            else {
                return .held(link, typed: nil)
            }
            return .held(link, typed: typed)
        }
    }

    /// A session of `count` steps from the model's start `model`.
    mutating func session(of count: Int, from model: SessionModel) -> [ModelStep] {
        var model = model
        var steps: [ModelStep] = []
        for _ in 0..<count {
            let step = step(at: model)
            steps.append(step)
            _ = model.apply(step)
        }
        return steps
    }
}

extension SessionModel {
    /// Takes `step`; returns what it should tell, each in order (a held step tells its open's
    /// and its action's). A step that no longer fits (an action the screen on top does not take,
    /// once a shrunk session dropped the step before it) is skipped: `nil`.
    mutating func apply(_ step: ModelStep) -> [Told]? {
        switch step {
        case .open(let link): return [open(link)]
        case .back: return [back()]
        case .tab(let index): return [selectTab(index)]
        case .act(let words):
            guard takes(words) else { return nil }
            return [act(words)]
        case .held(let link, let typed):
            let opened = open(link)
            guard let typed, opened == .nothing, takes(typed) else { return [opened] }
            return [opened, act(typed)]
        }
    }
}
