import FeedInterface
import ModuleKitCore
import ProfileInterface

/// Assembles a profile: a container module with the header submodule in one slot and the
/// person's posts — a Feed module built through the injected factory — in the other.
@MainActor
package enum ProfileModule {
    package static let headerSlot = "header"
    package static let postsSlot = "posts"

    /// Assembles the profile from the submodules built in `children`. Posts that could not be
    /// built leave the profile showing why, in their place.
    static func make<View: ModuleView>(
        context: ProfileContext, children: ModuleContainer, header: any ModuleProtocol<HeaderContext>,
        posts: Result<any ModuleProtocol<FeedContext>, ModuleError>,
        view: (ProfilePresenter, ModuleContainer) -> View
    ) throws(ModuleError) -> any ModuleProtocol<ProfileContext> where View.ViewState == ProfileState {
        let module = AssembledModule(context: context) { _ in
            ProfilePresenter(posts: posts.map { $0.input })
        } view: {
            view($0, children)
        }
        try children.attach(header, to: headerSlot)
        if case .success(let posts) = posts { try children.attach(posts, to: postsSlot) }
        return module
    }
}
