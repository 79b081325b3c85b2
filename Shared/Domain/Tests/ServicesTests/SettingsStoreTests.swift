import Domain
import ModuleKitCore
import Services
import ServicesTesting
import Testing

@MainActor
@Suite struct SettingsStoreTests {
    @Test func aSaveIsMadeThroughTheServiceThenEveryObserverHearsIt() async throws {
        let service = ServiceBundle.inMemory().settings
        let settings = SettingsStore(service: service)
        var first: [String] = []
        var second: [String] = []
        let a = settings.observe { first.append($0.displayName) }
        let b = settings.observe { second.append($0.displayName) }
        #expect(try await settings.load() == .initial)
        try await settings.update { $0.displayName = "Zed" }
        #expect(first == ["Me", "Zed"] && second == first)
        #expect(settings.settings?.displayName == "Zed")
        #expect(try await service.load().displayName == "Zed", "saved through the service")
        a.cancel()
        b.cancel()
    }

    @Test func aRefusedOrFailedSaveChangesNothingAndNoOneHears() async throws {
        let faults = ServiceFaults()
        let settings = SettingsStore(service: ServiceBundle.inMemory(faults: faults).settings)
        _ = try await settings.load()
        var heard = 0
        let observation = settings.observe { _ in heard += 1 }
        await #expect(throws: SettingsUpdateError.invalid(.emptyName)) {
            try await settings.update { settings throws(SettingsValidationError) in
                settings.displayName = try Settings.validatedName(" ")
            }
        }
        faults.failEverything(with: .unwritable(path: "/data/settings.json", reason: "disk full"))
        await #expect(
            throws: SettingsUpdateError.service(.unwritable(path: "/data/settings.json", reason: "disk full"))
        ) {
            try await settings.update { $0.displayName = "Zed" }
        }
        #expect(settings.settings == .initial && heard == 0)
        observation.cancel()
    }

    @Test func aReadThatFindsNothingChangedTellsNoOne() async throws {
        let settings = SettingsStore(service: ServiceBundle.inMemory().settings)
        _ = try await settings.load()
        var heard = 0
        let observation = settings.observe { _ in heard += 1 }
        _ = try await settings.load()
        #expect(heard == 0)
        observation.cancel()
    }
}
