import ModuleKit
import SettingsInterface

/// Assembles Settings: a container with one section module per slot, in display order.
@MainActor
enum SettingsModule {
    static func make(context: SettingsContext, sections: [any ModuleProtocol<SectionContext>])
        throws(ModuleError)
        -> any ModuleProtocol<SettingsContext>
    {
        let container = ModuleContainer()
        let title = context.section.map { "Settings › \($0.title)" } ?? "Settings"
        let module = AssembledModule(context: context, container: container) { _ in
            SettingsPresenter(title: title)
        } view: {
            SettingsView(presenter: $0, container: container)
        }
        for section in sections {
            // A change saved in one section may show in another (the developer section's counts).
            try container.attach(section, to: section.context.section.rawValue) {
                [unowned container, unowned section] _ in
                container.refreshChildren(except: section)
            }
        }
        return module
    }
}
