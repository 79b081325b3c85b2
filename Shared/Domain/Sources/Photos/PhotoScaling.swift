import Domain

extension DecodedPhoto {
    /// This photo at `width` × `height` pixels: each new pixel the mean of the pixels it covers
    /// (a box filter: a thumbnail keeps what a photo shows, where picking one pixel of many
    /// flickers with noise). A size larger than the photo's repeats pixels.
    public func scaled(width: Int, height: Int) -> DecodedPhoto {
        precondition(width > 0 && height > 0, "a photo has pixels")
        guard self.width > 0, self.height > 0 else {
            return DecodedPhoto(
                width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 3))
        }
        var scaled = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let top = y * self.height / height
            let bottom = max(top + 1, (y + 1) * self.height / height)
            for x in 0..<width {
                let left = x * self.width / width
                let right = max(left + 1, (x + 1) * self.width / width)
                var red = 0
                var green = 0
                var blue = 0
                for row in top..<bottom {
                    var index = (row * self.width + left) * 3
                    for _ in left..<right {
                        red += Int(pixels[index])
                        green += Int(pixels[index + 1])
                        blue += Int(pixels[index + 2])
                        index += 3
                    }
                }
                let count = (bottom - top) * (right - left)
                let out = (y * width + x) * 3
                scaled[out] = UInt8(red / count)
                scaled[out + 1] = UInt8(green / count)
                scaled[out + 2] = UInt8(blue / count)
            }
        }
        return DecodedPhoto(width: width, height: height, pixels: scaled)
    }
}

extension DecodedPhoto {
    /// A square thumbnail `side` pixels wide: the photo's middle square, scaled (rows of
    /// thumbnails line up, whatever each photo's shape).
    public func thumbnail(side: Int) -> DecodedPhoto {
        let square = min(width, height)
        guard square > 0 else { return scaled(width: side, height: side) }
        let left = (width - square) / 2
        let top = (height - square) / 2
        var cropped = [UInt8]()
        cropped.reserveCapacity(square * square * 3)
        for row in top..<(top + square) {
            let start = (row * width + left) * 3
            cropped.append(contentsOf: pixels[start..<(start + square * 3)])
        }
        return DecodedPhoto(width: square, height: square, pixels: cropped).scaled(width: side, height: side)
    }
}
