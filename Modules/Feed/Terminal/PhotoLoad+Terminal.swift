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
