/// The boundaries depgraph checks in a package of features as ModuleKit's scaffold writes them
/// (`NAME`, `NAMEInterface`, `NAMEServices`, `NAMETerminal`, `NAMEWeb`): its `depgraph.rules`,
/// which `add-feature` writes when the package depends on depgraph.
enum FeatureRules {
    /// The layer rules depgraph checks in a package of such features, whose implementations are
    /// `features` (each with its interface, `NAMEInterface`): an interface sees interfaces; a
    /// feature sees interfaces and the package's other libraries (a service no feature owns),
    /// never another feature; a feature's views, and its demo (`NAMEDemo`, if it has one), see
    /// their own feature and no other (`own`: the name the folder patterns' `*` stood for); the
    /// app — every other library and executable — and the tests see everything, and only an app
    /// file named `CompositionRoot.swift` may import an implementation or its views.
    static func rules(features: [String]) -> String {
        """
        # The layers of this package, read by depgraph: `swift package depgraph check`, and each
        # build of a target that names the DepgraphCheck plugin. ModuleKit's add-feature writes this
        # file and adds each feature it adds to the feature layer. A target belongs to the first
        # layer one of whose folder patterns matches its folder.
        layer interface  Sources/*Interface
        layer view       Sources/*Terminal Sources/*Web
        layer demo       Sources/*Demo
        \(featureLayer(features))
        layer test       Tests/*
        layer app        Sources/*

        # What each layer may depend on: a feature sees interfaces and the app's shared libraries,
        # never another feature's implementation; the app and the tests see everything.
        allow interface -> interface
        allow feature   -> interface app
        allow view      -> interface feature app
        allow demo      -> interface feature view app
        allow app       -> app interface feature view
        allow test      -> app interface feature view

        # Every target of a feature sees its own feature only: RecipeDetailTerminal sees
        # RecipeDetail, never RecipesList (the name each folder's pattern leaves: RecipeDetail).
        own feature in view
        own feature in demo
        own view in demo

        # The composition root is the one file of the app that names implementations.
        only Sources/*/CompositionRoot.swift may import feature in app
        only Sources/*/CompositionRoot.swift may import view in app

        """
    }

    /// The rules' line of the feature layer, with the folder of each of `features`.
    static func featureLayer(_ features: [String]) -> String {
        "layer feature    " + features.map { "Sources/\($0)" }.joined(separator: " ")
    }
}
