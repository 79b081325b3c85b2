import Domain
import PNG
import Services
import Testing

/// The sample photos mosaic embeds, decoded (PNG's decoder) against what Python's Pillow (a C
/// decoder over zlib) decodes from the same files, pixel for pixel (a sum and an ordered checksum
/// of every byte, written down from Pillow's pixels); each post's photo the size it says.
@Suite struct SamplePhotoTests {
    /// Width, height, the sum of every RGB byte, and Σ (i + 1) · byte[i] mod 2³², as Pillow
    /// decodes the file (alpha composed over black, as mosaic shows it).
    static let expected: [(name: String, width: Int, height: Int, sum: Int, checksum: UInt32)] = [
        ("astronaut", 400, 400, 55_011_570, 2_772_040_165), ("bricks", 400, 400, 53_498_838, 3_991_410_777),
        ("cameraman", 400, 400, 61_945_482, 3_760_255_271), ("chelsea", 400, 266, 36_805_438, 3_356_573_537),
        ("clock", 400, 300, 52_679_352, 3_206_781_961), ("coffee", 400, 267, 31_596_704, 1_502_116_721),
        ("deep-field", 400, 349, 8_023_104, 3_050_833_659),
        ("equations", 400, 154, 23_887_185, 3_390_360_734),
        ("grass", 400, 400, 56_747_130, 723_123_398), ("gravel", 400, 400, 60_741_093, 248_182_853),
        ("retina", 400, 400, 43_059_129, 2_366_558_705), ("rocket", 400, 267, 20_915_253, 2_931_501_356),
    ]

    /// The bytes of sample photo `name`.
    static func bytes(_ name: String) async throws -> [UInt8] {
        try await SamplePhotoService().photo(PhotoID(name))
    }

    @Test(arguments: expected.map(\.name))
    func aPhotoDecodesToThePixelsACDecoderFinds(_ name: String) async throws {
        let expected = try #require(Self.expected.first { $0.name == name })
        let photo = try PNGFile.decode(try await Self.bytes(name))
        #expect(photo.width == expected.width && photo.height == expected.height)
        #expect(photo.pixels.reduce(0) { $0 + Int($1) } == expected.sum)
        var checksum: UInt32 = 0
        for (index, byte) in photo.pixels.enumerated() {
            checksum &+= UInt32(truncatingIfNeeded: index + 1) &* UInt32(byte)
        }
        #expect(checksum == expected.checksum)
        let header = try PNGHeader(of: try await Self.bytes(name))
        #expect(
            header.width == expected.width && header.height == expected.height,
            "the header alone says the size")
    }

    @Test func everySamplePhotoIsCheckedAndTheSetIsSmall() async throws {
        #expect(SamplePhotoService.names.count >= 10)
        #expect(Set(SamplePhotoService.names.map(\.rawValue)) == Set(Self.expected.map(\.name)))
        var total = 0
        for name in SamplePhotoService.names { total += try await SamplePhotoService().photo(name).count }
        #expect(total <= 2_000_000, "the sample photos take \(total) bytes")
    }

    @Test func everySamplePostHasAnEmbeddedPhotoOfTheSizeItSays() async throws {
        #expect(SampleContent.posts.allSatisfy { $0.photo != nil })
        #expect(Set(SampleContent.photos.map(\.id)) == Set(SamplePhotoService.names))
        for info in SampleContent.photos {
            let header = try PNGHeader(of: try await SamplePhotoService().photo(info.id))
            #expect(header.width == info.width && header.height == info.height, "\(info.id)")
            #expect(!info.alt.isEmpty)
        }
    }
}
