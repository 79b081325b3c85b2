/// A person on mosaic.
public struct User: Hashable, Sendable, Codable, Identifiable {
    public var id: UserID
    public var displayName: String
    public var bio: String

    public init(id: UserID, displayName: String, bio: String) {
        self.id = id
        self.displayName = displayName
        self.bio = bio
    }

    /// `@alice`.
    public var handle: String { "@\(id)" }
}

/// A photo post.
public struct Post: Hashable, Sendable, Codable, Identifiable {
    public var id: PostID
    public var author: UserID
    public var caption: String
    /// Seconds since 1970; larger is newer.
    public var createdAt: Int
    /// Likes by people other than the signed-in user.
    public var baseLikes: Int

    public init(id: PostID, author: UserID, caption: String, createdAt: Int, baseLikes: Int) {
        self.id = id
        self.author = author
        self.caption = caption
        self.createdAt = createdAt
        self.baseLikes = baseLikes
    }
}

/// A post as the signed-in user sees it: with its like count and whether they liked it.
public struct PostSummary: Hashable, Sendable {
    public var post: Post
    public var liked: Bool

    public init(post: Post, liked: Bool) {
        self.post = post
        self.liked = liked
    }

    public var id: PostID { post.id }
    public var likeCount: Int { post.baseLikes + (liked ? 1 : 0) }
    /// The like count as every screen writes it: a full heart when the user likes the post.
    public var likeBadge: String { liked ? "♥ \(likeCount)" : "♡ \(likeCount)" }
}

/// One page of posts.
public struct PostPage: Hashable, Sendable {
    public var posts: [Post]
    /// Whether another page follows.
    public var hasMore: Bool

    public init(posts: [Post], hasMore: Bool) {
        self.posts = posts
        self.hasMore = hasMore
    }
}

/// Which posts a feed shows.
public enum PostSource: Hashable, Sendable {
    /// Everyone's posts, newest first.
    case home
    /// One user's posts, newest first.
    case user(UserID)
}

/// A profile's numbers.
public struct ProfileCounts: Hashable, Sendable {
    public var posts: Int
    public var followers: Int
    public var following: Int

    public init(posts: Int, followers: Int, following: Int) {
        self.posts = posts
        self.followers = followers
        self.following = following
    }
}
