import Domain
import Locks

/// Photos that wait until released: the time a slow network takes, on demand, for tests of what
/// a screen shows while its photos load and of leaving during a load. Records which were asked
/// for and which were cancelled while they waited.
///
/// ```swift
/// let photos = HeldPhotos()
/// // … a screen asks for its photos, which wait …
/// photos.release()   // they come, and the next ones at once
/// ```
public final class HeldPhotos: PhotoLoading {
    private let state = Locked(State())
    private struct State {
        var held = true
        var asked: Set<PhotoID> = []
        var cancelled: Set<PhotoID> = []
        var waiting: [UInt64: (PhotoID, CheckedContinuation<Bool, Never>)] = [:]
        var next: UInt64 = 0
    }

    /// Photos that wait until ``release()``.
    public init() {}

    /// The photos asked for so far.
    public var asked: Set<PhotoID> { state.withLock { $0.asked } }
    /// The photos whose load was cancelled while it waited.
    public var cancelled: Set<PhotoID> { state.withLock { $0.cancelled } }

    /// Lets every waiting load go, and the next ones through.
    public func release() {
        let waiting = state.withLock { state in
            state.held = false
            defer { state.waiting = [:] }
            return state.waiting.values.map(\.1)
        }
        for continuation in waiting { continuation.resume(returning: true) }
    }

    /// None is kept: every photo is a load, which waits until released (then a grey photo of
    /// the size asked).
    public func photo(_ id: PhotoID, at size: PhotoSize) -> PhotoAnswer {
        .load { () throws(PhotoFailure) in
            try await self.wait(for: id)
            let (width, height) =
                switch size {
                case .thumbnail(let side): (side, side)
                case .width(let width): (width, 1)
                }
            return DecodedPhoto(
                width: width, height: height, pixels: [UInt8](repeating: 200, count: width * height * 3))
        }
    }

    private func wait(for id: PhotoID) async throws(PhotoFailure) {
        let key = state.withLock { state in
            state.asked.insert(id)
            state.next += 1
            return state.next
        }
        let released = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let resumeNow = state.withLock { state -> Bool? in
                    if !state.held { return true }
                    if Task.isCancelled { return false }
                    state.waiting[key] = (id, continuation)
                    return nil
                }
                if let resumeNow { continuation.resume(returning: resumeNow) }
            }
        } onCancel: {
            let continuation = state.withLock { $0.waiting.removeValue(forKey: key)?.1 }
            continuation?.resume(returning: false)
        }
        if !released || Task.isCancelled {
            state.withLock { _ = $0.cancelled.insert(id) }
            throw .unavailable(id, .cancelled)
        }
    }
}
