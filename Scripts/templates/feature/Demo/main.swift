import Domain
import ModuleKitCore
import Services
import TerminalHost
import __NAME__
import __NAME__Interface
import __NAME__Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs __NAME__ alone on in-memory fakes.
// Try, in this package's folder (the demo is no product: only its own package runs it):
//     printf 'open 1\nquit\n' | swift run __LOWER__-demo [--latency MS]

let arguments = DemoArguments.parse(about: "__NAME__ alone")
let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
let posts: any PostService = services.posts
let modules = ModuleManager()
try modules.register(__NAME__Terminal.builder(__NAME__Dependencies(posts: posts)))
let demo = TerminalDemo(modules: modules, root: __NAME__Context(routingContext: "demo"), pace: .detect())
exit(await demo.run())
