import Domain
import Foundation
import ModuleKit
import Services
import SettingsInterface
import TerminalHost
import TerminalUI

/// Runs `mosaic` with its command-line arguments; returns the exit status.
@MainActor
enum MosaicApp {
    static let version = "mosaic 0.1.0"

    static func run(arguments: [String]) async -> Int32 {
        let options: Options
        do {
            options = try Options(parsing: arguments)
        } catch {
            Terminal.writeError(
                "error: \(error)\n\(Options.usage.split(separator: "\n").prefix(3).joined(separator: "\n"))\n"
            )
            return 2
        }
        switch options.action {
        case .help:
            print(Options.usage)
            return 0
        case .version:
            print(version)
            return 0
        default:
            break
        }

        // Services: in memory, or files in the data directory (checked before anything runs).
        let services: ServiceBundle
        var directory: DataDirectory?
        // Listings need no data: they never touch the data directory.
        if options.inMemory || options.action == .routes || options.action == .modules {
            services = .inMemory()
        } else {
            let chosen = options.dataDirectory.map { DataDirectory(path: $0) } ?? .standard()
            do {
                services = try .live(directory: chosen)
                try ServiceBundle.verifyReadable(directory: chosen)
            } catch {
                Terminal.writeError("error: \(Sanitizer.sanitize(error.description))\n")
                return 1
            }
            directory = chosen
        }

        // Composition: builders, links, listeners, tracing.
        // The developer tools need the manager the composition makes: the builder reads them late.
        let toolsSlot = DeveloperToolsSlot()
        var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)?
        if options.developer {
            developer = { toolsSlot.tools }
        }
        let root: CompositionRoot
        do {
            root = try CompositionRoot(services: services, developer: developer)
        } catch {
            Terminal.writeError("error: \(error)\n")
            return 1
        }
        let modules = root.modules
        let tracing = Tracing(
            path: options.trace ?? directory.map { $0.file("trace.jsonl") }, modules: modules)
        let tools = AppDeveloperTools(modules: modules, tracing: tracing)
        toolsSlot.tools = tools
        if options.trace != nil {
            do {
                try tracing.start()
            } catch {
                Terminal.writeError("error: \(error)\n")
                return 2
            }
        }
        defer { tracing.stop() }

        switch options.action {
        case .routes:
            printRoutes(root)
            return 0
        case .modules:
            printModules(root)
            return 0
        default:
            break
        }

        // The session.
        let input: any LineSource
        if let script = options.script {
            guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
                Terminal.writeError("error: cannot read script \(Sanitizer.sanitize(script))\n")
                return 2
            }
            input = ScriptedLines(text: text)
        } else {
            input = StandardInput()
        }
        let interactive = options.script == nil && Terminal.inputIsTerminal
        let navigator = Navigator(modules: modules, tabs: CompositionRoot.tabs)
        let session = directory.map { NavigationSession(store: NavigationStore(directory: $0)) }
        let shell = TerminalShell(
            navigator: navigator, router: root.router, policy: .detect(disabled: options.noColor),
            prompt: interactive ? "mosaic> " : nil)
        shell.onLeaks = { leaks in tools.leaks += leaks }
        RoutingListener.install(
            on: modules, navigator: navigator, notice: { [unowned shell] in shell.post($0) },
            failed: { [unowned shell] in shell.report($0) })

        do {
            try navigator.start()
        } catch {
            shell.report(error)
            return 1
        }
        if interactive || options.restore, let session {
            session.restore(into: shell)
        }
        if case .open(let url) = options.action {
            do {
                try shell.open(url)
            } catch {
                shell.report(error)
                return 1
            }
        }
        shell.afterEachCommand = { session?.save(from: shell) }
        await shell.run(input: input)
        session?.save(from: shell)
        return !interactive && shell.failed ? 1 : 0
    }

    private static func printRoutes(_ root: CompositionRoot) {
        let names = Dictionary(
            root.modules.registrations.map { ($0.contextType, $0.name) },
            uniquingKeysWith: { first, _ in first })
        var table = Table()
        table.row([
            Span("link", style: .heading), Span("module", style: .heading), Span("context", style: .heading),
        ])
        for route in root.router.routes {
            table.row(["mosaic://\(route.pattern)", names[route.contextType] ?? "?", route.contextType])
        }
        var screen = Screen()
        screen.table(table)
        print(screen.render(.detect()), terminator: "")
    }

    private static func printModules(_ root: CompositionRoot) {
        var table = Table()
        table.row([
            Span("module", style: .heading), Span("context", style: .heading),
            Span("events", style: .heading),
        ])
        for registration in root.modules.registrations {
            table.row([registration.name, registration.contextType, registration.eventType])
        }
        var screen = Screen()
        screen.table(table)
        print(screen.render(.detect()), terminator: "")
    }
}

/// Holds the developer tools once they exist.
@MainActor
final class DeveloperToolsSlot {
    var tools: AppDeveloperTools?
}
