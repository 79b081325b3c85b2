import ModuleKit

/// Assembles one section of the settings screen from its part.
@MainActor
enum SectionModule {
    static func make<Part: CommandedSection>(context: SectionContext, part: Part) -> any ModuleProtocol<
        SectionContext
    > {
        AssembledModule(context: context) { events in
            SectionPresenter(part: part, events: events)
        } view: {
            SectionView(presenter: $0)
        }
    }
}
