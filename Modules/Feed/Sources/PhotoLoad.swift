import Domain
import ModuleKitCore

/// A post's photo as a screen has it: loading, decoded, or why it cannot be shown (one line). A
/// photo is the screen's own work beside what it shows — its rows show before their photos, and
/// a like or an open never waits for one.
package enum PhotoLoad: Equatable, Sendable {
    case loading
    case loaded(DecodedPhoto)
    case failed(String)

    /// Photo `id` at `size` as a screen shows it: what to show now — the photo when `library` keeps
    /// it, else `.loading` — and, when it is not kept, its load started as `work`'s ongoing work
    /// known by `id` (no one waits for it, ``ModuleWork/stopOngoing(_:)`` stops it, and it ends
    /// with the screen), whose result `then` shows. A load cancelled (its screen closed, its row
    /// left) shows nothing. The one way a screen of the feature shows a photo.
    @MainActor
    static func start(
        _ id: PhotoID, at size: PhotoSize, from library: any PhotoLoading, in work: ModuleWork,
        then show: @escaping @MainActor (PhotoLoad) -> Void
    ) -> PhotoLoad {
        switch library.photo(id, at: size) {
        case .kept(let photo):
            return .loaded(photo)
        case .load(let read):
            work.ongoing(id) {
                guard let loaded = await PhotoLoad.load(read) else { return }
                show(loaded)
            }
            return .loading
        }
    }

    /// Loads a photo with `read`: what the screen shows then, or `nil` when the load was
    /// cancelled.
    private static func load(
        _ read: @escaping @Sendable () async throws(PhotoFailure) -> DecodedPhoto
    ) async -> PhotoLoad? {
        do {
            let photo = try await read()
            return Task.isCancelled ? nil : .loaded(photo)
        } catch {
            return Task.isCancelled || error.wasCancelled ? nil : .failed(error.description)
        }
    }
}

extension PhotoFailure {
    /// Whether the read was cancelled rather than failed.
    var wasCancelled: Bool {
        if case .unavailable(_, .cancelled) = self { return true }
        return false
    }
}
