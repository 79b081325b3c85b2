import ModuleKitCore

// The "Interface" side of two tiny features used across these tests. Code that routes
// between them (see TwoModuleSampleTests) sees only these types.

/// A list of items; `open N` asks to show item N.
struct CatalogContext: BuildContext {
    typealias Event = CatalogEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["catalog"] }
}

enum CatalogEvent: Equatable, Sendable {
    case open(String)
    case close
}

/// One item; it can be configured with a note after it is built.
struct DetailContext: BuildContext {
    typealias Event = DetailEvent
    typealias Input = any DetailInput
    var item: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { ["item", item] }
}

enum DetailEvent: Equatable, Sendable {
    case favourite(String)
    case close
}

@MainActor
protocol DetailInput: AnyObject {
    func setNote(_ note: String)
}

/// A container that embeds a Detail module in its "detail" slot.
struct ShelfContext: BuildContext {
    typealias Event = ShelfEvent
    var item: String
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

enum ShelfEvent: Equatable, Sendable {
    case favouritesChanged(Int)
}
