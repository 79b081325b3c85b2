/// The files of a feature named `name`, in the shape of ModuleKit's getting-started article: an
/// interface target, the service it needs in a target no feature owns, a host-neutral target and
/// its tests — and the feature's views for each host the package uses (the terminal's with
/// TerminalUI, the browser's with WebUI), with their tests — and their declarations.
struct FeatureTemplate {
    /// The feature's name: a Swift type name (`RecipesList`).
    let name: String
    /// Its link and the first word of its routes, its name's words in lower case joined by `-`
    /// (`recipes-list`).
    let link: String
    /// Whether the package depends on TerminalUI: the feature gets its terminal views too.
    let terminal: Bool
    /// Whether the package depends on WebUI: the feature gets its web views too.
    let web: Bool
    /// Whether the package depends on depgraph: the feature's target checks the package's
    /// boundaries as it builds (depgraph's `DepgraphCheck` plugin, with ``FeatureRules``).
    let checked: Bool

    /// The template for `name` (with its terminal views when `terminal`, its web views when
    /// `web`, its build checking the boundaries when `checked`), refused unless `name` is a
    /// Swift type name.
    init(name: String, terminal: Bool = false, web: Bool = false, checked: Bool = false) throws {
        let letters = name.unicodeScalars
        guard let first = letters.first, ("A"..."Z").contains(first),
            letters.allSatisfy({
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            })
        else {
            throw AddFeatureError(
                "'\(name)' is not a feature name: use a Swift type name of letters and digits, starting with a capital (Books)"
            )
        }
        let taken = ["Any", "Self", "Type", "Protocol", "Never", "Void", "ModuleKit", "ModuleKitCore"]
        guard !taken.contains(name) else {
            throw AddFeatureError("'\(name)' is a name Swift or ModuleKit takes already")
        }
        self.name = name
        link = Self.words(of: name).joined(separator: "-")
        self.terminal = terminal
        self.web = web
        self.checked = checked
    }

    /// The words of a type name, in lower case: `RecipesList` → recipes, list; `HTTPLog` →
    /// http, log; `Top10` → top10.
    static func words(of name: String) -> [String] {
        let letters = Array(name)
        var words: [String] = []
        var word = ""
        for (index, letter) in letters.enumerated() {
            let startsWord =
                letter.isUppercase && !word.isEmpty
                && (!letters[index - 1].isUppercase
                    || (index + 1 < letters.count && letters[index + 1].isLowercase))
            if startsWord {
                words.append(word)
                word = ""
            }
            word.append(Character(letter.lowercased()))
        }
        return words + [word]
    }

    /// The targets it adds.
    var targetNames: [String] {
        ["\(name)Interface", "\(name)Services", name] + (terminal ? ["\(name)Terminal"] : [])
            + (web ? ["\(name)Web"] : []) + ["\(name)Tests"]
    }

    /// Each file, by its path in the package.
    var files: [(path: String, contents: String)] {
        [
            ("Sources/\(name)Interface/\(name)Context.swift", context),
            ("Sources/\(name)Services/\(name)Service.swift", service),
            ("Sources/\(name)/\(name)Feature.swift", feature),
            ("Sources/\(name)/\(name)Interactor.swift", interactor),
            ("Sources/\(name)/\(name)State.swift", state),
            ("Sources/\(name)/\(name)Action.swift", action),
            ("Sources/\(name)/\(name)Presenter.swift", presenter),
            ("Tests/\(name)Tests/\(name)Tests.swift", tests),
        ]
            + (terminal
                ? [
                    ("Sources/\(name)Terminal/\(name)View.swift", terminalView),
                    ("Sources/\(name)Terminal/\(name)Terminal.swift", terminalBuilder),
                    ("Tests/\(name)Tests/\(name)TerminalTests.swift", terminalTests),
                ] : [])
            + (web
                ? [
                    ("Sources/\(name)Web/\(name)WebView.swift", webView),
                    ("Sources/\(name)Web/\(name)Web.swift", webBuilder),
                    ("Tests/\(name)Tests/\(name)WebTests.swift", webTests),
                ] : [])
    }

    /// What the manifest gains, at its end: the feature's targets, and its views' for each host
    /// the package uses.
    var manifestAddition: String {
        // Inserted as they are: each line indented as the manifest's own.
        let core = #".product(name: "ModuleKitCore", package: "ModuleKit")"#
        let terminalTarget =
            terminal
            ? """
                .target(
                    name: "\(name)Terminal",
                    dependencies: [
                        "\(name)", "\(name)Interface", \(core),
                        .product(name: "TerminalUI", package: "TerminalUI"),
                        .product(name: "TerminalHost", package: "TerminalUI"),
                    ]),

            """ : ""
        let webTarget =
            web
            ? """
                .target(
                    name: "\(name)Web",
                    dependencies: [
                        "\(name)", "\(name)Interface", \(core),
                        .product(name: "WebUI", package: "WebUI"),
                        .product(name: "WebHost", package: "WebUI"),
                    ]),

            """ : ""
        let hostTestDependencies =
            (terminal
                ? """

                            "\(name)Terminal", .product(name: "TerminalHostTesting", package: "TerminalUI"),
                """ : "")
            + (web
                ? """

                            "\(name)Web", .product(name: "WebHostTesting", package: "WebUI"),
                """ : "")
        let checkPlugin =
            checked
            ? """
            ,
                    // Its build checks the package's boundaries first (depgraph.rules).
                    plugins: [.plugin(name: "DepgraphCheck", package: "Depgraph")]
            """ : ""
        let views = [terminal ? "its terminal views" : nil, web ? "its web views" : nil].compactMap { $0 }
        let hosts = views.isEmpty ? "" : "\n// " + views.joined(separator: ", ") + ","
        return """

            // The \(name) feature (swift package add-feature \(name)): its interface, the service it
            // needs (a target no feature owns: another may use it too), its host-neutral target,\(hosts)
            // and its tests.
            package.targets += [
                .target(name: "\(name)Interface", dependencies: [\(core)]),
                .target(name: "\(name)Services", dependencies: [\(core)]),
                .target(
                    name: "\(name)",
                    dependencies: ["\(name)Interface", "\(name)Services", \(core)]\(checkPlugin)),
            \(terminalTarget)\(webTarget)    .testTarget(
                    name: "\(name)Tests",
                    dependencies: [
                        "\(name)", "\(name)Interface", "\(name)Services", \(core),
                        .product(name: "ModuleKitTesting", package: "ModuleKit"),\(hostTestDependencies)
                    ]),
            ]

            """
    }
}
