import ModuleKit

/// The example's composition root: registers both builders, shows the counter in a navigator,
/// and routes with listeners — a milestone pushes the milestone screen, its close pops it.
///
/// ```swift
/// let app = try CounterApp()
/// app.top?.tap(.increment)
/// ```
@MainActor
public final class CounterApp {
    /// The modules of the app.
    public let modules = ModuleManager()
    /// Where they are shown.
    public let navigator: Navigator

    public init(milestone: Int = 5) throws {
        try modules.register(CounterFeature.builder())
        try modules.register(MilestoneFeature.builder())
        navigator = Navigator(
            modules: modules,
            tabs: [
                Tab(name: "counter", root: CounterContext(milestone: milestone, routingContext: "counter"))
            ])
        modules.listen(to: CounterEvent.self) { [navigator] event, source in
            guard case .reachedMilestone(let count) = event else { return .ignored }
            _ = try? navigator.push(
                MilestoneContext(count: count, routingContext: source.routingContext.child("milestone")))
            return .handled
        }
        modules.listen(to: MilestoneEvent.self) { [navigator] _, source in
            try? navigator.close(source.id)
            return .handled
        }
        try navigator.start()
    }

    /// The view on screen, as this example's host draws it.
    public var top: (any WidgetView)? { navigator.top?.module.view as? any WidgetView }
}
