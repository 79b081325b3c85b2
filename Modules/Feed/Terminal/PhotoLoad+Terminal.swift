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

/// The pictures a feature's views draw, by photo: each made again only when its photo's load
/// (or size) changes, so that a photo's cells are drawn once however often a screen showing it
/// is printed, its rows change (a like, a page) or another screen shows it again (the post
/// opened anew). Shared by the views one builder makes; at most `limit` are kept, the least
/// recently drawn forgotten first.
final class PhotoPictures: Sendable {
    private let pictures: Mutex<LeastRecentlyUsed<PhotoID, Picture>>

    /// A picture made, and what it was made from.
    private struct Picture: Sendable {
        let load: PhotoLoad
        let width: Int
        let height: Int
        let image: TerminalImage
    }

    /// Pictures of at most `limit` photos.
    init(limit: Int = 64) {
        pictures = Mutex(LeastRecentlyUsed(capacity: limit) { _ in 1 })
    }

    /// What a terminal draws for photo `id` as `load` has it, at `width` × `height` pixels (see
    /// ``PhotoLoad/image(width:height:)``): the picture made last time when nothing changed.
    func image(_ id: PhotoID, _ load: PhotoLoad, width: Int, height: Int) -> TerminalImage {
        pictures.withLock { pictures in
            if let kept = pictures.use(id), kept.load == load, kept.width == width, kept.height == height {
                return kept.image
            }
            let image = load.image(width: width, height: height)
            pictures.keep(Picture(load: load, width: width, height: height, image: image), as: id)
            return image
        }
    }

    /// The photos whose pictures are kept.
    var kept: Set<PhotoID> { pictures.withLock { Set($0.keys) } }
}
