import ModuleKit

/// Builds a counter that reports every step and each multiple of `milestone`.
public struct CounterContext: BuildContext {
    public typealias Event = CounterEvent
    public typealias Input = any CounterInput
    public var milestone: Int
    public var routingContext: RoutingContext

    public init(milestone: Int = 5, routingContext: RoutingContext) {
        self.milestone = milestone
        self.routingContext = routingContext
    }
    /// The counter app opens no links: its screens have none.
    public var deeplinkSegments: [String]? { nil }
}

/// What a counter tells the world.
public enum CounterEvent: Equatable, Sendable {
    /// The count changed to this value.
    case counted(Int)
    /// The count reached a multiple of the milestone.
    case reachedMilestone(Int)
}

/// How a parent or the app configures a counter after building it.
@MainActor
public protocol CounterInput: AnyObject {
    /// Starts counting from `count` instead of 0.
    func start(at count: Int)
}
