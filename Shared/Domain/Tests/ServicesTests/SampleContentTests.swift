import Domain
import Services
import ServicesTesting
import Testing

@Suite struct SampleContentTests {
    @Test func theSampleHasTheNamedUsersAndEnoughPosts() {
        let ids = Set(SampleContent.users.map(\.id))
        for handle in ["alice", "bob", "carol", "dan", "me"] { #expect(ids.contains(UserID(handle))) }
        #expect(SampleContent.users.count >= 6)
        #expect(SampleContent.posts.count >= 40)
        #expect(SampleContent.posts.map(\.id.rawValue).prefix(3) == ["p1", "p2", "p3"])
    }

    @Test func captionsHoldAccentsCJKEmojiAndOneHoldsEscapes() {
        let captions = SampleContent.posts.map(\.caption).joined()
        #expect(captions.contains("é"))
        #expect(captions.contains("東"))
        #expect(captions.contains("🚀"))
        let escaped = SampleContent.posts.first { $0.id == SampleContent.postWithEscapes }
        #expect(escaped?.caption.contains("\u{1B}") == true)
    }

    @Test func postsComeInPagesNewestFirst() async throws {
        let posts = SamplePostService()
        let first = try await posts.page(.home, index: 0, size: 10)
        #expect(first.posts.map(\.id.rawValue) == (1...10).map { "p\($0)" })
        #expect(first.hasMore)
        let last = try await posts.page(.home, index: 4, size: 10)
        #expect(last.posts.count == 2)
        #expect(!last.hasMore)
        let alice = try await posts.page(.user("alice"), index: 0, size: 100)
        #expect(alice.posts.allSatisfy { $0.author == "alice" })
        await #expect(throws: ServiceError.notFound("user nobody")) {
            try await posts.page(.user("nobody"), index: 0, size: 10)
        }
    }

    @Test func inMemoryServicesBehaveLikeTheLiveOnes() async throws {
        /// What one session of calls sees of `services`.
        func session(_ services: ServiceBundle) async throws -> [String] {
            var seen: [String] = []
            try await services.likes.like("p1")
            try await services.likes.like("p2")
            seen.append("likes \(try await services.likes.likedPosts())")
            seen.append("following alice: \(try await services.follows.isFollowing("alice"))")
            try await services.follows.unfollow("alice")
            seen.append("following alice: \(try await services.follows.isFollowing("alice"))")
            try await services.likes.unlike("p1")
            seen.append("likes \(try await services.likes.likedPosts())")
            return seen
        }
        let temporary = TemporaryDirectory()
        let live = try await session(try ServiceBundle.live(directory: temporary.directory()))
        let inMemory = try await session(ServiceBundle.inMemory())
        #expect(inMemory == live)
        #expect(inMemory.first == "likes [p2, p1]", "the newest like first")
    }

    @Test func faultyServicesFailWhileTheSwitchIsOnAndChangeNothing() async throws {
        let faults = ServiceFaults()
        let services = ServiceBundle.inMemory(faults: faults)
        try await services.likes.like("p1")
        faults.failEverything(with: .locked(path: "/x"))
        await #expect(throws: ServiceError.locked(path: "/x")) { try await services.likes.like("p3") }
        await #expect(throws: ServiceError.locked(path: "/x")) { try await services.settings.load() }
        faults.failEverything(with: nil)
        #expect(try await services.likes.likedPosts() == ["p1"])
    }

    @Test func settingsValuesAreValidated() throws {
        #expect(try Settings.validatedName("  Ada  ") == "Ada")
        #expect(throws: SettingsValidationError.emptyName) { try Settings.validatedName("   ") }
        let zalgo = "a" + String(repeating: "\u{301}", count: 5000)
        #expect(zalgo.count == 1)
        #expect(throws: SettingsValidationError.tooManyBytes(field: "display name", bytes: 10001, limit: 160))
        {
            try Settings.validatedName(zalgo)
        }
        #expect(try Settings.validatedName("Zoë 東京 👋🏽") == "Zoë 東京 👋🏽")
        for spoof in ["al\u{200B}ice", "a\u{202E}b", "a\u{200F}b", "a\u{2028}b", "a\u{E0041}", "a\u{1B}b"] {
            #expect(throws: SettingsValidationError.controlCharacters(field: "display name")) {
                try Settings.validatedName(spoof)
            }
            #expect(throws: SettingsValidationError.controlCharacters(field: "signature")) {
                try Settings.validatedSignature(spoof)
            }
        }
        #expect(throws: SettingsValidationError.nameTooLong(41)) {
            try Settings.validatedName(String(repeating: "a", count: 41))
        }
        #expect(throws: SettingsValidationError.signatureTooLong(141)) {
            try Settings.validatedSignature(String(repeating: "b", count: 141))
        }
        var settings = Settings.initial
        #expect(try settings.validatedNewAddress("Ada@Example.com") == "ada@example.com")
        settings.connectedAccounts = ["ada@example.com"]
        #expect(throws: SettingsValidationError.duplicateAddress("ada@example.com")) {
            try settings.validatedNewAddress("ada@example.com")
        }
        for bad in ["ada", "@x.com", "a@b", "a@.com", "a b@c.com", "a@b..com"] {
            #expect(throws: SettingsValidationError.malformedAddress(bad)) {
                try settings.validatedNewAddress(bad)
            }
        }
    }
}
