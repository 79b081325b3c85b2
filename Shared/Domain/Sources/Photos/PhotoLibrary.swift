import Domain
import PNG

/// The photos of a session, decoded for showing: each read from the `PhotoService` and decoded
/// once, off the main actor, then kept in a ``PhotoCache`` that every screen of the session
/// shares. A host that shows no pixels itself (a browser loads a page's images) needs none.
public final class PhotoLibrary: PhotoLoading {
    private let service: any PhotoService
    /// The decoded photos kept.
    public let cache: PhotoCache
    private let limits: PNGLimits

    /// The photos of `service`, kept in `cache`, each decoded within `limits`.
    public init(service: any PhotoService, cache: PhotoCache, limits: PNGLimits = .standard) {
        self.service = service
        self.cache = cache
        self.limits = limits
    }

    /// Photo `id`, decoded: kept already, or read and decoded now (on the concurrency pool, never
    /// the main actor) and kept. A cancelled task's read ends as the service's `.cancelled`.
    @concurrent
    public func photo(_ id: PhotoID) async throws(PhotoFailure) -> DecodedPhoto {
        if let kept = cache.value(.decoded(id)) { return kept }
        let bytes: [UInt8]
        do {
            bytes = try await service.photo(id)
        } catch {
            throw .unavailable(id, error)
        }
        do {
            let photo = try PNGFile.decode(bytes, limits: limits)
            cache.keep(photo, as: .decoded(id))
            return photo
        } catch {
            throw .damaged(id, PhotoError(error.description))
        }
    }
}

extension PhotoLibrary {
    /// Photo `id` at `size`: kept already, or the load that makes it from the decoded photo (off
    /// the main actor) and keeps it beside it. A photo no wider than `size` asks is itself.
    public func photo(_ id: PhotoID, at size: PhotoSize) -> PhotoAnswer {
        switch size {
        case .thumbnail(let side):
            if let kept = cache.value(.thumbnail(id, side: side)) { return .kept(kept) }
        case .width(let width):
            if let scaled = cache.value(.scaled(id, width: width)) { return .kept(scaled) }
            if let photo = cache.value(.decoded(id)), photo.width <= width { return .kept(photo) }
        }
        return .load { () throws(PhotoFailure) in try await self.make(id, at: size) }
    }

    /// Photo `id` at `size`, made from the decoded photo now (on the concurrency pool) and kept.
    @concurrent
    private func make(_ id: PhotoID, at size: PhotoSize) async throws(PhotoFailure) -> DecodedPhoto {
        let photo = try await photo(id)
        switch size {
        case .thumbnail(let side):
            let thumbnail = photo.thumbnail(side: side)
            cache.keep(thumbnail, as: .thumbnail(id, side: side))
            return thumbnail
        case .width(let width):
            guard photo.width > width else { return photo }
            let scaled = photo.scaled(width: width, height: max(1, photo.height * width / photo.width))
            cache.keep(scaled, as: .scaled(id, width: width))
            return scaled
        }
    }
}
