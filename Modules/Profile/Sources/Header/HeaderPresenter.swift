import Domain
import ModuleKit
import TerminalUI

/// The header's event handler.
@MainActor
final class HeaderPresenter: ModulePresenter {
    let store: StateStore<HeaderState>
    var loadFailure: String? { store.state.error }
    let events: EventStream<HeaderEvent>
    private let interactor: HeaderInteractor

    init(user: UserID, interactor: HeaderInteractor, events: EventStream<HeaderEvent>) {
        self.interactor = interactor
        self.events = events
        store = StateStore(HeaderState(id: user))
    }

    func load() async {
        do {
            let profile = try await interactor.profile(store.state.id)
            store.update { state in
                state.user = profile.user
                state.counts = profile.counts
                state.isFollowing = profile.isFollowing
                state.error = nil
            }
        } catch {
            store.update { $0.error = error.description }
        }
    }

    /// Follows the person, or stops following them.
    func setFollowing(_ follow: Bool) async throws(CommandError) {
        let state = store.state
        guard state.user != nil else { throw .notLoaded("the profile", error: state.error) }
        guard state.id != .me else { throw .refused("you cannot follow yourself") }
        guard state.isFollowing != follow else {
            throw .refused(follow ? "you follow @\(state.id) already" : "you do not follow @\(state.id)")
        }
        try await CommandError.refusing { try await interactor.setFollowing(state.id, follow) }
        await load()
        events.emit(follow ? .followed(state.id) : .unfollowed(state.id))
    }

    func message() throws(CommandError) {
        guard store.state.id != .me else { throw .refused("you cannot write to yourself") }
        guard store.state.user != nil else { throw .notLoaded("the profile", error: store.state.error) }
        events.emit(.messageRequested(store.state.id))
    }
}
