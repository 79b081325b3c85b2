import ModuleKit
import __NAME__Interface

/// Assembles __NAME__: its presenter (with the state) and its view.
@MainActor
enum __NAME__Module {
    static func make(context: __NAME__Context, interactor: __NAME__Interactor) -> any ModuleProtocol<
        __NAME__Context
    > {
        AssembledModule(context: context) { events in
            __NAME__Presenter(interactor: interactor, events: events)
        } view: {
            __NAME__View(presenter: $0)
        }
    }
}
