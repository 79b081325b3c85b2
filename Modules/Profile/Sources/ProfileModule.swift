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
    private let header: HeaderModule
    private let presenter: ProfilePresenter
    private let profileView: ProfileView

    init(context: ProfileContext, dependencies: ProfileDependencies) {
        self.context = context
        let interactor = ProfileInteractor(dependencies: dependencies)
        let container = container!
        header = interactor.header(for: context)
        var postsError: String?
        var posts: (any ModuleProtocol<FeedContext>)?
        do {
            posts = try interactor.posts(for: context)
        } catch {
            postsError = "\(error)"
        }
        presenter = ProfilePresenter(events: events, posts: posts?.input)
        profileView = ProfileView(presenter: presenter, container: container)
        try? container.attach(header, to: Self.headerSlot) { [unowned presenter] in presenter.headerEvent($0)
        }
        if let posts { try? container.attach(posts, to: Self.postsSlot) }
        presenter.store.observe { [unowned profileView] state in profileView.render(state) }
        presenter.store.update { $0.postsError = postsError }
    }

    var view: any ModuleView { profileView }

    func prepare() async { await header.prepare() }
    func refresh() async { await header.refresh() }
}
