import Domain
import ModuleKit

/// Builds a profile's header submodule.
struct HeaderContext: BuildContext {
    typealias Event = HeaderEvent
    var user: UserID
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

/// What the header asks of its parent.
enum HeaderEvent: ModuleEvent, Equatable {
    /// The user asked to write to this person.
    case openMessages(UserID)
}
