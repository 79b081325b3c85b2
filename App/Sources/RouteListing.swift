import ModuleKitCore
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `mosaic routes` lists: every route's link pattern, the feature that owns it (the one
/// whose interface declares the context it builds), the module registered for that context,
/// and the context.
struct RouteListing {
    /// One route, as listed.
    struct Row: Encodable, Equatable {
        let link: String
        let feature: String
        let module: String
        let context: String
    }

    let rows: [Row]

    @MainActor
    init(_ root: CompositionRoot) {
        let modules = Dictionary(
            root.modules.registrations.map { ($0.contextType, $0.name) },
            uniquingKeysWith: { first, _ in first })
        rows = (root.modules.links?.routes ?? []).map { route in
            Row(
                link: "mosaic://\(route.pattern)", feature: Self.feature(of: route),
                module: modules[route.contextType] ?? "?", context: route.contextType)
        }
    }

    /// The feature that owns `route`: the module declaring its context, without the
    /// `Interface` every feature's contracts module ends with (`FeedInterface` → `Feed`).
    static func feature(of route: DeeplinkRoute) -> String {
        let module = route.contextModule
        return module.hasSuffix("Interface") ? String(module.dropLast("Interface".count)) : module
    }

    /// The rows as a table with a heading.
    var table: Screen {
        var table = Table()
        table.row([
            Span("link", style: .heading), Span("feature", style: .heading), Span("module", style: .heading),
            Span("context", style: .heading),
        ])
        for row in rows { table.row([row.link, row.feature, row.module, row.context]) }
        var screen = Screen()
        screen.table(table)
        return screen
    }

    /// The rows as a JSON array of objects (`link`, `feature`, `module`, `context`), keys sorted.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings cannot fail.
        let data = (try? encoder.encode(rows)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
