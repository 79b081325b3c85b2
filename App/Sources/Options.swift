/// The command line of `mosaic`, parsed.
///
/// ```
/// mosaic [--data-dir DIR | --in-memory] [--script FILE] [--trace FILE] [--restore]
///        [--developer] [--no-color] [--latency MS] [--no-wait]
///        [open URL | routes [--check | --json] | modules]
/// mosaic help | --help | --version
/// ```
struct Options: Equatable {
    enum Action: Equatable {
        case session
        case open(String)
        case routes(RoutesOutput)
        case modules
        /// `serve`: the app in web browsers.
        case serve
        case help
        case version

        /// Whether the command lists what the app is made of, touching no data.
        var isListing: Bool {
            switch self {
            case .routes, .modules: true
            default: false
            }
        }

        /// The options the command takes; any other given with it is a usage error. (Help and
        /// the version take them all, and ignore them.)
        var options: Set<String>? {
            switch self {
            case .session, .open:
                [
                    "--data-dir", "--in-memory", "--script", "--trace", "--restore", "--developer",
                    "--no-color",
                    "--latency", "--no-wait",
                ]
            case .serve: ["--port", "--host", "--data-dir", "--in-memory", "--latency"]
            case .routes, .modules: ["--data-dir", "--in-memory"]
            case .help, .version: nil
            }
        }

        /// How the usage names it.
        var name: String {
            switch self {
            case .session: "a session"
            case .open: "open"
            case .routes: "routes"
            case .modules: "modules"
            case .serve: "serve"
            case .help: "help"
            case .version: "--version"
            }
        }
    }

    /// What `mosaic routes` prints.
    enum RoutesOutput: Equatable {
        /// A table: each route's link, the feature that owns it, its module and context.
        case table
        /// The same as JSON, for tools.
        case json
        /// Checks that every route's screens round-trip through their links: one `error:`
        /// line per route that fails, exit 1.
        case check
    }

    var dataDirectory: String?
    var inMemory = false
    var script: String?
    var trace: String?
    var restore = false
    var developer = false
    var noColor = false
    /// Milliseconds every service call is delayed by.
    var latency: Int?
    /// Whether piped or scripted commands are handled as they arrive, without waiting for loads.
    var noWait = false
    /// `serve`'s port (0: any free one) and address.
    var port: UInt16 = 8080
    var host = "127.0.0.1"
    var action: Action = .session

    static let usage = """
        usage: mosaic [--data-dir DIR | --in-memory] [--script FILE] [--trace FILE] [--restore]
                      [--developer] [--no-color] [--latency MS] [--no-wait]
                      [open URL | routes [--check | --json] | modules]
               mosaic serve [--port N] [--host ADDR] [--data-dir DIR | --in-memory] [--latency MS]
               mosaic help | --help | --version

        A photo-sharing app for the terminal, built from isolated modules.

        options:
          --data-dir DIR   keep likes, follows, settings and navigation in DIR
                           (default: $XDG_DATA_HOME/mosaic, else ~/.local/share/mosaic)
          --in-memory      keep everything in memory; write nothing anywhere
          --script FILE    read commands from FILE instead of standard input
          --trace FILE     append a JSON line to FILE for every event, route and lifecycle change
          --restore        start where the last session ended, and save where this one ends
                           (always on when interactive; a piped or scripted run without it
                           leaves the saved place alone)
          --developer      show the developer section in settings
          --no-color       never use colour
          --latency MS     delay every service call by MS milliseconds (0–60000), as over a
                           slow network: screens show that they load, and stay usable
          --no-wait        handle piped or scripted commands as they arrive, as a terminal
                           session does, instead of waiting for each command's loads
          --help           show this help
          --version        show the version

        commands:
          help             show this help (as --help)
          open URL         start on the screen(s) of a mosaic:// link
          routes           list every link pattern, the feature that owns it and the
                           module it builds (--json: the same as JSON; --check: check that
                           every screen's link opens that same screen, exit 1 if not)
          modules          list the registered modules with their context and event types
          serve            serve the app to web browsers: prints 'serving http://ADDR:PORT/';
                           every screen is a page at its link's path; Ctrl-C stops it
                           (--port N: 8080 by default, 0 for any free port; --host ADDR: an
                           IPv4 address, the loopback 127.0.0.1 by default)

        Without a command, mosaic starts a session: interactive on a terminal, otherwise it
        reads one command per line from standard input (or --script) and prints the screen
        after each, once its loads have ended. Type 'help' in a session for its commands.

        exit status:
          0  everything worked (an interactive session always ends with 0)
          1  a command, a link or a screen failed (a scripted session goes on, then exits 1),
             or the data directory cannot be read
          2  the command line is wrong, or the script or the trace file cannot be opened
        """

    /// Parses `arguments` (without the program name). An option's value may follow it or be
    /// joined to it (`--data-dir=DIR`); `--` ends the options, so what follows is a command
    /// even when it starts with dashes.
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var given: [String] = []
        var joined: String?
        var optionsEnded = false
        func value(for option: String) throws(UsageError) -> String {
            if let value = joined {
                joined = nil
                guard !value.isEmpty else { throw UsageError("\(option) needs a value") }
                return value
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError("\(option) needs a value")
            }
            return value
        }
        while var argument = remaining.popFirst() {
            joined = nil
            if !optionsEnded, argument == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                joined = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            if optionsEnded, argument.hasPrefix("-") {
                throw UsageError("unknown command '\(argument)'")
            }
            if let value = joined,
                !["--data-dir", "--script", "--trace", "--latency", "--port", "--host"].contains(argument)
            {
                throw UsageError("\(argument) takes no value (got '\(value)')")
            }
            if argument.hasPrefix("--"), argument != "--help", argument != "--version" {
                given.append(argument)
            }
            switch argument {
            case "--data-dir": dataDirectory = try value(for: argument)
            case "--in-memory": inMemory = true
            case "--script": script = try value(for: argument)
            case "--trace": trace = try value(for: argument)
            case "--restore": restore = true
            case "--developer": developer = true
            case "--no-color": noColor = true
            case "--latency":
                let value = try value(for: argument)
                guard let milliseconds = Int(value), (0...60_000).contains(milliseconds) else {
                    throw UsageError(
                        "--latency needs a number of milliseconds from 0 to 60000 (got '\(value)')")
                }
                latency = milliseconds
            case "--no-wait": noWait = true
            case "--port":
                let value = try value(for: argument)
                guard let port = UInt16(value) else {
                    throw UsageError("--port needs a port number from 0 to 65535 (got '\(value)')")
                }
                self.port = port
            case "--host":
                host = try value(for: argument)
            case "--help", "-h": action = .help
            case "--version": action = .version
            case "open":
                guard let url = remaining.popFirst() else { throw UsageError("open needs a URL") }
                try setCommand(.open(url))
            case "help": try setCommand(.help)  // as `git help` and `swift help` read
            case "routes":
                var output = RoutesOutput.table
                if let next = remaining.first, next == "--check" || next == "--json" {
                    output = next == "--check" ? .check : .json
                    remaining.removeFirst()
                }
                try setCommand(.routes(output))
            case "modules": try setCommand(.modules)
            case "serve": try setCommand(.serve)
            default:
                throw UsageError(
                    argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unknown command '\(argument)'"
                )
            }
        }
        if let taken = action.options, let stray = given.first(where: { !taken.contains($0) }) {
            throw UsageError("\(stray) is not an option of \(action.name)")
        }
        if inMemory && dataDirectory != nil {
            throw UsageError("--data-dir and --in-memory exclude each other")
        }
    }

    private mutating func setCommand(_ command: Action) throws(UsageError) {
        guard action == .session else { throw UsageError("give one command at most") }
        action = command
    }
}

/// A command line mosaic cannot run; exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
