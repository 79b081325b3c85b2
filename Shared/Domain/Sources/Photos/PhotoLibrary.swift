import Domain

/// The photos of a session, decoded for showing: each read from the `PhotoService` and decoded
/// once, off the main actor, then kept in a ``PhotoCache`` that every screen of the session
/// shares. A host that shows no pixels itself (a browser loads a page's images) needs none.
public final class PhotoLibrary: PhotoLoading {
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
            throw .damaged(id, error)
        }
    }
}

extension PhotoLibrary {
    /// Photo `id`'s square thumbnail, `side` pixels wide: made once from the decoded photo (off
    /// the main actor) and kept beside it.
    @concurrent
    public func thumbnail(_ id: PhotoID, side: Int) async throws(PhotoFailure) -> DecodedPhoto {
        if let kept = keptThumbnail(id, side: side) { return kept }
        let thumbnail = try await photo(id).thumbnail(side: side)
        cache.keep(thumbnail, as: .thumbnail(id, side: side))
        return thumbnail
    }

    /// The thumbnail ``thumbnail(_:side:)`` made already, when it is still kept.
    public func keptThumbnail(_ id: PhotoID, side: Int) -> DecodedPhoto? {
        cache.value(.thumbnail(id, side: side))
    }
}

extension PhotoLibrary {
    /// Photo `id` scaled to `width` pixels (its shape kept; never larger than it is): made once
    /// from the decoded photo (off the main actor) and kept beside it.
    @concurrent
    public func photo(_ id: PhotoID, width: Int) async throws(PhotoFailure) -> DecodedPhoto {
        if let kept = keptPhoto(id, width: width) { return kept }
        let photo = try await photo(id)
        guard photo.width > width else { return photo }
        let scaled = photo.scaled(width: width, height: max(1, photo.height * width / photo.width))
        cache.keep(scaled, as: .scaled(id, width: width))
        return scaled
    }

    /// The photo ``photo(_:width:)`` made already, when it is still kept: scaled to `width`, or
    /// the decoded photo itself when it is no wider.
    public func keptPhoto(_ id: PhotoID, width: Int) -> DecodedPhoto? {
        if let scaled = cache.value(.scaled(id, width: width)) { return scaled }
        guard let photo = cache.value(.decoded(id)), photo.width <= width else { return nil }
        return photo
    }
}
