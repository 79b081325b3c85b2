import Domain
import ModuleKitCore

/// The header's event handler.
@MainActor
package final class HeaderPresenter: ModulePresenter {
    package let store: StateStore<HeaderState>
    private let interactor: HeaderInteractor

    init(user: UserID, interactor: HeaderInteractor) {
        self.interactor = interactor
        store = StateStore(HeaderState(id: user))
    }

    package func load() async {
        do {
            let profile = try await interactor.profile(store.state.id)
            store.update { state in
                state.user = profile.user
                state.counts = profile.counts
                state.isFollowing = profile.isFollowing
                state.error = nil
            }
        } catch {
            store.update { $0.error = ModuleFailure(error) }
        }
    }

    /// Reads the person again when the profile shows again: their name, their numbers and
    /// whether they are followed may have changed meanwhile (in Settings, on another profile).
    package func refresh() async {
        await load()
    }

    package func perform(_ action: HeaderAction) async throws(ActionRefused) {
        // A person who could not be read cannot be followed (a form can be posted without a page).
        guard store.state.isLoaded else { throw .notLoaded(failure: store.state.error) }
        switch action {
        case .follow: try await setFollowing(true)
        case .unfollow: try await setFollowing(false)
        }
    }

    /// Follows the person, or stops following them.
    private func setFollowing(_ follow: Bool) async throws(ActionRefused) {
        let id = store.state.id
        guard id != .me else { throw ActionRefused("you cannot follow yourself") }
        guard store.state.isFollowing != follow else {
            throw ActionRefused(
                follow
                    ? "you follow @\(id.quotedInMessage) already" : "you do not follow @\(id.quotedInMessage)"
            )
        }
        try await ActionRefused.refusing { try await interactor.setFollowing(id, follow) }
        await load()
    }
}
