import Caches
import Domain
import Locks

/// Decoded photos kept for the screens of a session, bounded in bytes of pixels (the least
/// recently used go first, ``LeastRecentlyUsed``): one cache every screen of a session shares,
/// safe to use from any task.
public final class PhotoCache: Sendable {
    private let photos: Locked<LeastRecentlyUsed<PhotoKey, DecodedPhoto>>

    /// A cache of at most `capacity` bytes of pixels.
    public init(capacity: Int) {
        photos = Locked(LeastRecentlyUsed(capacity: capacity) { $0.byteCount })
    }

    /// The most bytes of pixels it keeps.
    public var capacity: Int { photos.withLock { $0.capacity } }

    /// The photo kept under `key` (now the most recently used), or `nil`.
    public func value(_ key: PhotoKey) -> DecodedPhoto? {
        photos.withLock { $0.use(key) }
    }

    /// Keeps `photo` under `key`, leaving out the least recently used until it fits.
    public func keep(_ photo: DecodedPhoto, as key: PhotoKey) {
        photos.withLock { $0.keep(photo, as: key) }
    }

    /// The bytes of pixels kept now.
    public var totalCost: Int { photos.withLock { $0.totalCost } }

    /// The keys kept now, least recently used first.
    public var keys: [PhotoKey] { photos.withLock { $0.keys } }
}

/// What a decoded photo kept is: the photo as decoded, its square thumbnail of a side, or the
/// photo scaled to a width.
public enum PhotoKey: Hashable, Sendable {
    /// The photo as decoded, at its own size.
    case decoded(PhotoID)
    /// Its square thumbnail, `side` pixels wide.
    case thumbnail(PhotoID, side: Int)
    /// The photo scaled to `width` pixels, its shape kept.
    case scaled(PhotoID, width: Int)
}
