import Domain
import PNG
import Services

/// How fast the PNG decoder is: the sample photos (12, 1.7 MB of PNG, 1.6 megapixels), each
/// decoded from its bytes, best of several rounds — in milliseconds per megapixel, the unit
/// `Scripts/bench-photos` sets beside a C decoder's (Pillow over zlib) in the same run.
enum PhotoBenchmark {
    /// The sample photos' files, as the app embeds them.
    static func files() async -> [[UInt8]] {
        var files: [[UInt8]] = []
        for name in SamplePhotoService.names {
            if let bytes = try? await SamplePhotoService().photo(name) { files.append(bytes) }
        }
        return files
    }

    /// Milliseconds per megapixel to decode `files`, the best of `rounds`.
    static func millisecondsPerMegapixel(_ files: [[UInt8]], rounds: Int) -> Double {
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000_000)
        var pixels = 0
        for _ in 0..<rounds {
            pixels = 0
            let elapsed = clock.measure {
                for file in files {
                    guard let photo = try? PNGFile.decode(file) else { continue }
                    pixels += photo.width * photo.height
                }
            }
            best = min(best, elapsed)
        }
        return best.seconds * 1000 / (Double(pixels) / 1e6)
    }
}
