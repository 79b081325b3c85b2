import Likes
import LikesInterface
import ModuleKitCore

/// Likes in a browser: its entry point for a web app — the feature with its web view.
public enum LikesWeb {
    /// Builds the list of posts the signed-in user liked, shown in a browser.
    public static func builder(_ dependencies: LikesDependencies) -> ModuleBuilder<LikesContext> {
        LikesFeature.builder(dependencies) { LikesWebView(presenter: $0) }
    }
}
