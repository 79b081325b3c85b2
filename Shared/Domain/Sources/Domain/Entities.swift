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
    /// Its photo, or `nil` for a post of words alone.
    public var photo: PhotoInfo?

    /// A post by `author`, with `photo` when it has one.
    public init(
        id: PostID, author: UserID, caption: String, createdAt: Int, baseLikes: Int, photo: PhotoInfo? = nil
    ) {
        self.id = id
        self.author = author
        self.caption = caption
        self.createdAt = createdAt
        self.baseLikes = baseLikes
        self.photo = photo
    }
}

/// What is known of a photo before its bytes: enough to lay a page out (its size) and to show it
/// where pixels cannot be (its text alternative).
public struct PhotoInfo: Hashable, Sendable, Codable {
    /// The photo's bytes, from ``PhotoService``.
    public var id: PhotoID
    /// Its width in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// What it shows, in words: for a screen reader, a terminal without colour, a photo that
    /// could not be loaded.
    public var alt: String

    /// The photo `id`, `width` × `height` pixels, showing what `alt` says.
    public init(id: PhotoID, width: Int, height: Int, alt: String) {
        self.id = id
        self.width = width
        self.height = height
        self.alt = alt
    }

    /// Where the app serves its bytes to a browser: `/photos/ID.png` (``PhotoID/init(path:)``
    /// reads it back).
    public var path: String { PhotoID.pathPrefix + id.rawValue + PhotoID.pathSuffix }
}

extension PhotoID {
    static let pathPrefix = "/photos/", pathSuffix = ".png"

    /// The photo a browser asks for at `path` (``PhotoInfo/path``), or `nil` when it names none.
    public init?(path: some StringProtocol) {
        guard path.hasPrefix(Self.pathPrefix), path.hasSuffix(Self.pathSuffix),
            path.count > Self.pathPrefix.count + Self.pathSuffix.count
        else { return nil }
        self.init(String(path.dropFirst(Self.pathPrefix.count).dropLast(Self.pathSuffix.count)))
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
