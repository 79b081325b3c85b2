import Domain
import HTTPServer
import ModuleKitCore
import Profile
import WebHost
import WebUI

/// A profile in a browser: its header, the grid and list buttons, and its posts — each child
/// writes its own part (a form posted from it reaches the child whose action it is).
@MainActor
final class ProfileWebView: WebPresenterView<ProfilePresenter>, ModuleView, WebView {
    let container: ModuleContainer

    init(presenter: ProfilePresenter, container: ModuleContainer) {
        self.container = container
        super.init(presenter: presenter)
    }

    private func child(_ slot: String) -> (any WebView)? {
        container.child(in: slot)?.view as? any WebView
    }

    func body(on page: WebPage) -> [HTML] {
        var body = child(ProfileFeature.headerSlot)?.body(on: page) ?? []
        if let error = state.postsError {
            body.append(.tag("p", [HTML.Attribute("class", "error")], [.text("error: \(error)")]))
        } else {
            body.append(page.button("grid", action: ProfileAction.showPosts(.grid)))
            body.append(page.button("list", action: ProfileAction.showPosts(.list)))
            body += child(ProfileFeature.postsSlot)?.body(on: page) ?? []
        }
        return body
    }
}

/// The profile's header in a browser: name, handle, bio, numbers, and follow or unfollow.
@MainActor
final class HeaderWebView: WebPresenterView<HeaderPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard let user = state.user, let counts = state.counts else {
            return state.error.map {
                [.tag("p", [HTML.Attribute("class", "error")], [.text("error: \($0)")])]
            } ?? []
        }
        var numbers = "\(counts.posts) posts · \(counts.followers) followers · \(counts.following) following"
        if state.isFollowing { numbers += " · you follow @\(user.id)" }
        var body: [HTML] = [
            .tag("h2", [], [.text("\(user.displayName) @\(user.id)")]),
            .tag("p", [], [.text(user.bio)]),
            .tag("p", [HTML.Attribute("class", "numbers")], [.text(numbers)]),
        ]
        if state.id != .me {
            body.append(
                page.button(
                    state.isFollowing ? "unfollow" : "follow",
                    action: state.isFollowing ? HeaderAction.unfollow : .follow))
        }
        return body
    }
}
