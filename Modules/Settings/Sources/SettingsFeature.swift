import Domain
import ModuleKit
import SettingsInterface

/// What Settings needs from the app.
public struct SettingsDependencies: Sendable {
    /// Where the settings are read and saved.
    public var settings: any SettingsService
    /// The developer section's tools; `nil` leaves the section out.
    public var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)

    /// What Settings needs; without `developer` tools, no developer section.
    public init(
        settings: any SettingsService,
        developer: @escaping @MainActor @Sendable () -> (any DeveloperTools)? = { nil }
    ) {
        self.settings = settings
        self.developer = developer
    }
}

/// Settings' entry point. Each section is a submodule it builds through the manager.
public enum SettingsFeature {
    /// Builds the settings screen, whole or one section.
    public static func builder(_ dependencies: SettingsDependencies) -> ModuleBuilder<SettingsContext> {
        let interactor = SettingsInteractor(dependencies)
        let section = ModuleBuilder<SectionContext>(name: "Section") { context in
            switch context.section {
            case .account: SectionModule.make(context: context, part: AccountSection(interactor: interactor))
            case .accounts:
                SectionModule.make(context: context, part: ConnectedAccountsSection(interactor: interactor))
            case .notifications:
                SectionModule.make(context: context, part: NotificationsSection(interactor: interactor))
            case .developer:
                SectionModule.make(context: context, part: DeveloperSection(tools: dependencies.developer()))
            }
        }
        return ModuleBuilder(name: "Settings", submodules: section) {
            context, children throws(ModuleError) in
            let hasTools = dependencies.developer() != nil
            let shown = SettingsSection.allCases.filter { section in
                (context.section == nil || context.section == section) && (section != .developer || hasTools)
            }
            var sections: [any ModuleProtocol<SectionContext>] = []
            for section in shown {
                sections.append(
                    try children.build(
                        SectionContext(
                            section: section, routingContext: context.routingContext.child(section.rawValue)))
                )
            }
            return try SettingsModule.make(context: context, children: children, sections: sections)
        }
    }
}
