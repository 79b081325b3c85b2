import Dispatch
import Domain
import HTTPServer
import ModuleKitCore
import Services
import TerminalUI
import WebHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mosaic serve`: the same four features, composition root and routing listeners, shown in web
/// browsers. Each browser gets a session of its own modules and navigator; every session shares
/// the services and the one store of each shared piece of data (the likes, the settings), so
/// what one browser saves shows on every other's next page. Ctrl-C stops it once what people
/// asked is done.
@MainActor
enum WebServing {
    /// Serves until interrupted; 1 when the address cannot be listened on, or when a module
    /// outlived its closed session (each such leak one `error:` line); 2 when a folder for the
    /// sessions' recordings or traces is none.
    static func run(services: ServiceBundle, directory: DataDirectory?, options: ServeOptions)
        async throws(StartFailure)
        -> Int32
    {
        let shared = SharedData(services: services)
        for folder in [options.record, options.trace].compactMap({ $0 }) where !isFolder(folder) {
            throw StartFailure(
                status: 2, "error: \(folder) is no folder (serve writes a file per session there)")
        }
        let sessions = SessionFiles(options: options, directory: directory)
        var shellOptions = WebShell.Options()
        shellOptions.style = PageStyle.rules
        // On the loopback address, only its own names: a site that points its name at 127.0.0.1
        // must not reach this person's likes through their browser.
        if options.host.hasPrefix("127.") { shellOptions.hostNames = [options.host, "localhost"] }
        // A page never says where the server keeps its files (a write names the folder a
        // symbolic link leads to): the terminal, run by its own user, may.
        if let directory { shellOptions.privateFolders = directory.paths }
        let photos = PhotoFiles(service: services.photos, fixed: directory == nil)
        let shell = WebShell(options: shellOptions, files: photos) {
            let modules = ModuleManager()
            _ = try CompositionRoot(
                modules: modules, services: services, host: .web, shared: shared, developer: nil)
            let navigator = Navigator(modules: modules, tabs: CompositionRoot.tabs)
            var app = try WebApp(modules: modules, navigator: navigator)
            RoutingListener.install(on: app.session.navigator)
            sessions.started(&app)
            return app
        }
        let server: HTTPServer
        do {
            server = try HTTPServer(host: options.host, port: options.port) { request in
                await shell.respond(to: request)
            }
        } catch {
            // It quotes the address given on the command line: one line, sanitised.
            Terminal.writeError("error: \(Sanitizer.sanitize(String(describing: error)))\n")
            return 1
        }
        server.start()
        server.announce()
        await interrupted()
        server.stop()
        let leaks = await shell.finish()
        for leak in leaks {
            Terminal.writeError("error: leak: \(leak) is still alive after it was closed\n")
        }
        return leaks.isEmpty ? 0 : 1
    }

    /// Whether `path` is a folder.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Returns at the first SIGINT or SIGTERM.
    private static func interrupted() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Resumed(continuation)
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler { MainActor.assumeIsolated { once.resume() } }
                source.resume()
                once.keep(source)
            }
        }
    }
}

/// A continuation resumed once, and the signal sources that may resume it (on the main queue).
@MainActor
private final class Resumed {
    private var continuation: CheckedContinuation<Void, Never>?
    private var sources: [any DispatchSourceSignal] = []

    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

    func keep(_ source: any DispatchSourceSignal) { sources.append(source) }

    func resume() {
        continuation?.resume()
        continuation = nil
        for source in sources { source.cancel() }
    }
}
