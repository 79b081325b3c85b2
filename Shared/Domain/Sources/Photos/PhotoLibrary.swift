import Dispatch
import Domain
import PNG

/// The photos of a session, decoded for showing: each read from the `PhotoService` and decoded
/// once, on a thread of the library's own, then kept in a ``PhotoCache`` that every screen of
/// the session shares. A host that shows no pixels itself (a browser loads a page's images)
/// needs none.
///
/// Decoding and scaling are long runs of work that never suspend: on the concurrency pool —
/// two threads on two cores — a screenful of photos held both, and what a person asked (a tab's
/// load, which awaits its services there) waited until they were done (1.5 s in a debug
/// build). On a thread of their own, one photo at a time, they never hold up anything else.
public final class PhotoLibrary: PhotoLoading {
    private let service: any PhotoService
    /// The decoded photos kept.
    public let cache: PhotoCache
    private let limits: PNGLimits
    /// Where photos are decoded and scaled, one at a time: never a thread of the concurrency pool.
    private let decoding = DispatchQueue(label: "mosaic.photos.decoding")

    /// The photos of `service`, kept in `cache`, each decoded within `limits`.
    public init(service: any PhotoService, cache: PhotoCache, limits: PNGLimits = .standard) {
        self.service = service
        self.cache = cache
        self.limits = limits
    }

    /// Photo `id`, decoded: kept already, or read and decoded now (on the library's own thread,
    /// never the main actor nor the concurrency pool) and kept. A cancelled task's read ends as
    /// the service's `.cancelled`.
    @concurrent
    public func photo(_ id: PhotoID) async throws(PhotoFailure) -> DecodedPhoto {
        if let kept = cache.value(.decoded(id)) { return kept }
        let bytes: [UInt8]
        do {
            bytes = try await service.photo(id)
        } catch {
            throw .unavailable(id, error)
        }
        let limits = limits
        let decoded = await onDecodingThread {
            Result { () throws(PNGError) in try PNGFile.decode(bytes, limits: limits) }
        }
        switch decoded {
        case .success(let photo):
            cache.keep(photo, as: .decoded(id))
            return photo
        case .failure(let error):
            throw .damaged(id, PhotoError(error.description))
        }
    }

    /// `work`'s result, made on the library's own thread while the caller waits, suspended.
    private func onDecodingThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            decoding.async { continuation.resume(returning: work()) }
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

    /// Photo `id` at `size`, made from the decoded photo now (on the library's own thread) and
    /// kept.
    @concurrent
    private func make(_ id: PhotoID, at size: PhotoSize) async throws(PhotoFailure) -> DecodedPhoto {
        let photo = try await photo(id)
        switch size {
        case .thumbnail(let side):
            let thumbnail = await onDecodingThread { photo.thumbnail(side: side) }
            cache.keep(thumbnail, as: .thumbnail(id, side: side))
            return thumbnail
        case .width(let width):
            guard photo.width > width else { return photo }
            let scaled = await onDecodingThread {
                photo.scaled(width: width, height: max(1, photo.height * width / photo.width))
            }
            cache.keep(scaled, as: .scaled(id, width: width))
            return scaled
        }
    }
}
