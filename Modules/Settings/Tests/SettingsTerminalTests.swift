import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import ServicesTesting
import SettingsInterface
import SettingsTerminal
import TerminalHostTesting
import Testing

@testable import Settings

/// Settings in a terminal: the sections as lines, and the commands that read a person's words —
/// quoted names, accounts by number, and their mistakes. What the screen does is SettingsTests'.
@MainActor
@Suite struct SettingsTerminalTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of settings, which every screen a test builds follows.
    let store: SettingsStore

    init() {
        store = SettingsStore(service: services.settings)
    }

    func settings(tools: FakeTools? = nil) async throws -> ModuleHarness<SettingsContext> {
        try await ModuleHarness(
            SettingsTerminal.builder(SettingsDependencies(settings: store) { tools }),
            SettingsContext(routingContext: "settings"))
    }

    func screen(of section: SettingsSection, tools: FakeTools? = nil) async throws -> ModuleHarness<
        SettingsSectionContext
    > {
        try await ModuleHarness(
            SettingsTerminal.sectionBuilder(SettingsDependencies(settings: store) { tools }),
            SettingsSectionContext(section: section, routingContext: "settings"))
    }

    @Test func everySectionShowsItsRowsInOrder() async throws {
        let harness = try await settings()
        let headings = harness.screen.split(separator: "\n").filter {
            ["Account", "Connected accounts", "Notifications", "Developer"].contains($0)
        }
        #expect(headings == ["Account", "Connected accounts", "Notifications"])
        #expect(harness.screen.contains("display name: Me"))
        #expect(harness.screen.contains("likes:    on"))
        await harness.finish()
    }

    @Test func settingTheNameSavesItAndShowsIt() async throws {
        let harness = try await settings()
        try await harness.send(#"set name "Ada Lovelace""#)
        harness.expectState(SettingsState.self) { $0.settings?.displayName = "Ada Lovelace" }
        #expect(harness.screen.contains("display name: Ada Lovelace"))
        #expect(try await services.settings.load().displayName == "Ada Lovelace")
        await harness.finish()
    }

    @Test func aNameIsSavedAsValidatedWithoutTheSpacesAroundIt() async throws {
        let harness = try await settings()
        try await harness.send(#"set name "  Ada  ""#)
        harness.expectState(SettingsState.self) { $0.settings?.displayName = "Ada" }
        #expect(try await services.settings.load().displayName == "Ada")
        #expect(harness.screen.contains("display name: Ada\n"))
        await harness.finish()
    }

    @Test func invalidValuesAreRefusedAndNothingIsSaved() async throws {
        let harness = try await settings()
        let before = try await services.settings.load()
        #expect(
            await harness.sendExpectingError(#"set name """#)
                == .refused("the display name cannot be empty; nothing was saved"))
        #expect(
            await harness.sendExpectingError("set name " + String(repeating: "n", count: 41))
                == .refused("the display name is 41 characters; at most 40; nothing was saved"))
        #expect(
            await harness.sendExpectingError("set signature " + String(repeating: "s", count: 141))
                == .refused("the signature is 141 characters; at most 140; nothing was saved"))
        #expect(
            await harness.sendExpectingError("account add not-an-address")
                == .refused("that is not an address like name@example.com; nothing was saved"))
        #expect(
            await harness.sendExpectingError("set colour red")
                == .invalidArgument("colour", expected: "name or signature"))
        #expect(
            await harness.sendExpectingError("toggle sounds")
                == .invalidArgument("sounds", expected: "likes, comments, follows or messages"))
        #expect(try await services.settings.load() == before)
        await harness.finish()
    }

    @Test func accountsAreAddedOnceAndRemovedByNumber() async throws {
        let harness = try await settings()
        try await harness.send("account add Ada@Example.com")
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["ada@example.com"] }
        try await harness.send("account add bob@example.org")
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts.append("bob@example.org") }
        #expect(
            await harness.sendExpectingError("account add ada@example.com")
                == .refused("that account is connected already; nothing was saved"))
        #expect(harness.screen.contains("account 1: ada@example.com"))
        try await harness.send("account remove 1")
        harness.expectState(SettingsState.self) { $0.settings?.connectedAccounts = ["bob@example.org"] }
        #expect(try await services.settings.load().connectedAccounts == ["bob@example.org"])
        #expect(await harness.sendExpectingError("account remove 5") == .noSuchRow(5, count: 1))
        await harness.finish()
    }

    @Test func togglingANotificationSavesIt() async throws {
        let harness = try await settings()
        try await harness.send("toggle comments")
        harness.expectState(SettingsState.self) { $0.settings?.notifications.comments = false }
        #expect(harness.screen.contains("comments: off"))
        #expect(try await services.settings.load().notifications.comments == false)
        await harness.finish()
    }

    @Test func theDeveloperSectionAppearsOnlyWhenAskedFor() async throws {
        let without = try await settings()
        #expect(
            without.screen.hasSuffix(
                "Notifications\n  likes:    on\n  comments: on\n  follows:  on\n  messages: on\n"))
        #expect(await without.sendExpectingError("trace on") == .unknownCommand("trace"))
        await without.finish()

        let tools = FakeTools()
        tools.leakReport = ["Feed#3 (feed) is still alive after it was removed"]
        let harness = try await settings(tools: tools)
        #expect(harness.screen.contains("modules alive:    3"))
        #expect(harness.screen.contains("leaks:            Feed#3 (feed)"))
        #expect(harness.screen.contains("unhandled events: none"))
        tools.unhandledEvents = ["Settings#1 a", "Settings#1 b", "Settings#1 c", "Settings#1 d"]
        try await harness.send("toggle likes")
        harness.expectState(SettingsState.self) {
            $0.settings?.notifications.likes = false
            $0.developer?.unhandledEventCount = 4
            $0.developer?.recentUnhandledEvents = tools.unhandledEvents
        }
        #expect(harness.screen.contains("unhandled events: 4: Settings#1 b; Settings#1 c; Settings#1 d"))
        try await harness.send("trace on")
        harness.expectState(SettingsState.self) { $0.developer?.isTracing = true }
        #expect(tools.isTracing)
        #expect(harness.screen.contains("trace:            on"))
        tools.refuse = true
        #expect(await harness.sendExpectingError("trace off") == .refused("no trace file was given"))
        #expect(
            await harness.sendExpectingError("trace maybe")
                == .invalidArgument("maybe", expected: "on or off"))
        await harness.finish()
    }

    @Test func aSectionContextShowsThatSectionAlone() async throws {
        let harness = try await screen(of: .notifications)
        #expect(
            harness.screen == """
                Settings › Notifications

                Notifications
                  likes:    on
                  comments: on
                  follows:  on
                  messages: on

                """)
        await harness.finish()
    }

    @Test func unreadableSettingsSaySoAndSaveNothing() async throws {
        let faults = ServiceFaults()
        faults.failEverything(with: .unreadable(path: "/d/settings.json", reason: "bad JSON"))
        let harness = try await ModuleHarness(
            SettingsTerminal.builder(
                SettingsDependencies(
                    settings: SettingsStore(service: ServiceBundle.inMemory(faults: faults).settings))),
            SettingsContext(routingContext: "settings"))
        let reason =
            "cannot read your settings: cannot read /d/settings.json: bad JSON; the file was left as it is"
        #expect(harness.screen.hasPrefix("Settings\nerror: \(reason)\n"))
        #expect(await harness.sendExpectingError("set name Ada") == .refused(reason))
        #expect(await harness.sendExpectingError("toggle likes") == .refused(reason))
        await harness.finish()
    }

    @Test func aScreenOfOneSectionOffersThatSectionsCommandsAlone() async throws {
        let harness = try await screen(of: .notifications, tools: FakeTools())
        #expect(await harness.sendExpectingError("set name Ada") == .unknownCommand("set"))
        #expect(await harness.sendExpectingError("trace on") == .unknownCommand("trace"))
        try await harness.send("toggle likes")
        harness.expectState(SettingsState.self) { $0.settings?.notifications.likes = false }
        #expect(harness.screen.contains("likes:    off"))
        #expect(
            harness.modules.aliveModules.map(\.id.name) == ["SettingsSection"],
            "one module, no sections of its own")
        #expect(await harness.close().isEmpty)
    }
}
