import ModuleKitCore
import Profile
import ProfileInterface

/// Profile in a browser: its entry point for a web app — the feature with its web views (the
/// profile's and its header's; the posts are the Feed builder the app hands it).
public enum ProfileWeb {
    /// Builds profiles, shown in a browser.
    public static func builder(_ dependencies: ProfileDependencies) -> ModuleBuilder<ProfileContext> {
        ProfileFeature.builder(dependencies) {
            ProfileWebView(presenter: $0, container: $1)
        } headerView: {
            HeaderWebView(presenter: $0)
        }
    }
}
