import CommandLines
import Domain
import ModuleKitCore
import ModuleKitRecording
import Services
import SettingsInterface
import TerminalHost
import TerminalUI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs `mosaic` with its command-line arguments; returns the exit status. Start-up is a few
/// named steps; a step that cannot go on stops with one `error:` line and a status.
@MainActor
public enum MosaicApp {
    /// Runs the command `arguments` (the program's name left out) say; returns the exit status.
    public static func run(arguments: [String]) async -> Int32 {
        do {
            switch try parse(arguments) {
            case .help(let page), .version(let page):
                print(page)
                return 0
            case .run(.serve(let options)):
                // Each host composes its own app: a browser's sessions each get one (WebServing).
                let (services, directory) = try openServices(
                    options.data, latency: options.latency, failing: options.failing)
                return try await WebServing.run(services: services, directory: directory, options: options)
            case .run(.routes(let options)):
                let app = try compose(services: .inMemory(), directory: nil)
                defer { app.tracing.stop() }
                return printRoutes(app.root, options.output)
            case .run(.modules):
                let app = try compose(services: .inMemory(), directory: nil)
                defer { app.tracing.stop() }
                printModules(app.root)
                return 0
            case .run(.replay(let options)):
                return try await replay(options)
            case .run(.session(let options)):
                let (services, directory) = try openServices(
                    options.data, latency: options.latency, failing: options.failing)
                let app = try compose(
                    services: services, directory: directory, trace: options.trace,
                    developer: options.developer,
                    drawsPhotos: ColorPolicy.detect(disabled: options.noColor).isEnabled)
                defer { app.tracing.stop() }
                return try await runSession(app, directory: directory, options: options)
            }
        } catch {
            // Everything echoed may hold text from the command line or a data file: each line is
            // sanitised, a line break inside it too, so that each stays one line.
            Terminal.writeError(error.lines.map { Sanitizer.sanitize($0) + "\n" }.joined())
            return error.status
        }
    }

    // MARK: Steps

    /// The command, its help or the version — or a usage error (status 2): one `error:` line and
    /// the help that says how.
    private static func parse(_ arguments: [String]) throws(StartFailure)
        -> CommandLineProgram<MosaicCommand>.Parsed
    {
        do throws(CommandLineError) {
            return try MosaicCommand.program.parse(arguments)
        } catch {
            throw StartFailure(
                status: 2, "error: \(error.description)", "try '\(error.helpCommand ?? "mosaic") --help'")
        }
    }

    /// In-memory services, or the files in the data directory, checked readable before anything
    /// runs (status 1 when one is not); each call delayed by its service's `latency`, and those of the services
    /// `failing` failing then.
    private static func openServices(_ data: DataOptions, latency: ServiceLatency, failing: Set<ServiceName>)
        throws(StartFailure) -> (ServiceBundle, DataDirectory?)
    {
        if data.inMemory { return (ServiceBundle.inMemory().failing(failing).delayed(by: latency), nil) }
        let directory = data.directory.map { DataDirectory(path: $0) } ?? .standard()
        do {
            let services = try ServiceBundle.live(directory: directory)
            try ServiceBundle.verifyReadable(directory: directory)
            return (services.failing(failing).delayed(by: latency), directory)
        } catch {
            guard case .unreadable(let path, _) = error else {
                throw StartFailure(status: 1, "error: \(error)")
            }
            // The way on, as a command to copy: the file is kept, aside.
            func quoted(_ text: String) -> String { "'" + text.replacing("'", with: "'\\''") + "'" }
            let move = "mv \(quoted(path)) \(quoted(path + ".unreadable"))"
            throw StartFailure(
                status: 1, "error: \(error)", "to go on, move it aside (\(move)) or run mosaic --in-memory")
        }
    }

    /// What a session runs on: the modules, tracing, the developer tools and the composition.
    struct Composition {
        let modules: ModuleManager
        let tracing: Tracing
        let tools: AppDeveloperTools
        let root: CompositionRoot
    }

    /// Builds the manager, tracing and developer tools, then registers every feature with them,
    /// the photos drawn when `drawsPhotos`
    /// (status 1 when a builder cannot be registered, 2 when the trace file cannot be opened).
    private static func compose(
        services: ServiceBundle, directory: DataDirectory?, trace: String? = nil,
        developer showsTools: Bool = false, drawsPhotos: Bool = false
    ) throws(StartFailure) -> Composition {
        let modules = ModuleManager()
        let tracing = Tracing(
            path: trace ?? directory.map { $0.file("trace.jsonl") }, modules: modules)
        let tools = AppDeveloperTools(modules: modules, tracing: tracing)
        var developer: (@MainActor @Sendable () -> (any DeveloperTools)?)?
        if showsTools { developer = { tools } }
        let root: CompositionRoot
        do {
            root = try CompositionRoot(
                modules: modules, services: services, drawsPhotos: drawsPhotos, developer: developer)
        } catch {
            throw StartFailure(status: 1, "error: \(error)")
        }
        if trace != nil {
            do {
                try tracing.start()
            } catch {
                throw StartFailure(status: 2, "error: \(error)")
            }
        }
        return Composition(modules: modules, tracing: tracing, tools: tools, root: root)
    }

    /// Where commands come from: the script file, or standard input (status 2 when the script
    /// cannot be read).
    private static func openInput(_ options: SessionOptions) throws(StartFailure) -> any LineSource & Sendable
    {
        guard let script = options.script else { return StandardInput() }
        // Its bytes, split as standard input's are: the same bytes are the same commands.
        guard let bytes = FileManager.default.contents(atPath: script) else {
            throw StartFailure(status: 2, "error: cannot read script \(script)")
        }
        return ScriptedLines(bytes: bytes)
    }

    /// The interactive or scripted session: the shell over the tabs, the routes, the saved
    /// place restored and saved again. Returns 1 when a scripted command failed. A terminal
    /// session (or `--no-wait`) handles each command as it arrives, while loads run; a piped or
    /// scripted one waits for each command's loads, so that its output is reproducible.
    private static func runSession(_ app: Composition, directory: DataDirectory?, options: SessionOptions)
        async throws(StartFailure) -> Int32
    {
        let input = try openInput(options)
        let interactive = options.script == nil && Terminal.inputIsTerminal
        let navigator = Navigator(modules: app.modules, tabs: CompositionRoot.tabs)
        let shell = TerminalShell(
            navigator: navigator, policy: .detect(disabled: options.noColor),
            prompt: interactive ? "mosaic> " : nil,
            pace: interactive || options.noWait ? .interactive : .untilIdle, scriptName: options.script)
        RoutingListener.install(on: shell.session.navigator)
        do {
            try navigator.start()
        } catch {
            throw StartFailure(status: 1, "error: \(error)")
        }
        // Coming back deeper than a tab's first screen is said once, under the first screen.
        app.modules.listen(to: HostEvent.self) { event, _ in
            guard case .restored(let tab, let links) = event, navigator.visibleStack.count > 1,
                let link = links[tab]
            else { return .ignored }
            shell.post("back where you left off: \(link)")
            return .handled
        }
        // A person's session starts where the last one ended, and saves where it goes. A piped or
        // scripted run does neither unless `--restore` asks it to: it never moves the place a
        // person's session saved.
        let place =
            interactive || options.restore
            ? directory.map { SavedPlace(store: NavigationStore(directory: $0)) } : nil
        do {
            try place?.restore(into: shell.session)
        } catch {
            shell.report(error)
        }
        if let link = options.link {
            let shown = await shell.session.step(.open(link))
            guard shown.notRefused else {
                for failure in shown.failures { shell.report(failure) }
                throw StartFailure(status: 1)
            }
        }
        // A person's lines are kept as a shell keeps them, for ↑ in the next session.
        // An unreadable history file is reported once and never written over.
        var history = interactive ? directory.map(HistoryStore.init) : nil
        var earlier: [String] = []
        do {
            earlier = try history?.load() ?? []
        } catch {
            shell.report(error)
            history = nil
        }
        let save = {
            do { try place?.save(from: shell.session) } catch { shell.report(error) }
        }
        // Recorded from where the session starts, with the data it starts on (and only when asked).
        if let path = options.record {
            try RecordedSetup.recorder(
                writingTo: path, directory: directory, latency: options.latency, failing: options.failing,
                start: try? app.modules.links?.link(for: navigator.contexts())
            ).record(shell.session)
        }
        let typed = await shell.run(input: input, history: earlier, afterEachCommand: save)
        shell.session.end()
        save()
        do {
            try history?.append(typed)
        } catch {
            shell.report(error)
        }
        return !interactive && shell.failed ? 1 : 0
    }

    // MARK: Replay

    /// `mosaic replay FILE`: the recorded steps run in a fresh app on the recorded data, each
    /// compared with what it showed then. 0 when all are the same, 1 when one differs, 2 when the
    /// file cannot be read as a recording of mosaic.
    private static func replay(_ options: ReplayOptions) async throws(StartFailure) -> Int32 {
        guard let data = FileManager.default.contents(atPath: options.file) else {
            throw StartFailure(status: 2, "error: cannot read recording \(options.file)")
        }
        let recording: SessionRecording
        do {
            recording = try SessionRecording(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            throw StartFailure(status: 2, "error: \(options.file): \(error)")
        }
        guard recording.app == "mosaic" else {
            throw StartFailure(
                status: 2, "error: \(options.file) is a recording of \(recording.app), not of mosaic")
        }
        let (services, cleanUp) = try RecordedSetup.services(for: recording.setup)
        defer { cleanUp() }
        let app = try compose(services: services, directory: nil)
        defer { app.tracing.stop() }
        let navigator = Navigator(modules: app.modules, tabs: CompositionRoot.tabs)
        let session = HostSession(navigator: navigator, pace: .untilIdle)
        RoutingListener.install(on: session.navigator)
        do {
            try navigator.start()
        } catch {
            throw StartFailure(status: 1, "error: \(error)")
        }
        await app.modules.reachIdlePoint()
        if let start = recording.setup["start"] { _ = await session.step(.open(start)) }
        let differences = await SessionReplay(recording).run(on: session, every: options.every)
        await session.navigator.modules.askedWorkEnded()
        guard !differences.isEmpty else {
            print("same: \(recording.steps.count) steps")
            return 0
        }
        // A recording is outside text (people send them as bug reports): each line of the report
        // through the terminal's one sanitiser, as every other line that quotes outside text.
        for difference in differences {
            for line in difference.description.split(separator: "\n", omittingEmptySubsequences: false) {
                print(Sanitizer.sanitize(String(line)))
            }
        }
        return 1
    }

    // MARK: Listings

    /// `mosaic routes`: the table, its JSON, or the round-trip check (status 1 when a route
    /// fails it, one `error:` line each).
    private static func printRoutes(_ root: CompositionRoot, _ output: ListingOptions.RoutesOutput) -> Int32 {
        let listing = RouteListing(root)
        switch output {
        case .table:
            print(listing.table.render(.detect()), terminator: "")
        case .json:
            print(listing.json)
        case .check:
            let routes = root.modules.links?.routes ?? []
            let failures = root.modules.links?.verifyRoundTrips() ?? []
            for failure in failures {
                let line =
                    "error: route 'mosaic://\(failure.route.pattern)' (\(RouteListing.feature(of: failure.route))): \(failure.error)"
                Terminal.writeError(Sanitizer.sanitize(line) + "\n")
            }
            guard failures.isEmpty else { return 1 }
            print(
                "ok: the \(routes.count) routes' screens open again from their links "
                    + "(\(Deeplinks.trialValues.count) values tried in each parameter)")
        }
        return 0
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

/// Why start-up stopped: the exit status, and the lines to print (none when they were printed
/// already). Each line is printed as one line, sanitised, whatever text it quotes.
struct StartFailure: Error {
    let status: Int32
    let lines: [String]

    init(status: Int32, _ lines: String...) {
        self.status = status
        self.lines = lines
    }
}
