import Domain
import HTTPServer
import Services
import Testing

@testable import App

/// The posts' photos as the web host serves them: the bytes with a validator, immutable where
/// they cannot change, 304 when the browser has them, 404 for a photo that does not exist.
@Suite struct PhotoFilesTests {
    func get(_ path: String, _ files: PhotoFiles, ifNoneMatch tag: String? = nil) async -> HTTPResponse? {
        await files.respond(
            to: HTTPRequest(
                method: "GET", target: path, version: "HTTP/1.1",
                headers: tag.map { [("If-None-Match", $0)] } ?? []))
    }

    func header(_ name: String, of response: HTTPResponse?) -> String? {
        response?.headers.first { $0.name == name }?.value
    }

    @Test func aPhotoIsServedWithAValidatorAndImmutableWhereItCannotChange() async throws {
        let files = PhotoFiles(service: SamplePhotoService(), fixed: true)
        let photo = try #require(await get("/photos/chelsea.png", files))
        #expect(photo.status == 200 && header("Content-Type", of: photo) == "image/png")
        #expect(photo.body == (try await SamplePhotoService().photo("chelsea")))
        #expect(header("Cache-Control", of: photo) == "public, max-age=31536000, immutable")
        let tag = try #require(header("ETag", of: photo))
        let again = try #require(await get("/photos/chelsea.png", files, ifNoneMatch: tag))
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(await get("/photos/ghost.png", files)?.status == 404)
        #expect(await get("/photos/../likes.json.png", files)?.status == 404)
        #expect(await get("/feed", files) == nil, "a page is not a file")
    }

    @Test func aPhotoADataDirectoryMayReplaceIsAskedForAgainAndAFailingServiceIsUnavailable() async throws {
        let files = PhotoFiles(service: SamplePhotoService(), fixed: false)
        #expect(header("Cache-Control", of: await get("/photos/coffee.png", files)) == "no-cache")
        let failing = PhotoFiles(service: ServiceBundle.inMemory().failing([.photos]).photos, fixed: true)
        #expect(await get("/photos/coffee.png", failing)?.status == 503)
    }
}
