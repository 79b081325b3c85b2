import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import ServicesTesting
import SettingsInterface
import Testing

@testable import Settings

@MainActor
final class FakeTools: DeveloperTools {
    var moduleCount = 3
    var leakReport: [String] = []
    var unhandledEvents: [String] = []
    var unhandledEventCount: Int { unhandledEvents.count }
    var recentUnhandledEvents: [String] { unhandledEvents }
    var isTracing = false
    var refuse = false
    func setTracing(_ on: Bool) throws(DeveloperToolsError) {
        if refuse { throw DeveloperToolsError("no trace file was given") }
        isTracing = on
    }
}

/// Settings' tests, whatever the host: the screen is built with a view that draws nothing and
/// acted on with typed actions. They say every change to its state, step by step
/// (ModuleHarness's exhaustive state). How the terminal and the browser show it is in
/// SettingsTerminalTests and SettingsWebTests.
@MainActor
@Suite struct SettingsTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of settings, which every screen a test builds follows.
    let store: SettingsStore

    init() {
        store = SettingsStore(service: services.settings)
    }

    func settings(tools: FakeTools? = nil, service: (any SettingsService)? = nil) async throws
        -> ModuleHarness<SettingsContext>
    {
        var links = Deeplinks(scheme: "mosaic")
        try SettingsRoutes.register(in: &links)
        return try await ModuleHarness(
            SettingsFeature.builder(
                SettingsDependencies(settings: service.map(SettingsStore.init) ?? store) { tools }
            ) {
                _ in
                HeadlessView<SettingsState>()
            },
            SettingsContext(routingContext: "settings"), links: links)
    }

    func screen(of section: SettingsSection, tools: FakeTools? = nil) async throws
        -> ModuleHarness<SettingsSectionContext>
    {
        var links = Deeplinks(scheme: "mosaic")
        try SettingsRoutes.register(in: &links)
        return try await ModuleHarness(
            SettingsFeature.sectionBuilder(SettingsDependencies(settings: store) { tools }) { _ in
                HeadlessView<SettingsState>()
            },
            SettingsSectionContext(section: section, routingContext: "settings"), links: links)
    }

    @Test func everySectionButTheDeveloperOneIsOnTheScreenInOrder() async throws {
        let harness = try await settings()
        let state = try #require(harness.state(as: SettingsState.self))
        #expect(state.sections == [.account, .accounts, .notifications])
        #expect(state.settings?.displayName == "Me" && state.settings?.notifications.likes == true)
        #expect(state.developer == nil)
        await harness.finish()
    }

    @Test func settingTheNameSavesItWithoutTheSpacesAroundIt() async throws {
        let harness = try await settings()
        try await harness.act(SettingsAction.setName("Ada Lovelace"))
        harness.expectState(SettingsState.self) { $0.settings?.displayName = "Ada Lovelace" }
        #expect(try await services.settings.load().displayName == "Ada Lovelace")
        try await harness.act(SettingsAction.setName("  Ada  "))
        harness.expectState(SettingsState.self) { $0.settings?.displayName = "Ada" }
        #expect(try await services.settings.load().displayName == "Ada")
        await harness.finish()
    }

    @Test func invalidValuesAreRefusedAndNothingIsSaved() async throws {
        let harness = try await settings()
        let before = try await services.settings.load()
        #expect(
            await harness.actExpectingRefusal(SettingsAction.setName(""))
                == ActionRefused(.invalid, "the display name cannot be empty; nothing was saved"))
        #expect(
            await harness.actExpectingRefusal(SettingsAction.setName(String(repeating: "n", count: 41)))
                == ActionRefused(.invalid, "the display name is 41 characters; at most 40; nothing was saved")
        )
        #expect(
            await harness.actExpectingRefusal(SettingsAction.setSignature(String(repeating: "s", count: 141)))
                == ActionRefused(.invalid, "the signature is 141 characters; at most 140; nothing was saved"))
        #expect(
            await harness.actExpectingRefusal(SettingsAction.addAccount("not-an-address"))
                == ActionRefused(.invalid, "that is not an address like name@example.com; nothing was saved"))
        #expect(try await services.settings.load() == before)
        await harness.finish()
    }

    @Test func accountsAreAddedOnceAndRemoved() async throws {
        let harness = try await settings()
        try await harness.act(SettingsAction.addAccount("Ada@Example.com"))
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["ada@example.com"] }
        try await harness.act(SettingsAction.addAccount("bob@example.org"))
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts.append("bob@example.org") }
        #expect(
            await harness.actExpectingRefusal(SettingsAction.addAccount("ada@example.com"))
                == ActionRefused(.invalid, "that account is connected already; nothing was saved"))
        try await harness.act(SettingsAction.removeAccount("ada@example.com"))
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["bob@example.org"] }
        #expect(try await services.settings.load().connectedAccounts == ["bob@example.org"])
        await harness.finish()
    }

    @Test func togglingANotificationSavesIt() async throws {
        let harness = try await settings()
        try await harness.act(SettingsAction.toggle(.comments))
        harness.expectState(SettingsState.self) { $0.settings?.notifications.comments = false }
        #expect(try await services.settings.load().notifications.comments == false)
        await harness.finish()
    }

    @Test func theDeveloperSectionIsThereOnlyWithToolsAndReadsThemAfterEachChange() async throws {
        let without = try await settings()
        #expect(
            await without.actExpectingRefusal(SettingsAction.trace(true))
                == ActionRefused("Developer is not on this screen"))
        await without.finish()

        let tools = FakeTools()
        tools.leakReport = ["Feed#3 (feed) is still alive after it was removed"]
        let harness = try await settings(tools: tools)
        let developer = try #require(harness.state(as: SettingsState.self)?.developer)
        #expect(developer.moduleCount == 3 && developer.leaks.count == 1 && !developer.isTracing)
        tools.unhandledEvents = ["Settings#1 a", "Settings#1 b", "Settings#1 c", "Settings#1 d"]
        try await harness.act(SettingsAction.toggle(.likes))
        harness.expectState(SettingsState.self) {
            $0.settings?.notifications.likes = false
            $0.developer?.unhandledEventCount = 4
            $0.developer?.recentUnhandledEvents = tools.unhandledEvents
        }
        try await harness.act(SettingsAction.trace(true))
        harness.expectState(SettingsState.self) { $0.developer?.isTracing = true }
        #expect(tools.isTracing)
        tools.refuse = true
        #expect(
            await harness.actExpectingRefusal(SettingsAction.trace(false))
                == ActionRefused("no trace file was given"))
        await harness.finish()
    }

    @Test func aScreenOfOneSectionTakesThatSectionsActionsAlone() async throws {
        let harness = try await screen(of: .notifications, tools: FakeTools())
        #expect(harness.state(as: SettingsState.self)?.sections == [.notifications])
        #expect(
            await harness.actExpectingRefusal(SettingsAction.setName("Ada"))
                == ActionRefused("Account is not on this screen"))
        #expect(
            await harness.actExpectingRefusal(SettingsAction.trace(true))
                == ActionRefused("Developer is not on this screen"))
        try await harness.act(SettingsAction.toggle(.likes))
        harness.expectState(SettingsState.self) { $0.settings?.notifications.likes = false }
        #expect(
            harness.modules.aliveModules.map(\.id.name) == ["SettingsSection"],
            "one module, no sections of its own")
        #expect(await harness.close().isEmpty)
    }

    @Test func whatASectionSavesShowsOnTheSettingsScreenBeneathWithNoRefresh() async throws {
        let root = try await settings()
        let account = try await screen(of: .account)
        try await account.act(SettingsAction.setName("Zed"))
        account.expectState(SettingsState.self) { $0.settings?.displayName = "Zed" }
        root.expectState(SettingsState.self) { $0.settings?.displayName = "Zed" }
        let notifications = try await screen(of: .notifications)
        try await notifications.act(SettingsAction.toggle(.likes))
        notifications.expectState(SettingsState.self) { $0.settings?.notifications.likes = false }
        let accounts = try await screen(of: .accounts)
        try await accounts.act(SettingsAction.addAccount("zed@example.com"))
        accounts.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["zed@example.com"] }
        notifications.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["zed@example.com"] }
        account.expectState(SettingsState.self) {
            $0.settings?.notifications.likes = false
            $0.settings?.connectedAccounts = ["zed@example.com"]
        }
        root.expectState(SettingsState.self) {
            $0.settings?.notifications.likes = false
            $0.settings?.connectedAccounts = ["zed@example.com"]
        }
        #expect(root.state(as: SettingsState.self)?.settings == (try await services.settings.load()))
        for harness in [accounts, notifications, account] { await harness.finish() }
        await root.finish()
    }

    @Test func unreadableSettingsAreAFailureAndSaveNothing() async throws {
        let faults = ServiceFaults()
        faults.failEverything(with: .unreadable(path: "/d/settings.json", reason: "bad JSON"))
        let harness = try await settings(service: ServiceBundle.inMemory(faults: faults).settings)
        let reason =
            "cannot read your settings: cannot read /d/settings.json: bad JSON; the file was left as it is"
        // A service that failed: unavailable (a page's 503), not a refusal of what was asked.
        #expect(harness.state(as: SettingsState.self)?.error == ModuleFailure(.unavailable, reason))
        let refusal = ActionRefused(.unavailable, reason)
        #expect(await harness.actExpectingRefusal(SettingsAction.setName("Ada")) == refusal)
        #expect(await harness.actExpectingRefusal(SettingsAction.toggle(.likes)) == refusal)
        await harness.finish()
    }

    @Test func settingsLinksRoundTrip() throws {
        var links = Deeplinks(scheme: "mosaic")
        try SettingsRoutes.register(in: &links)
        let context = try #require(
            try links.resolve("mosaic://settings/accounts").first as? SettingsSectionContext)
        #expect(context.section == .accounts)
        #expect(try links.link(for: [context]) == "mosaic://settings/accounts")
        #expect(throws: ModuleError.unknownRoute("sounds")) {
            try links.resolve("mosaic://settings/sounds")
        }
    }

    @Test func everySettingsScreenRoundTripsThroughItsLink() throws {
        var links = Deeplinks(scheme: "mosaic")
        try SettingsRoutes.register(in: &links)
        #expect(links.verifyRoundTrips().isEmpty)
        expectLinksRoundTrip(links) { _ in
            [SettingsContext(routingContext: "settings")]
                + SettingsSection.allCases.map {
                    SettingsSectionContext(section: $0, routingContext: "settings")
                }
        }
    }

    @Test func everyActionRoundTripsThroughItsWords() {
        expectActionsRoundTrip { value in
            [
                SettingsAction.setName(value), .setSignature(value), .addAccount(value),
                .removeAccount(value),
                .trace(true), .trace(false),
            ] + NotificationPreferences.Kind.allCases.map { .toggle($0) }
        }
    }
}
