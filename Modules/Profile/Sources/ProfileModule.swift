import FeedInterface
import ModuleKit
import ProfileInterface

/// Assembles a profile: a container module with the header submodule in one slot and the
/// person's posts — a Feed module built through the injected factory — in the other.
@MainActor
final class ProfileModule: ModuleProtocol {
    static let headerSlot = "header"
    static let postsSlot = "posts"

    let context: ProfileContext
    let events = EventStream<ProfileEvent>()
    let container: ModuleContainer? = ModuleContainer()
    private let presenter: ProfilePresenter
    private let profileView: ProfileView

    /// Assembles the profile from its built submodules. Posts that could not be built leave
    /// the profile showing why, in their place.
    init(
        context: ProfileContext, header: any ModuleProtocol<HeaderContext>,
        posts: Result<any ModuleProtocol<FeedContext>, ModuleError>
    ) throws(ModuleError) {
        self.context = context
        let container = container!
        presenter = ProfilePresenter(events: events, posts: try? posts.get().input)
        profileView = ProfileView(presenter: presenter, container: container)
        try container.attach(header, to: Self.headerSlot) { [unowned presenter] in presenter.headerEvent($0) }
        switch posts {
        case .success(let posts): try container.attach(posts, to: Self.postsSlot)
        case .failure(let error): presenter.store.update { $0.postsError = "\(error)" }
        }
        presenter.store.drive { [unowned profileView] state in profileView.render(state) }
        events.work.onClose { [weak store = presenter.store] in store?.close() }
    }

    var view: any ModuleView { profileView }
    var loadFailure: String? { container?.child(in: Self.headerSlot)?.loadFailure }
}
