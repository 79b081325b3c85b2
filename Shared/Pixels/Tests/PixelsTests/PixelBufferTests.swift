import Pixels
import Testing

/// The pixel buffer: its size, its pixels by place, its bytes shared by its copies.
@Suite struct PixelBufferTests {
    @Test func aPixelIsReadByColumnAndRowFromTheTopRowAfterRow() {
        let buffer = PixelBuffer(
            width: 2, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(buffer.pixel(x: 0, y: 0) == (1, 2, 3))
        #expect(buffer.pixel(x: 1, y: 0) == (4, 5, 6))
        #expect(buffer.pixel(x: 0, y: 1) == (7, 8, 9))
        #expect(buffer.pixel(x: 1, y: 1) == (10, 11, 12))
        #expect(buffer.byteCount == 12 && !buffer.isEmpty)
    }

    @Test func aFilledBufferIsOneColourEverywhere() {
        let grey = PixelBuffer(width: 3, height: 2, filledWith: (64, 64, 64))
        #expect(grey.pixels == [UInt8](repeating: 64, count: 18))
        #expect(grey == PixelBuffer(width: 3, height: 2, pixels: [UInt8](repeating: 64, count: 18)))
        #expect(grey != PixelBuffer(width: 2, height: 3, pixels: [UInt8](repeating: 64, count: 18)))
    }

    @Test func aBufferOfNoPixelIsEmpty() {
        #expect(PixelBuffer(width: 0, height: 5, pixels: []).isEmpty)
    }
}
