import Domain
import HTTPServer
import ModuleKit
import Profile
import WebHost
import WebUI

/// A profile in a browser: its header's part, the grid and list buttons, and its posts' part —
/// each child writes its own part, and a form posted from a part goes to that child.
@MainActor
final class ProfileWebView: WebPresenterView<ProfilePresenter>, ModuleView, WebView {
    unowned let container: ModuleContainer

    init(presenter: ProfilePresenter, container: ModuleContainer) {
        self.container = container
        super.init(presenter: presenter)
    }

    private func child(_ slot: String) -> (any WebView)? {
        container.child(in: slot)?.view as? any WebView
    }

    func body(on page: WebPage) -> [HTML] {
        var body = child(ProfileModule.headerSlot)?.body(on: page.part(ProfileModule.headerSlot)) ?? []
        if let error = state.postsError {
            body.append(.tag("p", [HTML.Attribute("class", "error")], [.text("error: \(error)")]))
        } else {
            body.append(page.button("grid", [("do", "grid")]))
            body.append(page.button("list", [("do", "list")]))
            body += child(ProfileModule.postsSlot)?.body(on: page.part(ProfileModule.postsSlot)) ?? []
        }
        return body
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        if let part = form["part"] {
            guard let child = child(part) else { throw ActionRefused("this profile has no part '\(part)'") }
            return try child.work(for: form)
        }
        switch form["do"] {
        case "grid": return .send(.showPosts(.grid), to: presenter)
        case "list": return .send(.showPosts(.list), to: presenter)
        default: throw ActionRefused("this screen has no such action")
        }
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
                    [("do", state.isFollowing ? "unfollow" : "follow")]))
        }
        return body
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        guard state.id != .me else { throw ActionRefused("this is your own profile") }
        switch form["do"] {
        case "follow": return .send(.follow, to: presenter)
        case "unfollow": return .send(.unfollow, to: presenter)
        default: throw ActionRefused("the header has no such action")
        }
    }
}
