import Domain
import Likes
import LikesInterface
import LikesTerminal
import ModuleKitCore
import Services
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs Likes alone on in-memory fakes, with three posts liked already.
// Try, in this package's folder (the demo is no product: only its own package runs it):
//     printf 'unlike 2\nopen 1\nquit\n' | swift run likes-demo [--latency MS]

let arguments = DemoArguments.parse(about: "Likes alone")
let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
for post: PostID in ["p5", "p3", "p1"] { try await services.likes.like(post) }
let modules = ModuleManager()
try modules.register(
    LikesTerminal.builder(LikesDependencies(posts: services.posts, likes: LikeStore(service: services.likes)))
)
let status = await TerminalDemo(modules: modules, root: LikesContext(routingContext: "demo"), pace: .detect())
    .run()
exit(status)
