import FeedInterface
import ModuleKit
import ProfileInterface

/// The profile's event handler: turns its header's events into the profile's, and switches
/// how the embedded posts show.
@MainActor
final class ProfilePresenter: ModulePresenter {
    let store = StateStore(ProfileState())
    let events: EventStream<ProfileEvent>
    /// The embedded posts' input, once attached.
    var posts: (any FeedInput)?

    init(events: EventStream<ProfileEvent>) {
        self.events = events
    }

    func headerEvent(_ event: HeaderEvent) {
        switch event {
        case .openMessages(let user): events.emit(.openMessages(user))
        }
    }

    func perform(_ action: ProfileAction) async throws(ActionRefused) {
        switch action {
        case .showPosts(let layout):
            guard let posts else { throw ActionRefused(store.state.postsError ?? "no posts to show") }
            guard posts.layout != layout else { throw ActionRefused("the posts show as a \(layout) already") }
            posts.setLayout(layout)
        }
    }
}
