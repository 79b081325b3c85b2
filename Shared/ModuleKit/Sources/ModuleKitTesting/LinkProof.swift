import ModuleKitCore

/// Why the screen `screen` — built for `context` — shows a link that does not open it again with
/// `links`: no route opens the link, or its route opens another screen (or the same one with
/// other values); `nil` when the link opens it again, or when the screen has no link (a context
/// without `deeplinkSegments`). One line, naming the screen, its link and the fix: what
/// ``AppHarness`` and ``ModuleHarness`` fail a test with.
@MainActor
func linkProblem(of context: any BuildContext, screen: String, links: Deeplinks) -> String? {
    do {
        try links.verifyRoundTrip(of: context)
        return nil
    } catch .notLinkable {
        return nil
    } catch {
        let link = (try? links.link(for: [context])) ?? "its link"
        let screenName = "the screen \(screen) (\(type(of: context)))"
        let why =
            switch error {
            case .unknownRoute, .unknownScheme:
                """
                shows the link \(link), which no route opens (\(error)): register a route for \
                \(type(of: context))'s link, or give it none (deeplinkSegments nil)
                """
            case .linkOpensAnotherScreen:
                "shows the link \(link), which opens another screen: \(error)"
            default:
                "shows the link \(link), which does not open it again: \(error)"
            }
        return "\(screenName) \(why)"
    }
}
