import Domain
import ModuleKitCore
import __NAME__Interface

/// What __NAME__ needs from the app.
public struct __NAME__Dependencies: Sendable {
    /// Where the posts come from.
    public var posts: any PostService

    /// What __NAME__ needs.
    public init(posts: any PostService) {
        self.posts = posts
    }
}

/// __NAME__, whatever the host: a host's target (__NAME__Terminal) gives it the view of its screen.
package enum __NAME__Feature {
    /// Builds the __NAME__ screen, shown by the views `view` makes.
    package static func builder<View: ModuleView>(
        _ dependencies: __NAME__Dependencies, view: @escaping @MainActor @Sendable (__NAME__Presenter) -> View
    ) -> ModuleBuilder<__NAME__Context> where View.ViewState == __NAME__State {
        let interactor = __NAME__Interactor(dependencies)
        return ModuleBuilder(name: "__NAME__") { context, events in
            __NAME__Presenter(interactor: interactor, events: events)
        } view: {
            view($0)
        }
    }
}
