import Domain

/// Decoded photos kept for the screens of a session, bounded in bytes of pixels (the least
/// recently used go first): one cache every screen of a session shares, and safe to use from any
/// task.
public typealias PhotoCache = LeastRecentlyUsed<PhotoKey, DecodedPhoto>

extension LeastRecentlyUsed where Key == PhotoKey, Value == DecodedPhoto {
    /// A cache of at most `capacity` bytes of pixels.
    public convenience init(capacity: Int) {
        self.init(capacity: capacity) { $0.byteCount }
    }
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
