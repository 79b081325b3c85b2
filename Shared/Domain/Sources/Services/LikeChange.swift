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

    /// `likes` with `changes` applied as ``FileLikeService`` applies one: a like puts a post not
    /// yet liked first, an unlike removes it. Each post is kept once, where it was liked last.
    /// Ranks each post once instead of searching the list for each change.
    package static func replay(_ changes: [LikeChange], over likes: [PostID]) -> [PostID] {
        guard !changes.isEmpty else { return likes }
        // A post's rank: the later it was liked, the higher. The document's are 0, -1, -2, …
        // (newest first), below every change's.
        var rank: [PostID: Int] = [:]
        rank.reserveCapacity(likes.count + changes.count)
        for (index, post) in likes.enumerated() where rank[post] == nil { rank[post] = -index }
        var next = 1
        for change in changes {
            switch change {
            case .like(let post) where rank[post] == nil:
                rank[post] = next
                next += 1
            case .like: break
            case .unlike(let post): rank[post] = nil
            }
        }
        let likedSince = rank.filter { $0.value > 0 }.sorted { $0.value > $1.value }.map(\.key)
        let kept = likes.enumerated().filter { rank[$0.element] == -$0.offset }.map(\.element)
        return likedSince + kept
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
