import Photos

/// The photos of a session, decoded for showing: each read from the ``PhotoService`` and
/// decoded once, off the main actor, then kept in a ``PhotoCache`` that every screen of the
/// session shares. A host that shows no pixels itself (a browser loads a page's images) needs
/// none.
public final class PhotoLibrary: Sendable {
    private let service: any PhotoService
    /// The decoded photos kept.
    public let cache: PhotoCache
    private let limits: PhotoLimits

    /// The photos of `service`, kept in `cache`, each decoded within `limits`.
    public init(service: any PhotoService, cache: PhotoCache, limits: PhotoLimits = .standard) {
        self.service = service
        self.cache = cache
        self.limits = limits
    }

    /// Photo `id`, decoded: kept already, or read and decoded now (on the concurrency pool, never
    /// the main actor) and kept. A cancelled task's read ends as the service's `.cancelled`.
    @concurrent
    public func photo(_ id: PhotoID) async throws(PhotoFailure) -> DecodedPhoto {
        if let kept = cache.photo(id.rawValue) { return kept }
        let bytes: [UInt8]
        do {
            bytes = try await service.photo(id)
        } catch {
            throw .unavailable(id, error)
        }
        do {
            let photo = try PNGFile.decode(bytes, limits: limits)
            cache.keep(photo, as: id.rawValue)
            return photo
        } catch {
            throw .damaged(id, error)
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
        case .unavailable(let id, let error): "photo \(id): \(error)"
        case .damaged(let id, let error): "photo \(id): \(error)"
        }
    }
}
