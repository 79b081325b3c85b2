extension LayerRules {
    /// The name a target's folder gives it inside its layer, which the `own` rule compares: what
    /// the wildcards of the pattern that placed it in its layer stood for — `Feed` for
    /// `Modules/Feed/Terminal` under `Modules/*/Terminal`, and for `Sources/FeedTerminal` under
    /// `Sources/*Terminal` — or, for a pattern without a wildcard, its folder's last name
    /// (`Sources/Feed` under `Sources/Feed`). Two targets are each other's own when the names
    /// are equal: a feature's views, demo and implementation share one whether each feature is a
    /// package of its own (`Modules/Feed/…`) or every feature shares one (`Sources/Feed…`).
    /// `nil` for a folder no layer's pattern matches.
    public func owner(ofPath path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        for layer in layers {
            for pattern in layer.patterns where Self.matches(pattern, components) {
                return Self.owner(of: components, under: pattern.split(separator: "/").map(String.init))
            }
        }
        return nil
    }

    /// What `pattern`'s wildcards stood for in `path`, which it matches, joined by `/`; the
    /// path's last component when the pattern has none. A `**` stands for the components
    /// between those the pattern's parts before it and after it match (with more than one `**`,
    /// the path is its own name: the split is not unique).
    static func owner(of path: [String], under pattern: [String]) -> String {
        let aligned: [(part: String, component: String)]
        switch pattern.filter({ $0 == "**" }).count {
        case 0:
            aligned = Array(zip(pattern, path))
        case 1:
            let star = pattern.firstIndex(of: "**")!
            let after = pattern.count - star - 1
            let middle = path[star..<(path.count - after)].joined(separator: "/")
            aligned =
                Array(zip(pattern[..<star], path[..<star])) + [("**", middle)]
                + Array(zip(pattern.suffix(after), path.suffix(after)))
        default:
            return path.joined(separator: "/")
        }
        let parts = aligned.compactMap { pair -> String? in
            guard pair.part.contains("*") else { return nil }
            if pair.part == "**" { return pair.component }
            // The text the component has beyond the part's fixed start and end.
            let start = pair.part.prefix { $0 != "*" }
            let end = String(pair.part.reversed().prefix { $0 != "*" }.reversed())
            return String(pair.component.dropFirst(start.count).dropLast(end.count))
        }
        return parts.isEmpty ? (path.last ?? "") : parts.joined(separator: "/")
    }
}
