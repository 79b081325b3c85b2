import ModuleKitCore
import SettingsInterface
import TerminalHost

/// What the settings' developer section shows and controls, over the app's module manager.
@MainActor
final class AppDeveloperTools: DeveloperTools {
    private let modules: ModuleManager
    private let tracing: Tracing
    /// Every leak the session found, oldest first.
    private(set) var leakReport: [String] = []
    private var leaks: Subscription?
    /// The events that reached no one: how many, and the last few.
    private let unhandled: UnhandledEventLog

    init(modules: ModuleManager, tracing: Tracing) {
        self.modules = modules
        self.tracing = tracing
        unhandled = UnhandledEventLog(modules: modules)
        leaks = modules.observe([.leak]) { [weak self] record in self?.leakReport.append(record.summary) }
    }

    var unhandledEventCount: Int { unhandled.count }
    var recentUnhandledEvents: [String] { unhandled.recent }

    var moduleCount: Int { modules.aliveModules.count }
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
