/// A person on mosaic.
public struct User: Hashable, Sendable, Codable, Identifiable {
    public var id: UserID
    /// The name people see (`Alice Martins`).
    public var displayName: String
    /// A line about themselves.
    public var bio: String

    /// A person with handle `id`.
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
    /// Who posted it.
    public var author: UserID
    /// Its caption, as the author wrote it (sanitise before showing).
    public var caption: String
    /// Seconds since 1970; larger is newer.
    public var createdAt: Int
    /// Likes by people other than the signed-in user.
    public var baseLikes: Int

    /// A post by `author`.
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
    /// The post.
    public var post: Post
    /// Whether the signed-in user likes it.
    public var liked: Bool

    /// `post` as the signed-in user sees it.
    public init(post: Post, liked: Bool) {
        self.post = post
        self.liked = liked
    }

    /// The post's id.
    public var id: PostID { post.id }
    /// Its likes, the signed-in user's included.
    public var likeCount: Int { post.baseLikes + (liked ? 1 : 0) }
    /// The like count as every screen writes it: a full heart when the user likes the post.
    public var likeBadge: String { liked ? "♥ \(likeCount)" : "♡ \(likeCount)" }
}

/// One page of posts.
public struct PostPage: Hashable, Sendable {
    /// The page's posts, newest first.
    public var posts: [Post]
    /// Whether another page follows.
    public var hasMore: Bool

    /// A page of `posts`.
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
    /// How many posts they made.
    public var posts: Int
    /// How many people follow them.
    public var followers: Int
    /// How many people they follow.
    public var following: Int

    /// A profile's numbers.
    public init(posts: Int, followers: Int, following: Int) {
        self.posts = posts
        self.followers = followers
        self.following = following
    }
}
