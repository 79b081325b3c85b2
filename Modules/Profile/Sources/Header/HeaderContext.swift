import Domain
import ModuleKit

/// Builds a profile's header submodule.
struct HeaderContext: BuildContext {
    typealias Event = HeaderEvent
    var user: UserID
    var routingContext: RoutingContext
}

/// What the header tells its parent.
enum HeaderEvent: ModuleEvent, Equatable {
    case followed(UserID)
    case unfollowed(UserID)
    case messageRequested(UserID)
}
