import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import SettingsInterface
import SettingsWeb
import Testing
import WebHostTesting

@testable import Settings

/// Settings in a browser: each section with its fields and switches, every change a form that
/// posts the action's words. What the screen does is SettingsTests'.
@MainActor
@Suite struct SettingsWebTests {
    let services = ServiceBundle.inMemory()
    /// The app's one store of settings, which every screen a test builds follows.
    let store: SettingsStore

    init() {
        store = SettingsStore(service: services.settings)
    }

    func settings(tools: FakeTools? = nil) async throws -> ModuleHarness<SettingsContext> {
        try await ModuleHarness(
            SettingsWeb.builder(SettingsDependencies(settings: store) { tools }),
            SettingsContext(routingContext: "settings"))
    }

    func screen(of section: SettingsSection, tools: FakeTools? = nil) async throws -> ModuleHarness<
        SettingsSectionContext
    > {
        try await ModuleHarness(
            SettingsWeb.sectionBuilder(SettingsDependencies(settings: store) { tools }),
            SettingsSectionContext(section: section, routingContext: "settings"))
    }

    @Test func eachSectionHasItsFieldsAndSwitches() async throws {
        let harness = try await settings()
        let page = harness.page(at: "/settings")
        #expect(page.hasPrefix("<h2>Settings</h2><h3>Account</h3>"))
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="name"><input type="text" name="w1" value="Me""#))
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="add-account"><input type="text" name="w1" value=""#))
        #expect(page.contains(#"<p>comments: on <form"#))
        #expect(!page.contains("<h3>Developer</h3>"))
        try await harness.act(SettingsAction.toggle(.comments))
        harness.expectState(SettingsState.self) { $0.settings?.notifications.comments = false }
        #expect(harness.page(at: "/settings").contains(#"<p>comments: off <form"#))
        await harness.finish()
    }

    @Test func theDeveloperSectionHasTheTraceSwitch() async throws {
        let harness = try await settings(tools: FakeTools())
        let page = harness.page(at: "/settings")
        #expect(page.contains("<h3>Developer</h3><p>modules alive: 3</p><p>leaks: none</p><p>trace: off "))
        #expect(
            page.contains(
                #"<input type="hidden" name="do" value="trace"><input type="hidden" name="w1" value="on">"#))
        await harness.finish()
    }

    @Test func aScreenOfOneSectionWritesThatSectionAlone() async throws {
        let harness = try await screen(of: .notifications, tools: FakeTools())
        let page = harness.page(at: "/settings/notifications")
        #expect(page.contains("<h3>Notifications</h3>"))
        #expect(!page.contains("<h3>Account</h3>") && !page.contains("<h3>Developer</h3>"))
        await harness.finish()
    }
}
