import FeedInterface
import ModuleKit
import ProfileInterface
import TerminalUI

/// The profile's event handler: turns its header's events into the profile's, and switches
/// how the embedded posts show.
@MainActor
final class ProfilePresenter {
    let store = StateStore(ProfileState())
    let events: EventStream<ProfileEvent>
    private let posts: (any FeedInput)?

    init(events: EventStream<ProfileEvent>, posts: (any FeedInput)?) {
        self.events = events
        self.posts = posts
    }

    func headerEvent(_ event: HeaderEvent) {
        switch event {
        case .followed(let user): events.emit(.followed(user))
        case .unfollowed(let user): events.emit(.unfollowed(user))
        case .messageRequested(let user): events.emit(.messageRequested(user))
        }
    }

    func setLayout(_ layout: FeedLayout) throws(CommandError) {
        guard let posts else { throw .refused(store.state.postsError ?? "no posts to show") }
        guard store.state.layout != layout else { throw .refused("the posts show as a \(layout) already") }
        posts.setLayout(layout)
        store.update { $0.layout = layout }
    }
}
