import Foundation
import PNG
import Pixels
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    @Test func theReadmesFileDecodesAndWhatIsNotAPNGIsRefused() throws {
        let bytes = try PNGDecodingTests.bytes("rgb")
        var refusals: [String] = []
        var sizes: [String] = []
        // snippet: png-readme
        // A file's bytes, from anywhere: its header is read first, so a file that claims more
        // than the limits allow is refused before anything is allocated for it.
        let limits = PNGLimits(maximumFileBytes: 1 << 20, maximumSide: 1024, maximumDecodedBytes: 8 << 20)
        do {
            let image: PixelBuffer = try PNGFile.decode(bytes, limits: limits)
            sizes.append("\(image.width)×\(image.height)")
        } catch {
            refusals.append(error.description)  // one line: "damaged: the file ends early", …
        }
        // end
        #expect(refusals.isEmpty && sizes == ["10×9"])
        #expect((try? PNGFile.decode(Array(bytes.prefix(40)), limits: limits)) == nil)
    }
}
