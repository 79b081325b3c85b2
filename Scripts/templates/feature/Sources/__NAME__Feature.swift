import Domain
import ModuleKit
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

/// __NAME__'s entry point.
public enum __NAME__Feature {
    /// Builds the __NAME__ screen.
    public static func builder(_ dependencies: __NAME__Dependencies) -> ModuleBuilder<__NAME__Context> {
        let interactor = __NAME__Interactor(dependencies)
        return ModuleBuilder(name: "__NAME__") { context in
            AssembledModule(context: context) { events in
                __NAME__Presenter(interactor: interactor, events: events)
            } view: {
                __NAME__View(presenter: $0)
            }
        }
    }
}
