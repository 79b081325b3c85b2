import Caches
import Locks
import TerminalUI

/// The pictures a feature's terminal views draw, kept by key: each made again only when what it
/// is made from changes, so that its cells are drawn once however often a screen showing it is
/// printed, its rows change or another screen shows it again. At most `limit` are kept, the
/// least recently drawn forgotten first; the views one builder makes share one memo, from any
/// task.
///
/// ```swift
/// let pictures = PictureMemo<PhotoID, PhotoLoad>()
/// let image = pictures.picture(photo.id, from: load) { $0.image(width: 16, height: 16) }
/// ```
public final class PictureMemo<Key: Hashable & Sendable, Source: Equatable & Sendable>: Sendable {
    private let pictures: Locked<LeastRecentlyUsed<Key, Picture>>

    /// A picture made, and what it was made from.
    private struct Picture: Sendable {
        let source: Source
        let image: TerminalImage
    }

    /// A memo of at most `limit` pictures.
    public init(limit: Int = 64) {
        pictures = Locked(LeastRecentlyUsed(capacity: limit) { _ in 1 })
    }

    /// The picture of `key` made from `source`: the one made last time when `source` is the same,
    /// else what `make` makes of it, kept for next time.
    public func picture(_ key: Key, from source: Source, make: (Source) -> TerminalImage) -> TerminalImage {
        pictures.withLock { pictures in
            if let kept = pictures.use(key), kept.source == source { return kept.image }
            let image = make(source)
            pictures.keep(Picture(source: source, image: image), as: key)
            return image
        }
    }

    /// The keys whose pictures are kept.
    public var kept: Set<Key> { pictures.withLock { Set($0.keys) } }
}
