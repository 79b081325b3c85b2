import FeedInterface
import ModuleKit
import ProfileInterface

/// Assembles a profile: a container module with the header submodule in one slot and the
/// person's posts — a Feed module built through the injected factory — in the other.
@MainActor
enum ProfileModule {
    static let headerSlot = "header"
    static let postsSlot = "posts"

    /// Assembles the profile from its built submodules. Posts that could not be built leave
    /// the profile showing why, in their place.
    static func make(
        context: ProfileContext, header: any ModuleProtocol<HeaderContext>,
        posts: Result<any ModuleProtocol<FeedContext>, ModuleError>
    ) throws(ModuleError) -> any ModuleProtocol<ProfileContext> {
        let container = ModuleContainer()
        let module = AssembledModule(context: context, container: container) { events in
            ProfilePresenter(events: events)
        } view: {
            ProfileView(presenter: $0, container: container)
        }
        let presenter = module.presenter
        try container.attach(header, to: headerSlot) { [unowned presenter] in presenter.headerEvent($0) }
        switch posts {
        case .success(let posts):
            try container.attach(posts, to: postsSlot)
            presenter.posts = posts.input
        case .failure(let error):
            presenter.store.update { $0.postsError = "\(error)" }
        }
        return module
    }
}
