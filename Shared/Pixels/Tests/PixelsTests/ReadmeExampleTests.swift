import Pixels
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesBufferIsReadPixelByPixel() {
        // snippet: pixels-readme
        // Two pixels side by side, row after row from the top, three bytes (red, green, blue) each.
        let flag = PixelBuffer(width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 255])
        let right = flag.pixel(x: 1, y: 0)  // (red: 0, green: 0, blue: 255)
        let grey = PixelBuffer(width: 4, height: 4, filledWith: (red: 128, green: 128, blue: 128))
        // end
        #expect(right == (0, 0, 255) && grey.byteCount == 48 && !flag.isEmpty)
    }
}
