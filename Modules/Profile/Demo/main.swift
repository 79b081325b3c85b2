import Domain
import Feed
import FeedInterface
import FeedTerminal
import ModuleKitCore
import Profile
import ProfileInterface
import ProfileTerminal
import Services
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs Profile alone on in-memory fakes. Its posts are a Feed module: the demo, like the app,
// hands Profile Feed's builder — Profile never sees Feed's implementation.
// Try, in this package's folder (the demo is no product: only its own package runs it):
//     printf 'follow\ngrid\nlike 1\nquit\n' | swift run profile-demo [--latency MS] [HANDLE]

let arguments = DemoArguments.parse(about: "Profile alone (its posts are a Feed)", arguments: "[HANDLE]")
let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
let modules = ModuleManager()
let feed = FeedTerminal.builder(
    FeedDependencies(posts: services.posts, likes: LikeStore(service: services.likes)))
try modules.register(
    ProfileTerminal.builder(
        ProfileDependencies(
            users: services.users, follows: FollowStore(service: services.follows),
            settings: SettingsStore(service: services.settings), posts: feed))
)
let handle = arguments.positional.first ?? "alice"
let status = await TerminalDemo(
    modules: modules, root: ProfileContext(user: UserID(handle), routingContext: "demo"), pace: .detect()
)
.run()
exit(status)
