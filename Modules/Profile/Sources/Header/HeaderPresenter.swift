import Domain
import ModuleKitCore

/// The header's event handler. Whom the signed-in user follows, and their own name, are the
/// app's one store of each, followed: a follow on another profile of this person, or a name set
/// in Settings, shows here at once.
@MainActor
package final class HeaderPresenter: ModulePresenter {
    package let store: StateStore<HeaderState>
    private let interactor: HeaderInteractor

    /// The header of `user`, following the follows (and, for the signed-in user, the settings)
    /// while `work`'s module is open.
    init(user: UserID, interactor: HeaderInteractor, work: ModuleWork) {
        self.interactor = interactor
        store = StateStore(HeaderState(id: user))
        work.keep(interactor.follows.observe { [weak self] following in self?.show(following: following) })
        if user == .me {
            work.keep(
                interactor.settings.observe { [weak self] settings in
                    self?.store.update { $0.user?.displayName = settings.displayName }
                })
        }
    }

    package func load() async {
        do {
            let profile = try await interactor.profile(store.state.id)
            // Your own name is the settings' one store's, read last: a name saved while the
            // profile loaded shows, not the one the profile read before it.
            let name = store.state.id == .me ? try? await interactor.settings.load().displayName : nil
            store.update { state in
                state.user = profile.user
                if let name { state.user?.displayName = name }
                state.served = profile.counts
                show(following: interactor.follows.following)
                state.error = nil
            }
        } catch {
            store.update { $0.error = ModuleFailure(error) }
        }
    }

    /// Reads the person again when the profile shows again: another process on the same data
    /// may have changed their name, their numbers or whether they are followed (what this one
    /// changes shows at once).
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

    /// Follows the person, or stops following them: every profile shows it once saved.
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
    }

    private func show(following: [UserID]) {
        store.update { $0.value.show(following: following) }
    }
}
