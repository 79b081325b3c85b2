import Domain

/// __NAME__'s business logic over the post service.
struct __NAME__Interactor: Sendable {
    let posts: any PostService

    init(_ dependencies: __NAME__Dependencies) {
        posts = dependencies.posts
    }

    /// The newest posts.
    func newest() async throws(ServiceError) -> [Post] {
        try await posts.page(.home, index: 0, size: 5).posts
    }
}
