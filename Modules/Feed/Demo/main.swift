import Domain
import Feed
import FeedInterface
import FeedTerminal
import ModuleKitCore
import Services
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs Feed alone on in-memory fakes: the home feed, and the post screen when a post is opened.
// Try, in this package's folder (the demo is no product: only its own package runs it):
//     printf 'like 1\nopen 2\nlike\nback\nquit\n' | swift run feed-demo [--latency MS]

let arguments = DemoArguments.parse(about: "Feed (the home feed and its post screens) alone")
let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
let dependencies = FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes))
let modules = ModuleManager()
try modules.register(FeedTerminal.builder(dependencies))
try modules.register(FeedTerminal.postBuilder(dependencies))
let demo = TerminalDemo(
    modules: modules, root: FeedContext(source: .home, routingContext: "demo"), pace: .detect())
modules.listen(to: FeedEvent.self) { [navigator = demo.navigator] event, source in
    guard case .openPost(let post) = event else { return .ignored }
    _ = try? navigator.push(PostContext(post: post, routingContext: source.routingContext.child("post")))
    return .handled
}
let status = await demo.run()
exit(status)
