import ModuleKitCore

/// A screen opened by a link: the segments it was opened with are the ones it writes.
struct Screen: BuildContext {
    var segments: [String]
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { segments }
}

/// Links with a route of every kind: literals alone and chained, identifiers, integers, free
/// text, a literal that outranks a parameter, and a priority.
@MainActor func sampleLinks() -> Deeplinks {
    var links = Deeplinks(scheme: "mosaic")
    let patterns: [(pattern: String, priority: Int)] = [
        ("feed", 0), ("likes", 0), ("me", 0), ("settings", 0), ("settings/{section:text}", 0),
        ("profile/{handle}", 0), ("post/{id}", 0), ("post/new", 0), ("page/{number:integer}", 0),
        ("search/{query:text}/in/{scope}", 0), ("help/{topic:text}", 1),
    ]
    for (pattern, priority) in patterns {
        do {
            try links.register(pattern, priority: priority) { parameters, routing in
                Screen(
                    segments: pattern.split(separator: "/").map { piece in
                        piece.hasPrefix("{")
                            ? parameters[String(piece.dropFirst().prefix { $0 != ":" && $0 != "}" })]
                            : String(piece)
                    }, routingContext: routing)
            }
        } catch {
            fatalError("the sample routes are refused: \(error)")
        }
    }
    return links
}
