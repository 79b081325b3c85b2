import Feed
import FeedInterface
import ModuleKitCore

/// Feed in a browser: its entry points for a web app — the feature with its web views.
public enum FeedWeb {
    /// Builds feeds (home, or one user's posts), shown in a browser.
    public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
        FeedFeature.builder(dependencies) { FeedWebView(presenter: $0) }
    }

    /// Builds the detail screen of one post, shown in a browser.
    public static func postBuilder(_ dependencies: FeedDependencies) -> ModuleBuilder<PostContext> {
        FeedFeature.postBuilder(dependencies) { PostWebView(presenter: $0) }
    }
}
