import Domain
import HTTPServer
import Locks
import Services
import WebHost

/// The posts' photos, served at their paths (`/photos/ID.png`, ``PhotoInfo/path``) as stored, for a page's `<img>`: with
/// a validator (a strong `ETag` of the bytes; a request that names it gets `304 Not Modified`)
/// and, where a photo's bytes can never change (the embedded sample photos of `--in-memory`),
/// as immutable: a browser keeps it and does not ask again. A data directory's photo may be
/// replaced under its name: it is asked again each time (`no-cache`), and answered by its tag.
/// A photo that does not exist is a 404 (the page then shows its text alternative), one the
/// service cannot read a 503.
final class PhotoFiles: WebFiles {
    private let service: any PhotoService
    private let fixed: Bool
    /// The tags of the photos served, when their bytes cannot change: a revalidation is answered
    /// without reading the photo again.
    private let tags = Locked<[PhotoID: String]>([:])

    /// The photos of `service`; `fixed` when their bytes never change.
    init(service: any PhotoService, fixed: Bool) {
        self.service = service
        self.fixed = fixed
    }

    func serves(_ path: Substring) -> Bool { path.hasPrefix("/photos/") }

    func respond(to request: HTTPRequest) async -> HTTPResponse? {
        guard serves(request.path) else { return nil }
        guard let id = PhotoID(path: request.path) else { return .text(404, "no such photo") }
        let cacheControl = fixed ? "public, max-age=31536000, immutable" : "no-cache"
        if fixed, let tag = tags.withLock({ $0[id] }), request.header("If-None-Match") == tag {
            return HTTPResponse(status: 304, headers: [("ETag", tag), ("Cache-Control", cacheControl)])
        }
        let bytes: [UInt8]
        do {
            bytes = try await service.photo(id)
        } catch {
            if case .notFound = error { return .text(404, "no such photo") }
            return .text(503, "error: \(error)")
        }
        let tag = "\"\(Self.hash(bytes))\""
        if fixed { tags.withLock { $0[id] = tag } }
        let headers = [("ETag", tag), ("Cache-Control", cacheControl)]
        if request.header("If-None-Match") == tag { return HTTPResponse(status: 304, headers: headers) }
        return HTTPResponse(status: 200, headers: [("Content-Type", "image/png")] + headers, body: bytes)
    }

    /// A 64-bit FNV-1a hash of `bytes`, in hexadecimal: a tag that changes when they do.
    static func hash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return String(hash, radix: 16)
    }
}
