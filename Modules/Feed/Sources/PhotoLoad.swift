import Domain

/// A post's photo as a screen has it: loading, decoded, or why it cannot be shown (one line). A
/// photo is the screen's own work beside what it shows — its rows show before their photos, and
/// a like or an open never waits for one.
package enum PhotoLoad: Equatable, Sendable {
    case loading
    case loaded(DecodedPhoto)
    case failed(String)

    /// Loads a photo with `read` (its thumbnail, or a size of it): what the
    /// screen shows then, or `nil` when the load was cancelled (its screen closed, its row left).
    static func load(
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
