import Foundation
import PNG
import Pixels
import Testing

/// PNG decoding, against what Python's Pillow (a C decoder over zlib) decodes from the same files:
/// a file of each colour type, pixel for pixel (a sum and an ordered checksum of every byte,
/// written down from Pillow's pixels); then what is refused, and how. (mosaic's sample photos
/// are checked the same way where they are, in Domain's PhotosTests.)
@Suite struct PNGDecodingTests {
    /// Width, height, the sum of every RGB byte, and Σ (i + 1) · byte[i] mod 2³², as Pillow
    /// decodes the file (alpha composed over black, as mosaic shows it).
    static let expected: [(name: String, width: Int, height: Int, sum: Int, checksum: UInt32)] = [
        ("grey-alpha", 17, 13, 42_837, 14_146_014), ("grey", 12, 6, 25_497, 2_943_864),
        ("palette", 12, 3, 12_087, 697_729), ("rgb", 10, 9, 32_287, 4_648_600),
        ("rgba", 13, 10, 26_753, 5_989_227),
    ]

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/fuzz-png")

    /// The bytes of the file `name` of the fuzz target's corpus.
    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name + ".png")))
    }

    @Test(arguments: expected.map(\.name))
    func aFileDecodesToThePixelsACDecoderFinds(_ name: String) throws {
        let expected = try #require(Self.expected.first { $0.name == name })
        let photo = try PNGFile.decode(try Self.bytes(name))
        #expect(photo.width == expected.width && photo.height == expected.height)
        #expect(photo.pixels.reduce(0) { $0 + Int($1) } == expected.sum)
        var checksum: UInt32 = 0
        for (index, byte) in photo.pixels.enumerated() {
            checksum &+= UInt32(truncatingIfNeeded: index + 1) &* UInt32(byte)
        }
        #expect(checksum == expected.checksum)
        let header = try PNGHeader(of: try Self.bytes(name))
        #expect(
            header.width == expected.width && header.height == expected.height,
            "the header alone says the size")
    }

    @Test func whatIsNotAFileItDecodesIsRefusedInOneLineBeforeAnythingIsAllocated() throws {
        func refusal(_ bytes: [UInt8], limits: PNGLimits = .standard) -> String? {
            do {
                _ = try PNGFile.decode(bytes, limits: limits)
                return nil
            } catch {
                return error.description
            }
        }
        let rgb = try Self.bytes("rgb")
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
                limits: PNGLimits(maximumFileBytes: 100, maximumSide: 4096, maximumDecodedBytes: 1 << 20))
                == "too large: \(rgb.count) bytes (at most 100)")
        #expect(
            refusal(
                rgb,
                limits: PNGLimits(maximumFileBytes: 1 << 20, maximumSide: 9, maximumDecodedBytes: 1 << 20))
                == "too large: 10×9 pixels (at most 9 a side)")
        // A header claiming 4096×4096 pixels in a file of a few bytes: refused from the header.
        let huge = Self.file(width: 4096, height: 4096, colour: 6, idat: [0x78, 0x9C])
        #expect(
            refusal(
                huge,
                limits: PNGLimits(
                    maximumFileBytes: 1 << 20, maximumSide: 4096, maximumDecodedBytes: 1 << 20))
                == "too large: 4096×4096 pixels need 117444608 bytes decoded (at most 1048576)")
        #expect(
            refusal(Self.file(width: 2, height: 2, colour: 2, interlaced: true, idat: [0x78, 0x9C]))
                == "not decoded: an interlaced PNG (plain ones only)")
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
