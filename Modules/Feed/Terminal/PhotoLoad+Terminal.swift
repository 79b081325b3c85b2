import Domain
import Feed
import Synchronization
import TerminalUI

extension PhotoLoad {
    /// What a terminal draws for it at `width` × `height` pixels: the photo, or a grey place of
    /// that size while it loads or when it cannot be shown (what is beside it does not move).
    func image(width: Int, height: Int) -> TerminalImage {
        guard case .loaded(let photo) = self, photo.width > 0, photo.height > 0 else {
            return .placeholder(width: width, height: height)
        }
        return TerminalImage(photo)
    }
}

extension TerminalImage {
    /// The decoded `photo`, its pixels shared, not copied.
    init(_ photo: DecodedPhoto) {
        self.init(width: photo.width, height: photo.height, pixels: photo.pixels)
    }
}

/// The pictures a feature's views draw, by photo: each made again only when its photo's load
/// (or size) changes, so that a photo's cells are drawn once however often a screen showing it
/// is printed, its rows change (a like, a page) or another screen shows it again (the post
/// opened anew). Shared by the views one builder makes; at most `limit` are kept, the least
/// recently drawn forgotten first.
final class PhotoPictures: Sendable {
    private let limit: Int
    private let state = Mutex(State())

    private struct State {
        var pictures: [PhotoID: Picture] = [:]
        var clock = 0
    }

    /// A picture made, what it was made from, and when it was last drawn.
    private struct Picture {
        let load: PhotoLoad
        let width: Int
        let height: Int
        let image: TerminalImage
        var lastUse: Int
    }

    /// Pictures of at most `limit` photos.
    init(limit: Int = 64) {
        self.limit = limit
    }

    /// What a terminal draws for photo `id` as `load` has it, at `width` × `height` pixels (see
    /// ``PhotoLoad/image(width:height:)``): the picture made last time when nothing changed.
    func image(_ id: PhotoID, _ load: PhotoLoad, width: Int, height: Int) -> TerminalImage {
        state.withLock { state in
            state.clock += 1
            if var kept = state.pictures[id], kept.load == load, kept.width == width, kept.height == height {
                kept.lastUse = state.clock
                state.pictures[id] = kept
                return kept.image
            }
            let image = load.image(width: width, height: height)
            state.pictures[id] = Picture(
                load: load, width: width, height: height, image: image, lastUse: state.clock)
            if state.pictures.count > limit,
                let oldest = state.pictures.min(by: { $0.value.lastUse < $1.value.lastUse })
            {
                state.pictures[oldest.key] = nil
            }
            return image
        }
    }

    /// The photos whose pictures are kept.
    var kept: Set<PhotoID> { state.withLock { Set($0.pictures.keys) } }
}
