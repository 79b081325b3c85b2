import ModuleKitCore

/// The reference model a session is checked against (`ModelCheckTests`): what mosaic shows —
/// four tabs, each a stack, stacks presented over them — and what a person saved (likes,
/// follows, the name, the notifications), as a plain value. Each step returns what it should tell; a refused step leaves the model as it was.
/// A screen is its own link's segments (`feed`, `post/p1`, `settings/account`).
struct SessionModel: Equatable {
    /// The tabs' roots, in order.
    static let tabs = ["feed", "likes", "me", "settings"]
    /// The posts and people that exist in the sample data the checks use.
    static let posts = (1...12).map { "p\($0)" }
    static let people = ["alice", "bob", "carol"]
    /// The sections a link presents over whatever is shown; the developer's is off.
    static let sections = ["account", "accounts", "notifications"]
    /// The deepest a stack may be (the navigator's default).
    static let maximumDepth = 32

    var stacks: [[String]] = [["feed"], [], [], []]
    var selectedTab = 0
    /// The stacks presented over the tabs, the last one shown.
    var presented: [[String]] = []
    var liked: Set<String>
    /// Whom the person follows, by handle.
    var following: Set<String>
    var displayName: String
    var notifications: [String: Bool]

    /// What is shown: the last presented stack, or the selected tab's.
    var visible: [String] { presented.last ?? stacks[selectedTab] }
    var top: String { visible.last! }
    var link: String { "mosaic://" + visible.joined(separator: "/") }

    /// What a step should tell: nothing, or one failure (of a kind, when the model knows it).
    enum Told: Equatable, CustomStringConvertible {
        case nothing
        case failure(ModuleFailure.Kind?)

        var description: String {
            switch self {
            case .nothing: "nothing"
            case .failure(let kind): "a failure (\(kind.map { "\($0)" } ?? "any kind"))"
            }
        }
    }

    // MARK: Links

    /// A screen a link names: its segments, and whether it loads.
    struct Screen: Equatable {
        var segments: String
        var loads: Bool
        var isSection: Bool { segments.hasPrefix("settings/") }
    }

    /// The screens `link` names, or `nil` when no route takes it. Routes are read as mosaic's
    /// table says (`mosaic routes`): a tab's root, `settings/SECTION`, `post/ID`, its alias
    /// `p/ID`, `profile/HANDLE`, `posts/HANDLE`.
    static func resolve(_ link: String) -> [Screen]? {
        guard link.hasPrefix("mosaic://") else { return nil }
        var rest = link.dropFirst("mosaic://".count).split(separator: "/", omittingEmptySubsequences: false)
            .map(String.init)
        var screens: [Screen] = []
        while let first = rest.first {
            let second = rest.dropFirst().first
            if first == "settings", let second, sections.contains(second) || second == "developer" {
                screens.append(Screen(segments: "settings/\(second)", loads: second != "developer"))
                rest.removeFirst(2)
            } else if tabs.contains(first) {
                screens.append(Screen(segments: first, loads: true))
                rest.removeFirst()
            } else if let second, !second.isEmpty, ["post", "p", "profile", "posts"].contains(first) {
                let kind = first == "p" ? "post" : first
                let loads = kind == "post" ? posts.contains(second) : people.contains(second)
                screens.append(Screen(segments: "\(kind)/\(second)", loads: loads))
                rest.removeFirst(2)
            } else {
                return nil
            }
        }
        return screens.isEmpty ? nil : screens
    }

    // MARK: Steps

    /// Opens `link`: one that begins with a tab's root makes that tab's stack its screens (those
    /// shown already kept) and closes what was presented; any other is shown where the person is
    /// (see ``place(_:)``); a section, and the screens after it, are presented in a stack of their
    /// own. All or nothing: no route, a screen that cannot load, or a stack too deep change nothing.
    mutating func open(_ link: String) -> Told {
        guard let screens = Self.resolve(link) else { return .failure(.notFound) }
        if link == self.link { return .nothing }
        let split = screens.firstIndex(where: \.isSection) ?? screens.count
        let placed = Array(screens[..<split])
        let presenting = Array(screens[split...])
        let tab =
            placed.isEmpty ? nil : Self.tabs.firstIndex { $0 == placed[0].segments.split(separator: "/")[0] }
        var built = presenting
        var shown: [String]?
        if let tab {
            guard placed.count <= Self.maximumDepth else { return .failure(nil) }
            let kept = zip(stacks[tab], placed).prefix { $0.0 == $0.1.segments }.count
            built += placed[kept...]
        } else if !placed.isEmpty {
            let (kept, handed) = place(placed)
            guard kept + placed.count <= Self.maximumDepth else { return .failure(nil) }
            let same = handed ? 0 : zip(visible[kept...], placed).prefix { $0.0 == $0.1.segments }.count
            built += placed[same...]
            shown = Array(visible.prefix(kept)) + placed.map(\.segments)
        }
        guard built.allSatisfy(\.loads) else { return .failure(.notFound) }
        if let tab {
            stacks[tab] = placed.map(\.segments)
            presented = []
            selectedTab = tab
        } else if let shown {
            setVisible(shown)
        }
        if !presenting.isEmpty { presented.append(presenting.map(\.segments)) }
        return .nothing
    }

    /// Where the screens of a link of no tab go in the stack shown — ModuleKit's rules, the stack
    /// the person looks at preferred: after its first `kept` screens. Where it ends with them
    /// already, they stay; where it holds the first of them, back to it (the nearest the top);
    /// where its top is a post and so is the first, that post's screen is `handed` the link's
    /// (a post's screen takes another post); else pushed.
    private func place(_ placed: [Screen]) -> (kept: Int, handed: Bool) {
        let segments = placed.map(\.segments)
        if visible.count >= placed.count, Array(visible.suffix(placed.count)) == segments {
            return (visible.count - placed.count, false)
        }
        if let index = visible.lastIndex(of: segments[0]) { return (index, false) }
        if top.hasPrefix("post/"), segments[0].hasPrefix("post/") { return (visible.count - 1, true) }
        return (visible.count, false)
    }

    private mutating func setVisible(_ screens: [String]) {
        if presented.isEmpty {
            stacks[selectedTab] = screens
        } else {
            presented[presented.count - 1] = screens
        }
    }

    private mutating func push(_ screens: [String]) {
        if presented.isEmpty {
            stacks[selectedTab] += screens
        } else {
            presented[presented.count - 1] += screens
        }
    }

    /// Closes the screen on top: pops it, or dismisses a presented stack at its root; refused at
    /// a tab's root.
    mutating func back() -> Told {
        if visible.count > 1 {
            if presented.isEmpty {
                stacks[selectedTab].removeLast()
            } else {
                presented[presented.count - 1].removeLast()
            }
        } else if !presented.isEmpty {
            presented.removeLast()
        } else {
            return .failure(.refused)
        }
        return .nothing
    }

    /// Selects tab `index` (its root built the first time), closing what is presented over the
    /// tabs.
    mutating func selectTab(_ index: Int) -> Told {
        if stacks[index].isEmpty { stacks[index] = [Self.tabs[index]] }
        selectedTab = index
        presented = []
        return .nothing
    }

    /// The actions the screen on top takes, as words: a post's like and unlike, a feed's (by
    /// id, wherever the post is) and its open, the likes tab's unlike, someone's profile's follow
    /// and unfollow, a setting on the settings screen or on its own section.
    func takes(_ words: [String]) -> Bool {
        let kind = top.split(separator: "/")[0]
        if kind == "profile", words == ["follow"] || words == ["unfollow"] { return true }
        guard let verb = words.first, words.count == 2 else { return false }
        switch (kind, verb) {
        case ("post", "like"), ("post", "unlike"): return top == "post/\(words[1])"
        case ("feed", "like"), ("feed", "unlike"), ("feed", "open"), ("posts", "like"), ("posts", "unlike"),
            ("likes", "unlike"):
            return Self.posts.contains(words[1])
        case ("settings", "name"): return top == "settings" || top == "settings/account"
        case ("settings", "toggle"): return top == "settings" || top == "settings/notifications"
        default: return false
        }
    }

    /// Performs `words` on the screen on top (``takes(_:)`` says it takes them).
    mutating func act(_ words: [String]) -> Told {
        switch words[0] {
        case "like":
            guard !liked.contains(words[1]) else { return .failure(.refused) }
            liked.insert(words[1])
        case "unlike":
            guard liked.contains(words[1]) else { return .failure(.refused) }
            liked.remove(words[1])
        case "follow", "unfollow":
            let person = String(top.dropFirst("profile/".count))
            guard following.contains(person) == (words[0] == "unfollow") else { return .failure(.refused) }
            if words[0] == "follow" { following.insert(person) } else { following.remove(person) }
        case "open":
            guard visible.count < Self.maximumDepth else { return .failure(nil) }
            push(["post/\(words[1])"])
        case "name":
            let name = words[1].trimmingSpaces
            guard !name.isEmpty, name.count <= 40 else { return .failure(.invalid) }
            displayName = name
        case "toggle":
            notifications[words[1]]?.toggle()
        default:
            preconditionFailure("an action the model does not take: \(words)")
        }
        return .nothing
    }
}

extension String {
    /// The string without the spaces at its ends.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
