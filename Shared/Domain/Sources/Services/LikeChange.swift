import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A like given or taken back, as the likes' journal records it: `like "p7"`, `unlike "p2"`
/// (the post's id as a JSON string, so any id stays on its line).
package enum LikeChange: JournalChange {
    /// The post is liked, most recently of all; liking a liked post changes nothing.
    case like(PostID)
    /// The post is no longer liked.
    case unlike(PostID)

    /// The liked posts, most recently liked first.
    package typealias Document = [PostID]

    package var words: String {
        switch self {
        case .like(let post): "like " + Self.quoted(post)
        case .unlike(let post): "unlike " + Self.quoted(post)
        }
    }

    package init?(words: ArraySlice<UInt8>) {
        if words.starts(with: Self.like), let post = Self.post(words.dropFirst(Self.like.count)) {
            self = .like(post)
        } else if words.starts(with: Self.unlike), let post = Self.post(words.dropFirst(Self.unlike.count)) {
            self = .unlike(post)
        } else {
            return nil
        }
    }

    /// The post liked or no longer liked.
    package var post: PostID {
        switch self {
        case .like(let post), .unlike(let post): post
        }
    }

    /// `likes` with `changes` applied as ``FileLikeService`` applied each before there was a
    /// journal: a like puts a post not yet liked first, an unlike removes it wherever it is.
    /// Looks up each post of `likes` once among the few the changes name — never the other way
    /// round — and copies the rest as they are.
    package static func replay(_ changes: [LikeChange], over likes: [PostID]) -> [PostID] {
        guard !changes.isEmpty else { return likes }
        var fates = Dictionary(
            changes.map { ($0.post, Fate.notLiked) }, uniquingKeysWith: { first, _ in first })
        var named: [Int] = []  // where `likes` holds a post the changes name
        for (index, post) in likes.enumerated() where fates[post] != nil {
            named.append(index)
            fates[post] = .keptWhereItIs
        }
        for (order, change) in changes.enumerated() {
            switch (change, fates[change.post]) {
            case (.like(let post), .notLiked): fates[post] = .likedBy(order)
            case (.like, _): break
            case (.unlike(let post), _): fates[post] = .notLiked
            }
        }
        var replayed = fates.compactMap { post, fate -> (order: Int, post: PostID)? in
            if case .likedBy(let order) = fate { (order, post) } else { nil }
        }.sorted { $0.order > $1.order }.map(\.post)
        replayed.reserveCapacity(replayed.count + likes.count)
        var copied = 0
        for index in named {
            replayed += likes[copied..<index]
            if fates[likes[index]] == .keptWhereItIs { replayed.append(likes[index]) }
            copied = index + 1
        }
        return replayed + likes[copied...]
    }

    /// What the changes made of a post they name.
    private enum Fate: Equatable {
        /// Not liked (any more).
        case notLiked
        /// Liked before the changes, and still: where it was.
        case keptWhereItIs
        /// Liked by the change at that offset: the later, the nearer the front.
        case likedBy(Int)
    }

    private static let like = Array("like ".utf8)
    private static let unlike = Array("unlike ".utf8)

    /// `post`'s id as a JSON string: `"p7"`.
    private static func quoted(_ post: PostID) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let data = try? encoder.encode(post.rawValue) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The post whose id `quoted` spells as a JSON string, and nothing after it. An id with no
    /// escape in it is taken as it is; one with escapes is decoded by the JSON decoder.
    private static func post(_ quoted: ArraySlice<UInt8>) -> PostID? {
        guard quoted.count >= 2, quoted.first == 0x22, quoted.last == 0x22 else { return nil }
        let inner = quoted.dropFirst().dropLast()
        if !inner.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
            return String(validating: inner, as: UTF8.self).map(PostID.init)
        }
        return (try? JSONDecoder().decode(String.self, from: Data(quoted))).map(PostID.init)
    }
}
