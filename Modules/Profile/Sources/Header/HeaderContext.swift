import Domain
import ModuleKitCore

/// Builds a profile's header submodule. It tells the world nothing: a follow is saved and shown.
struct HeaderContext: BuildContext {
    var user: UserID
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}
