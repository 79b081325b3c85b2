import ModuleKit

/// Builds the screen that celebrates a milestone.
public struct MilestoneContext: BuildContext {
    public typealias Event = MilestoneEvent
    public var count: Int
    public var routingContext: RoutingContext

    public init(count: Int, routingContext: RoutingContext) {
        self.count = count
        self.routingContext = routingContext
    }
    /// The counter app opens no links: its screens have none.
    public var deeplinkSegments: [String]? { nil }
}

/// What the milestone screen tells the world.
public enum MilestoneEvent: Equatable, Sendable {
    /// The person is done looking at it.
    case closed
}

/// A one-label screen with a close button.
@MainActor
final class MilestoneModule: ModuleProtocol, WidgetView {
    let context: MilestoneContext
    let events = EventStream<MilestoneEvent>()

    init(context: MilestoneContext) { self.context = context }

    var view: any ModuleView { self }
    var body: Widget {
        .column([.label("You reached \(context.count)!"), .button(title: "Close", action: .close)])
    }

    func tap(_ action: CounterAction) {
        if action == .close { events.emit(.closed) }
    }
}

/// The milestone screen's entry point.
public enum MilestoneFeature {
    public static func builder() -> ModuleBuilder<MilestoneContext> {
        ModuleBuilder(name: "Milestone") { MilestoneModule(context: $0) }
    }
}
