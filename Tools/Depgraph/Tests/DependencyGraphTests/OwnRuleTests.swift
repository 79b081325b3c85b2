import Testing

@testable import DependencyGraph

/// The `own` rule: a target of one layer sees only its own targets of another — whether each
/// feature is a package of its own or all share one.
@Suite struct OwnRuleTests {
    @Test func aFeaturesViewsSeeTheirOwnFeatureOnlyAndAHostNeutralTargetNoHost() throws {
        let rules = try LayerRules(
            parsing: """
                layer host Shared/UI
                layer view Modules/*/Terminal
                layer feature Modules/*/Sources
                allow feature ->
                allow view -> host feature
                own feature in view
                """)
        let analysis = AnalysisTests().analyse(
            [
                AnalysisTests.target("UI", "Shared/UI"), AnalysisTests.target("Feed", "Modules/Feed/Sources"),
                AnalysisTests.target("Likes", "Modules/Likes/Sources", ["UI"]),
                AnalysisTests.target("FeedTerminal", "Modules/Feed/Terminal", ["Feed", "UI"]),
                AnalysisTests.target("LikesTerminal", "Modules/Likes/Terminal", ["Likes", "Feed"]),
            ], rules: rules)
        #expect(
            analysis.findings.map(\.line) == [
                "error: [layer] Likes -> UI: a feature target may depend on nothing only, not on host (UI)",
                "error: [layer] LikesTerminal -> Feed: a view target may depend on its own feature (Likes) only, not on Feed (Feed)",
            ])
        #expect(throws: LayerRules.ParseError.self) {
            try LayerRules(parsing: "layer view V\nown feature in view")
        }
    }

    /// A stranger's features share one package (`Sources/RecipesList`, `Sources/RecipeDetailTerminal`,
    /// as ModuleKit's add-feature writes them): the views, and a demo, see their own feature only.
    @Test func inOnePackageAFeaturesViewsAndDemoSeeTheirOwnFeatureOnly() throws {
        let rules = try LayerRules(
            parsing: """
                layer interface Sources/*Interface
                layer view      Sources/*Terminal Sources/*Web
                layer demo      Sources/*Demo
                layer feature   Sources/RecipesList Sources/RecipeDetail
                layer app       Sources/*
                allow feature -> interface app
                allow view -> interface feature app
                allow demo -> interface feature view app
                own feature in view
                own feature in demo
                own view in demo
                """)
        let analysis = AnalysisTests().analyse(
            [
                AnalysisTests.target("RecipesList", "Sources/RecipesList"),
                AnalysisTests.target("RecipeDetail", "Sources/RecipeDetail"),
                AnalysisTests.target("RecipesListTerminal", "Sources/RecipesListTerminal", ["RecipesList"]),
                AnalysisTests.target(
                    "RecipeDetailTerminal", "Sources/RecipeDetailTerminal", ["RecipeDetail", "RecipesList"]),
                AnalysisTests.target("RecipeDetailWeb", "Sources/RecipeDetailWeb", ["RecipeDetail"]),
                AnalysisTests.target(
                    "RecipeDetailDemo", "Sources/RecipeDetailDemo",
                    ["RecipeDetail", "RecipeDetailTerminal", "RecipesListTerminal"]),
            ], rules: rules)
        #expect(
            analysis.findings.map(\.line) == [
                "error: [layer] RecipeDetailDemo -> RecipesListTerminal: a demo target may depend on its own view (RecipeDetail) only, not on RecipesListTerminal (RecipesList)",
                "error: [layer] RecipeDetailTerminal -> RecipesList: a view target may depend on its own feature (RecipeDetail) only, not on RecipesList (RecipesList)",
            ])
    }

    @Test func aTargetsOwnNameIsWhatItsPatternsWildcardsStoodFor() throws {
        let rules = try LayerRules(
            parsing: """
                layer view Modules/*/Terminal Sources/*Terminal Sources/App*View*X
                layer deep Packages/**/Sources
                layer two  Deep/**/x/**
                layer plain Sources/Feed
                """)
        #expect(rules.owner(ofPath: "Modules/Feed/Terminal") == "Feed")
        #expect(rules.owner(ofPath: "Sources/FeedTerminal") == "Feed")
        #expect(rules.owner(ofPath: "Sources/AppFeedViewOneX") == "FeedViewOne")
        #expect(rules.owner(ofPath: "Packages/a/b/Sources") == "a/b")
        #expect(rules.owner(ofPath: "Deep/a/x/b") == "Deep/a/x/b")
        #expect(rules.owner(ofPath: "Sources/Feed") == "Feed")
        #expect(rules.owner(ofPath: "Elsewhere/Feed") == nil)
    }
}
