import Domain
import HiddenCharacters

/// Posts served from ``SampleContent``: what the app and the demos show.
public struct SamplePostService: PostService {
    /// The embedded sample posts.
    public init() {}

    public func page(_ source: PostSource, index: Int, size: Int) async throws(ServiceError) -> PostPage {
        let posts: [Post]
        switch source {
        case .home: posts = SampleContent.posts
        case .user(let user):
            guard SampleContent.users.contains(where: { $0.id == user }) else {
                throw .notFound("user \(user.rawValue.quotedInMessage)")
            }
            posts = SampleContent.posts.filter { $0.author == user }
        }
        let start = max(0, index) * size
        guard start < posts.count || start == 0 else { return PostPage(posts: [], hasMore: false) }
        let end = min(start + size, posts.count)
        return PostPage(posts: Array(posts[start..<end]), hasMore: end < posts.count)
    }

    public func post(_ id: PostID) async throws(ServiceError) -> Post {
        guard let post = SampleContent.posts.first(where: { $0.id == id }) else {
            throw .notFound("post \(id.rawValue.quotedInMessage)")
        }
        return post
    }
}

/// People served from ``SampleContent``.
public struct SampleUserService: UserService {
    /// The embedded sample people.
    public init() {}

    public func user(_ id: UserID) async throws(ServiceError) -> User {
        guard let user = SampleContent.users.first(where: { $0.id == id }) else {
            throw .notFound("user \(id.rawValue.quotedInMessage)")
        }
        return user
    }

    public func counts(of id: UserID) async throws(ServiceError) -> ProfileCounts {
        _ = try await user(id)
        return ProfileCounts(
            posts: SampleContent.posts.count { $0.author == id }, followers: SampleContent.followers(of: id),
            following: SampleContent.following(of: id))
    }
}
