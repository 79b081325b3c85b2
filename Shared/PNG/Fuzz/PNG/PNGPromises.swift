import PNG
import Pixels
import TestSupport

// fuzz-png: a PNG file's bytes, from anywhere — a data directory's photos folder, a download —
// read by `PNGFile.decode`.
//
// Promises, for any bytes, within small limits (so that a run explores more than allocations):
// - they decode, within the limits, or are refused in one line;
// - the same bytes decode the same;
// - a prefix of a file that decodes is refused, never read past its end (AddressSanitizer
//   watches every read);
// - the header read alone says the size the decoding found.

let limits = PNGLimits(maximumFileBytes: 1 << 16, maximumSide: 256, maximumDecodedBytes: 1 << 20)

/// Each input is tried as it is, and with every whole chunk's CRC made right: a mutation almost
/// always breaks a checksum, and the fuzzer would otherwise rarely reach what lies behind it.
func check(_ input: [UInt8]) {
    decodes(input)
    decodes(withChecksumsMadeRight(input))
}

/// `bytes` with the CRC of each whole chunk after the signature computed again.
func withChecksumsMadeRight(_ bytes: [UInt8]) -> [UInt8] {
    var fixed = bytes
    var position = 8
    while position + 12 <= fixed.count {
        let length = fixed[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
        guard length <= fixed.count - position - 12 else { break }
        let crc = CRC32.checksum(fixed[(position + 4)..<(position + 8 + length)])
        for (offset, shift) in [24, 16, 8, 0].enumerated() {
            fixed[position + 8 + length + offset] = UInt8(truncatingIfNeeded: crc >> UInt32(shift))
        }
        position += 12 + length
    }
    return fixed
}

func decodes(_ input: [UInt8]) {
    let photo: PixelBuffer
    do throws(PNGError) {
        photo = try PNGFile.decode(input, limits: limits)
    } catch {
        promise(!error.description.contains("\n"), "a refusal is one line: \(error)")
        return
    }
    promise(
        photo.width <= limits.maximumSide && photo.height <= limits.maximumSide
            && photo.byteCount <= limits.maximumDecodedBytes,
        "decoded within the limits: \(photo.width)×\(photo.height)")
    promise((try? PNGFile.decode(input, limits: limits)) == photo, "the same bytes decode the same")
    let header = try? PNGHeader(of: input, limits: limits)
    promise(
        header?.width == photo.width && header?.height == photo.height, "the header says the size decoded")
    for length in Set([input.count - 1, input.count - 12, input.count / 2, 8])
    where length >= 0 && length < input.count {
        promise(
            (try? PNGFile.decode(Array(input[..<length]), limits: limits)) == nil,
            "a prefix of \(length) bytes of a file that decodes is refused")
    }
}
