import ModuleKitCore
import Profile
import ProfileInterface

/// Profile in a terminal: its entry point for a terminal app — the feature with its terminal
/// views (the profile's and its header's; the posts are the Feed builder the app hands it).
public enum ProfileTerminal {
    /// Builds profiles, shown in a terminal.
    public static func builder(_ dependencies: ProfileDependencies) -> ModuleBuilder<ProfileContext> {
        ProfileFeature.builder(dependencies) {
            ProfileView(presenter: $0, container: $1)
        } headerView: {
            HeaderView(presenter: $0)
        }
    }
}
