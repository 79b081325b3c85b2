import ModuleKit
import SettingsInterface
import TerminalHost

/// What the settings' developer section shows and controls, over the app's module manager.
@MainActor
final class AppDeveloperTools: DeveloperTools {
    private let modules: ModuleManager
    private let tracing: Tracing
    /// Every leak the session found, oldest first.
    var leaks: [LeakReport] = []
    /// The events that reached no one: how many, and the last few.
    private let unhandled: UnhandledEventLog

    init(modules: ModuleManager, tracing: Tracing) {
        self.modules = modules
        self.tracing = tracing
        unhandled = UnhandledEventLog(modules: modules)
    }

    var unhandledEventCount: Int { unhandled.count }
    var recentUnhandledEvents: [String] { unhandled.recent }

    var moduleCount: Int { modules.aliveModules.count }
    var leakReport: [String] { leaks.map(\.description) }
    var isTracing: Bool { tracing.isOn }

    func setTracing(_ on: Bool) throws(DeveloperToolsError) {
        if on {
            do {
                try tracing.start()
            } catch {
                throw DeveloperToolsError(error.description)
            }
        } else {
            tracing.stop()
        }
    }
}
