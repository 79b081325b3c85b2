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
        let module = AssembledModule(context: context, container: container) { events in
            SettingsPresenter(title: title, events: events)
        } view: {
            SettingsView(presenter: $0, container: container)
        }
        let presenter = module.presenter
        for section in sections {
            // A change in one section may show in another (the developer section's counts).
            try container.attach(section, to: section.context.section.rawValue) {
                [unowned presenter, unowned container, unowned section] event in
                presenter.sectionEvent(event)
                container.refreshChildren(except: section)
            }
        }
        return module
    }

}
