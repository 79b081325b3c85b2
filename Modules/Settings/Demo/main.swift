import Domain
import ModuleKitCore
import Services
import Settings
import SettingsInterface
import SettingsTerminal
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Runs Settings alone on in-memory fakes, with the developer section on.
// Try, in this package's folder (the demo is no product: only its own package runs it):
//     printf 'set name "Ada L."\naccount add ada@example.com\ntoggle likes\ntrace on\nquit\n' | swift run settings-demo [--latency MS]

/// Developer tools over the demo's own module manager.
@MainActor
final class DemoTools: DeveloperTools {
    let modules: ModuleManager
    private(set) var isTracing = false
    private let unhandled: UnhandledEventLog
    init(modules: ModuleManager) {
        self.modules = modules
        unhandled = UnhandledEventLog(modules: modules)
    }
    var unhandledEventCount: Int { unhandled.count }
    var recentUnhandledEvents: [String] { unhandled.recent }
    var moduleCount: Int { modules.aliveModules.count }
    var leakReport: [String] { [] }
    func setTracing(_ on: Bool) throws(DeveloperToolsError) { isTracing = on }
}

let arguments = DemoArguments.parse(about: "Settings alone, with the developer section on")
let services = ServiceBundle.inMemory().delayed(by: arguments.latency)
let modules = ModuleManager()
let tools = DemoTools(modules: modules)
try modules.register(
    SettingsTerminal.builder(
        SettingsDependencies(settings: SettingsStore(service: services.settings)) { tools }))
let status = await TerminalDemo(
    modules: modules, root: SettingsContext(routingContext: "demo"), pace: .detect()
).run()
exit(status)
