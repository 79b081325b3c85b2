import Feed
import FeedInterface
import ModuleKitCore

/// Feed in a terminal: its entry points for a terminal app — the feature with its terminal views.
public enum FeedTerminal {
    /// Builds feeds (home, or one user's posts), shown in a terminal: each photo's thumbnail is
    /// drawn once for all of them.
    public static func builder(_ dependencies: FeedDependencies) -> ModuleBuilder<FeedContext> {
        let pictures = PhotoPictures()
        return FeedFeature.builder(dependencies) { FeedView(presenter: $0, pictures: pictures) }
    }

    /// Builds the detail screen of one post, shown in a terminal: each photo drawn once for all.
    public static func postBuilder(_ dependencies: FeedDependencies) -> ModuleBuilder<PostContext> {
        let pictures = PhotoPictures()
        return FeedFeature.postBuilder(dependencies) { PostView(presenter: $0, pictures: pictures) }
    }
}
