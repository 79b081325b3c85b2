/// Decoded photos, for a host that draws their pixels itself (a terminal): what a screen asks
/// for its photos. A photo made already is at hand at once (``PhotoAnswer/kept(_:)``), so that a
/// screen shows it with its rows, starting no load; else the answer is the load, which may be slow
/// (a read, a decoding) and is cancelled with its task. The Photos library's `PhotoLibrary` is the
/// one the app uses.
public protocol PhotoLoading: Sendable {
    /// Photo `id` at `size`: kept already, or the load that makes it.
    func photo(_ id: PhotoID, at size: PhotoSize) -> PhotoAnswer
}

/// The size a screen shows a photo at: each size of a photo is made once and kept apart.
public enum PhotoSize: Hashable, Sendable {
    /// A square thumbnail, `side` pixels wide.
    case thumbnail(side: Int)
    /// The photo scaled to `width` pixels, its shape kept — never larger than it is.
    case width(Int)
}

/// A photo asked for: at hand, or to be loaded.
public enum PhotoAnswer: Sendable {
    /// Made already and kept: no read, no decoding, no wait.
    case kept(DecodedPhoto)
    /// Not kept: this load reads and decodes it (and keeps it for the next time).
    case load(@Sendable () async throws(PhotoFailure) -> DecodedPhoto)

    /// The photo, kept or loaded now.
    public func photo() async throws(PhotoFailure) -> DecodedPhoto {
        switch self {
        case .kept(let photo): photo
        case .load(let load): try await load()
        }
    }
}

/// Why a photo is shown as its text alternative: one line.
public enum PhotoFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// Its bytes could not be read.
    case unavailable(PhotoID, ServiceError)
    /// Its bytes are not a photo mosaic can show.
    case damaged(PhotoID, PhotoError)

    public var description: String {
        switch self {
        case .unavailable(let id, let error): "photo \(id.quotedInMessage): \(error)"
        case .damaged(let id, let error): "photo \(id.quotedInMessage): \(error)"
        }
    }
}
