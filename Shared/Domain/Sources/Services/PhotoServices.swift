import Domain
import HiddenCharacters
import PNG
import Photos
import SamplePhotos

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The sample photos, embedded in the binary: what the sample posts show.
public struct SamplePhotoService: PhotoService {
    /// The embedded sample photos.
    public init() {}

    public func photo(_ id: PhotoID) async throws(ServiceError) -> [UInt8] {
        guard let bytes = Self.bytes(of: id) else { throw .notFound("photo \(id.rawValue.quotedInMessage)") }
        return bytes
    }

    /// The names of the sample photos, in the order they were made.
    public static let names: [PhotoID] = (0..<sample_photo_count()).compactMap { index in
        sample_photo_name(index).map { PhotoID(String(cString: $0)) }
    }

    /// The bytes of the sample photo `id`, or `nil` when there is none.
    static func bytes(of id: PhotoID) -> [UInt8]? {
        guard let index = names.firstIndex(of: id) else { return nil }
        var count = 0
        guard let bytes = sample_photo_bytes(index, &count) else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}

/// Photos in a data directory's `photos` folder (`photos/ID.png`), each in place of the sample
/// photo of its name; the sample photo where there is none. A file larger than a photo may be
/// (``PNGLimits/standard``) is refused without being read.
public struct DirectoryPhotoService: PhotoService {
    /// The data directory.
    public let directory: DataDirectory

    /// The photos of `directory`.
    public init(directory: DataDirectory) {
        self.directory = directory
    }

    public func photo(_ id: PhotoID) async throws(ServiceError) -> [UInt8] {
        // An id names a file: only letters, digits and '-' (no path, no dot).
        guard !id.rawValue.isEmpty, id.rawValue.utf8.allSatisfy(Self.isNameByte) else {
            throw .notFound("photo \(id.rawValue.quotedInMessage)")
        }
        let path = directory.file("photos/\(id.rawValue).png")
        guard FileManager.default.fileExists(atPath: path) else {
            guard let bytes = SamplePhotoService.bytes(of: id) else {
                throw .notFound("photo \(id.rawValue.quotedInMessage)")
            }
            return bytes
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        let limit = PNGLimits.standard.maximumFileBytes
        guard let size, size <= limit else {
            throw .unreadable(path: path, reason: "larger than a photo may be (\(limit) bytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot be read")
        }
        return [UInt8](data)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "-")
    }
}
