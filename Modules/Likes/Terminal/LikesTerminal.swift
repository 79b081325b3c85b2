import Likes
import LikesInterface
import ModuleKitCore

/// Likes in a terminal: its entry point for a terminal app — the feature with its terminal views.
public enum LikesTerminal {
    /// Builds the list of posts the signed-in user liked, shown in a terminal.
    public static func builder(_ dependencies: LikesDependencies) -> ModuleBuilder<LikesContext> {
        LikesFeature.builder(dependencies) { LikesView(presenter: $0) }
    }
}
