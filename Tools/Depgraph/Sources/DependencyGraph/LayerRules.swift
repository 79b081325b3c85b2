/// Which layer each target belongs to, and which layers each layer may depend on, read from a
/// small rules file:
///
/// ```
/// # A target belongs to the first layer one of whose path patterns matches its folder.
/// # `*` matches one path component, `**` any number.
/// layer shared     Shared/*
/// layer interface  Modules/*/Interface
/// layer feature    Modules/*/Sources
/// # A layer may depend on the layers listed after the arrow.
/// allow interface -> shared
/// allow feature   -> shared interface
/// # A declared dependency no source imports, on purpose (else a warning).
/// unimported AppTests -> mosaic
/// # Inside a layer, only these files may import targets of another layer (patterns as above;
/// `*` inside a name matches any part of it).
/// only App/Sources/CompositionRoot.swift may import feature in app
/// # Targets of a layer may depend only on their own targets of another: those whose patterns'
/// # wildcards stood for the same name (Feed: Modules/Feed/Terminal and Modules/Feed/Sources
/// # under Modules/*/…, Sources/FeedTerminal under Sources/*Terminal, Sources/Feed under Sources/Feed).
/// own feature in view
/// ```
public struct LayerRules: Sendable, Equatable {
    /// A layer: its name and the folder patterns of its targets.
    public struct Layer: Sendable, Equatable {
        /// The layer's name.
        public var name: String
        /// The folder patterns (`Modules/*/Sources`) whose targets belong to it.
        public var patterns: [String]
    }

    /// The layers, in the file's order.
    public var layers: [Layer]
    /// For each layer, the layers it may depend on (itself only if listed).
    public var allowed: [String: Set<String>]
    /// Declared dependencies that are meant not to be imported (`FROM TO` target names), such
    /// as a test target that depends on an executable only to have it built.
    public var unimported: Set<[String]>
    /// Import sites confined to certain files: in targets of layer `within`, only `files` may
    /// import targets of layer `imported`.
    public var confinedImports: [ConfinedImport]
    /// Dependencies kept inside a feature: targets of layer `within` may depend on targets of
    /// layer `own` only when both have the same name in their layers (``owner(ofPath:)``): a
    /// feature's views see their own feature's implementation, never another's — whether each
    /// feature is a package or all share one.
    public var ownOnly: [PackageBound] = []

    /// Targets of layer `within` depend on targets of layer `own` only when they are their own.
    public struct PackageBound: Sendable, Equatable {
        /// The layer whose targets are seen only by their own targets of `within`.
        public var own: String
        /// The layer whose targets the rule applies to.
        public var within: String
    }

    /// In targets of layer `within`, only `files` (paths relative to the root package, or
    /// patterns of them) may import targets of layer `imported`: the app's composition root is
    /// the one file that names feature implementations; a feature's views are the only files
    /// that know its host.
    public struct ConfinedImport: Sendable, Equatable {
        /// The layer whose targets may be imported only from `files`.
        public var imported: String
        /// The layer whose targets the rule applies to.
        public var within: String
        /// The files (or patterns) that may import them.
        public var files: [String]

        /// Whether `file` is one of the files (or matches one of the patterns).
        public func allows(_ file: String) -> Bool {
            let components = file.split(separator: "/").map(String.init)
            return files.contains { LayerRules.matches($0, components) }
        }
    }

    /// Rules with these layers, allowed dependencies, intended unimported dependencies and
    /// confined imports.
    public init(
        layers: [Layer] = [], allowed: [String: Set<String>] = [:], unimported: Set<[String]> = [],
        confinedImports: [ConfinedImport] = []
    ) {
        self.layers = layers
        self.allowed = allowed
        self.unimported = unimported
        self.confinedImports = confinedImports
    }

    /// No rules: every target is in layer `unassigned` and nothing is checked between layers.
    public static let none = LayerRules()

    /// Why a rules file could not be read.
    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Parses the rules file's text.
    public init(parsing text: String) throws(ParseError) {
        self.init()
        // Lines end at any line break: a CR LF is one character, which a split at "\n" misses.
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
        {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let keyword = words.first else { continue }
            switch keyword {
            case "layer" where words.count >= 3:
                layers.append(Layer(name: words[1], patterns: Array(words[2...])))
            case "allow" where words.count >= 3 && words[2] == "->":
                allowed[words[1], default: []].formUnion(words[3...])
            case "unimported" where words.count == 4 && words[2] == "->":
                unimported.insert([words[1], words[3]])
            case "own" where words.count == 4 && words[2] == "in":
                ownOnly.append(PackageBound(own: words[1], within: words[3]))
            case "only"
            where words.count >= 7 && words.suffix(5).first == "may"
                && words[words.count - 4] == "import" && words[words.count - 2] == "in":
                confinedImports.append(
                    ConfinedImport(
                        imported: words[words.count - 3], within: words[words.count - 1],
                        files: Array(words[1..<(words.count - 5)])))
            default:
                throw ParseError(
                    description:
                        "line \(number + 1): expected 'layer NAME PATTERN…', 'allow NAME -> NAME…', 'unimported TARGET -> TARGET', 'only FILE… may import LAYER in LAYER' or 'own LAYER in LAYER'"
                )
            }
        }
        let names = Set(layers.map(\.name))
        for (layer, targets) in allowed {
            for name in [layer] + targets where !names.contains(name) {
                throw ParseError(description: "'allow' names the unknown layer '\(name)'")
            }
        }
        for rule in confinedImports {
            for name in [rule.imported, rule.within] where !names.contains(name) {
                throw ParseError(description: "'only' names the unknown layer '\(name)'")
            }
        }
        for rule in ownOnly {
            for name in [rule.own, rule.within] where !names.contains(name) {
                throw ParseError(description: "'own' names the unknown layer '\(name)'")
            }
        }
    }

    /// The layer of a target in folder `path`, or `unassigned`.
    public func layer(ofPath path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        for layer in layers where layer.patterns.contains(where: { Self.matches($0, components) }) {
            return layer.name
        }
        return "unassigned"
    }

    /// Whether rules exist at all.
    public var isEmpty: Bool { layers.isEmpty }

    /// Whether a target of layer `from` may depend on one of layer `to`.
    public func allows(_ from: String, _ to: String) -> Bool {
        isEmpty || allowed[from]?.contains(to) == true
    }

    static func matches(_ pattern: String, _ path: [String]) -> Bool {
        wildcardMatch(
            pattern.split(separator: "/"), path, isAny: { $0 == "**" }, matches: { globMatches($0, $1[...]) })
    }

    /// Whether one path component matches a pattern in which `*` stands for any characters.
    static func globMatches(_ pattern: Substring, _ name: Substring) -> Bool {
        wildcardMatch(Array(pattern), Array(name), isAny: { $0 == "*" }, matches: ==)
    }

    /// Whether `items` match `pattern`, whose wildcard parts (`isAny`) stand for any run of items
    /// and whose other parts each match one item (`matches`). Greedy, going back to the last
    /// wildcard only: at most pattern × items steps however many wildcards there are (a search
    /// that tried every split took exponential time on `a*a*a*…b`, found by fuzz-layer-rules).
    static func wildcardMatch<Part, Item>(
        _ pattern: [Part], _ items: [Item], isAny: (Part) -> Bool, matches: (Part, Item) -> Bool
    ) -> Bool {
        var part = 0
        var item = 0
        var lastWildcard: (part: Int, item: Int)?
        while item < items.count {
            if part < pattern.count, isAny(pattern[part]) {
                lastWildcard = (part, item)
                part += 1
            } else if part < pattern.count, matches(pattern[part], items[item]) {
                part += 1
                item += 1
            } else if let wildcard = lastWildcard {
                // The last wildcard takes one item more, and matching goes on after it.
                lastWildcard = (wildcard.part, wildcard.item + 1)
                part = wildcard.part + 1
                item = wildcard.item + 1
            } else {
                return false
            }
        }
        while part < pattern.count, isAny(pattern[part]) { part += 1 }
        return part == pattern.count
    }
}
