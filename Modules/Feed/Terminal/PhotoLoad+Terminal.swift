import Domain
import Feed
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

/// The pictures a view draws, by photo: each made again only when its photo's load (or size)
/// changes, so that a photo's cells are drawn once however often its screen is printed or its
/// rows change (a like, a page). Photos a render no longer shows are forgotten.
@MainActor
final class PhotoPictures {
    private var pictures: [PhotoID: Picture] = [:]

    /// A picture made, and what it was made from.
    private struct Picture {
        let load: PhotoLoad
        let width: Int
        let height: Int
        let image: TerminalImage
    }

    /// What a terminal draws for photo `id` as `load` has it, at `width` × `height` pixels (see
    /// ``PhotoLoad/image(width:height:)``): the picture made last time when nothing changed.
    func image(_ id: PhotoID, _ load: PhotoLoad, width: Int, height: Int) -> TerminalImage {
        if let kept = pictures[id], kept.load == load, kept.width == width, kept.height == height {
            return kept.image
        }
        let image = load.image(width: width, height: height)
        pictures[id] = Picture(load: load, width: width, height: height, image: image)
        return image
    }

    /// Forgets the pictures of every photo but `shown`.
    func keep(only shown: Set<PhotoID>) {
        if pictures.keys.contains(where: { !shown.contains($0) }) {
            pictures = pictures.filter { shown.contains($0.key) }
        }
    }
}
