import Domain
import Foundation
import Photos
import Services
import Testing

/// PNG decoding, against what Python's Pillow (a C decoder over zlib) decodes from the same files:
/// every sample photo and a file of each colour type, pixel for pixel (a sum and an ordered
/// checksum of every byte, written down from Pillow's pixels); then what is refused, and how.
@Suite struct PNGDecodingTests {
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
        ("grey-alpha", 17, 13, 42_837, 14_146_014), ("grey", 12, 6, 25_497, 2_943_864),
        ("palette", 12, 3, 12_087, 697_729), ("rgb", 10, 9, 32_287, 4_648_600),
        ("rgba", 13, 10, 26_753, 5_989_227),
    ]

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/fuzz-photos")

    /// The bytes of the file `name`: a sample photo, or a file of the fuzz target's corpus.
    static func bytes(_ name: String) async throws -> [UInt8] {
        if SamplePhotoService.names.contains(PhotoID(name)) {
            return try await SamplePhotoService().photo(PhotoID(name))
        }
        return [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name + ".png")))
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

    @Test func everySamplePhotoIsOneOfThoseCheckedAndTheSetIsSmall() async throws {
        #expect(SamplePhotoService.names.count >= 10)
        #expect(Set(SamplePhotoService.names.map(\.rawValue)).isSubset(of: Set(Self.expected.map(\.name))))
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

    @Test func whatIsNotAPhotoItCanShowIsRefusedInOneLineBeforeAnythingIsAllocated() async throws {
        func refusal(_ bytes: [UInt8], limits: PhotoLimits = .standard) -> String? {
            do {
                _ = try PNGFile.decode(bytes, limits: limits)
                return nil
            } catch {
                return error.description
            }
        }
        let rgb = try await Self.bytes("rgb")
        #expect(refusal([]) == "not a PNG file")
        #expect(refusal(Array("GIF89a".utf8)) == "not a PNG file")
        #expect(refusal(Array(rgb.dropLast(12))) == "damaged: the file ends early", "no IEND")
        #expect(refusal(Array(rgb.prefix(40))) == "damaged: the file ends early")
        var flipped = rgb
        flipped[60] ^= 0x10
        #expect(refusal(flipped)?.hasPrefix("damaged: the checksum of its ") == true)
        #expect(
            refusal(
                rgb,
                limits: PhotoLimits(maximumFileBytes: 100, maximumSide: 4096, maximumDecodedBytes: 1 << 20))
                == "too large: \(rgb.count) bytes (at most 100)")
        #expect(
            refusal(
                rgb,
                limits: PhotoLimits(maximumFileBytes: 1 << 20, maximumSide: 9, maximumDecodedBytes: 1 << 20))
                == "too large: 10×9 pixels (at most 9 a side)")
        // A header claiming 4096×4096 pixels in a file of a few bytes: refused from the header.
        let huge = Self.file(width: 4096, height: 4096, colour: 6, idat: [0x78, 0x9C])
        #expect(
            refusal(
                huge,
                limits: PhotoLimits(
                    maximumFileBytes: 1 << 20, maximumSide: 4096, maximumDecodedBytes: 1 << 20))
                == "too large: 4096×4096 pixels need 117444608 bytes decoded (at most 1048576)")
        #expect(
            refusal(Self.file(width: 2, height: 2, colour: 2, interlaced: true, idat: [0x78, 0x9C]))
                == "not shown: an interlaced PNG (mosaic shows plain ones)")
        #expect(
            refusal(Self.file(width: 2, height: 2, colour: 5, idat: [0x78, 0x9C]))
                == "damaged: a colour type PNG does not have (5)")
        #expect(
            refusal(Self.file(width: 2, height: 2, colour: 2, idat: [1, 2, 3]))
                == "damaged: its pixels are not a zlib stream")
    }

    /// A PNG file of `width` × `height` pixels of `colour` (8 bits) whose one IDAT chunk is `idat`.
    static func file(width: Int, height: Int, colour: UInt8, interlaced: Bool = false, idat: [UInt8])
        -> [UInt8]
    {
        func number(_ value: Int) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return number(data.count) + body + number(Int(CRC32.checksum(body[...])))
        }
        let header = number(width) + number(height) + [8, colour, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat)
            + chunk("IEND", [])
    }

}
