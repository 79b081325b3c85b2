import Domain
import Synchronization

/// Decoded photos kept for the screens of a session, bounded in bytes: when adding one goes over
/// the bound, the least recently used go first. A photo larger than the whole bound is not kept.
/// Shared by every screen of a session (and safe to use from any task).
public final class PhotoCache: Sendable {
    /// The most bytes of pixels it keeps.
    public let capacity: Int
    private let state = Mutex(State())

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var clock = 0
    }

    private struct Entry {
        let photo: DecodedPhoto
        var lastUse: Int
    }

    /// A cache of at most `capacity` bytes of pixels.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The photo kept under `key` (now the most recently used), or `nil`.
    public func photo(_ key: String) -> DecodedPhoto? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.photo
        }
    }

    /// Keeps `photo` under `key`, leaving out the least recently used until it fits.
    public func keep(_ photo: DecodedPhoto, as key: String) {
        guard photo.byteCount <= capacity else { return }
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.photo.byteCount }
            while state.bytes + photo.byteCount > capacity,
                let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.photo.byteCount
            }
            state.clock += 1
            state.entries[key] = Entry(photo: photo, lastUse: state.clock)
            state.bytes += photo.byteCount
        }
    }

    /// The bytes of pixels kept now.
    public var byteCount: Int { state.withLock { $0.bytes } }

    /// The keys kept now, least recently used first.
    public var keys: [String] {
        state.withLock { $0.entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }
    }
}
