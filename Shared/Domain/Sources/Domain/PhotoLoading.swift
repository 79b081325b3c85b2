/// Decoded photos, for a host that draws their pixels itself (a terminal): what a screen asks
/// for its photos. A load may be slow (a read, a decoding) and is cancelled with its task; a
/// photo made already is at hand at once (`kept…`), so that a screen shows it with its rows,
/// starting no load. The Photos library's `PhotoLibrary` is the one the app uses.
public protocol PhotoLoading: Sendable {
    /// Photo `id`'s square thumbnail, `side` pixels wide.
    func thumbnail(_ id: PhotoID, side: Int) async throws(PhotoFailure) -> DecodedPhoto
    /// Photo `id` scaled to `width` pixels (its shape kept; never larger than it is).
    func photo(_ id: PhotoID, width: Int) async throws(PhotoFailure) -> DecodedPhoto
    /// The thumbnail ``thumbnail(_:side:)`` gives, when it is made already and kept; else `nil`
    /// (no read, no decoding, no wait).
    func keptThumbnail(_ id: PhotoID, side: Int) -> DecodedPhoto?
    /// The photo ``photo(_:width:)`` gives, when it is made already and kept; else `nil`.
    func keptPhoto(_ id: PhotoID, width: Int) -> DecodedPhoto?
}

/// Why a photo is shown as its text alternative: one line.
public enum PhotoFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Its bytes could not be read.
    case unavailable(PhotoID, ServiceError)
    /// Its bytes are not a photo mosaic can show.
    case damaged(PhotoID, PhotoError)

    public var description: String {
        switch self {
        case .unavailable(let id, let error): "photo \(id): \(error)"
        case .damaged(let id, let error): "photo \(id): \(error)"
        }
    }
}
