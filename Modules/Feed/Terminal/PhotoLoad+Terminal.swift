import Domain
import Feed
import TerminalHost
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

/// What a photo's picture is made from: its load, at a size in pixels.
struct PhotoPicture: Equatable, Sendable {
    let load: PhotoLoad
    let width: Int
    let height: Int
}

/// The pictures a feature's views draw, by photo (TerminalHost's memo): each made again only when
/// its photo's load (or size) changes. Shared by the views one builder makes.
typealias PhotoPictures = PictureMemo<PhotoID, PhotoPicture>

extension PictureMemo where Key == PhotoID, Source == PhotoPicture {
    /// What a terminal draws for photo `id` as `load` has it, at `width` × `height` pixels (see
    /// ``PhotoLoad/image(width:height:)``): the picture made last time when nothing changed.
    func image(_ id: PhotoID, _ load: PhotoLoad, width: Int, height: Int) -> TerminalImage {
        picture(id, from: PhotoPicture(load: load, width: width, height: height)) {
            $0.load.image(width: $0.width, height: $0.height)
        }
    }
}
