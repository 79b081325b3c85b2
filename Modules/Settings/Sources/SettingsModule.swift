import ModuleKit
import SettingsInterface

/// Assembles Settings: a container with one section module per slot, in display order.
@MainActor
enum SettingsModule {
    static func make(
        context: SettingsContext, children: ModuleContainer, sections: [any ModuleProtocol<SectionContext>]
    ) throws(ModuleError) -> any ModuleProtocol<SettingsContext> {
        let title = context.section.map { "Settings › \($0.title)" } ?? "Settings"
        let module = AssembledModule(context: context) { _ in
            SettingsPresenter(title: title)
        } view: {
            SettingsView(presenter: $0, container: children)
        }
        for section in sections {
            // A change saved in one section may show in another (the developer section's counts).
            try children.attach(section, to: section.context.section.rawValue) {
                [unowned children, unowned section] _ in
                children.refreshChildren(except: section)
            }
        }
        return module
    }
}
