import Feed
import FeedInterface
import ModuleKit

/// Feed in a terminal: its entry points for a terminal app — the feature with its terminal views.
public enum FeedTerminal {
    /// Builds feeds (home, or one user's posts), shown in a terminal.
    public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
        FeedFeature.builder(dependencies) { FeedView(presenter: $0) }
    }

    /// Builds the detail screen of one post, shown in a terminal.
    public static func postBuilder(_ dependencies: FeedDependencies) -> ModuleBuilder<PostContext> {
        FeedFeature.postBuilder(dependencies) { PostView(presenter: $0) }
    }
}
