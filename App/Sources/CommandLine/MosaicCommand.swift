import TerminalUI

/// The command line of `mosaic`, parsed: which command, with its own options. Each command's
/// options are a type of their own, declared once (``SessionOptions/spec``,
/// ``ServeOptions/spec``, ``ListingOptions/routes``, ``ListingOptions/modules``): the
/// declaration parses them, refuses what is wrong in one line and writes the command's help.
///
/// ```
/// mosaic [options] [open URL]     a session (mosaic --help)
/// mosaic serve [options]          the app in web browsers (mosaic serve --help)
/// mosaic routes | modules         what the app is made of
/// mosaic replay FILE              a recorded session, run again and compared
/// mosaic help | --help | --version
/// ```
enum MosaicCommand: Equatable {
    case session(SessionOptions)
    case serve(ServeOptions)
    case routes(ListingOptions)
    case modules(ListingOptions)
    case replay(ReplayOptions)
    /// A command's help, to print as it is.
    case help(String)
    case version

    /// The commands named by a word, with their help.
    private static let words = ["open", "serve", "routes", "modules", "replay", "help"]

    /// Parses `arguments` (without the program name). Options may come before or after the
    /// command's word; `--` ends the options, so what follows is the command even when it
    /// starts with dashes.
    init(parsing arguments: [String]) throws(CommandError) {
        let (word, link, rest) = try Self.command(in: arguments)
        let options = rest.prefix { $0 != "--" }
        if word == "help" || CommandLineSpec<SessionOptions>.asksForHelp(options) {
            self = .help(Self.help(of: word))
        } else if options.contains("--version") {
            self = .version
        } else {
            switch word {
            case "serve":
                var serve = try Self.parse(rest, ServeOptions.spec, ServeOptions(), command: "serve")
                serve.data = try serve.data.checked()
                self = .serve(serve)
            case "routes":
                self = .routes(try Self.parse(rest, ListingOptions.routes, .init(), command: "routes"))
            case "modules":
                self = .modules(try Self.parse(rest, ListingOptions.modules, .init(), command: "modules"))
            case "replay":
                var replay = try Self.parse(rest, ReplayOptions.spec, ReplayOptions(), command: "replay")
                replay.file = link ?? ""
                self = .replay(replay)
            default:
                var session = try Self.parse(
                    rest, SessionOptions.spec, SessionOptions(), command: "a session")
                session.data = try session.data.checked()
                session.link = link
                self = .session(session)
            }
        }
    }

    /// The command's word (`nil` for a session), an `open`'s URL, and the other arguments. The
    /// word is the first argument that is neither an option nor an option's value, or the one
    /// after `--`.
    private static func command(in arguments: [String]) throws(CommandError) -> (
        word: String?, link: String?, rest: [String]
    ) {
        let takingValues = Set(optionNames.filter(\.takesValue).map(\.name))
        var index = 0
        while index < arguments.count {
            var at = index
            if arguments[index] == "--" {
                at = index + 1
                guard at < arguments.count else { return (nil, nil, arguments) }
            } else if arguments[index].hasPrefix("-") {
                index += takingValues.contains(arguments[index]) ? 2 : 1
                continue
            }
            let word = arguments[at]
            guard words.contains(word) else { throw .refused("unknown command '\(word)'") }
            var rest = arguments
            rest.removeSubrange(index...at)
            switch word {
            case "open":
                // The URL is the next argument, whatever it looks like.
                guard index < rest.count else { throw .refused("open needs a URL") }
                return (word, rest.remove(at: index), rest)
            case "replay":
                // The file is the next argument that is no option (`./-name` for a file named so).
                guard let file = rest[index...].firstIndex(where: { !$0.hasPrefix("-") }) else {
                    if CommandLineSpec<SessionOptions>.asksForHelp(rest) { return (word, nil, rest) }
                    throw .refused("replay needs a FILE")
                }
                return (word, rest.remove(at: file), rest)
            default: return (word, nil, rest)
            }
        }
        return (nil, nil, arguments)
    }

    /// What `arguments` say to `spec`'s command. An option another command takes is refused as
    /// not one of `command`'s; a word left over names a second command, or none.
    private static func parse<Options>(
        _ arguments: [String], _ spec: CommandLineSpec<Options>, _ initial: Options, command: String
    ) throws(CommandError) -> Options {
        let known = Set(spec.options.map(\.name))
        let others = Set(optionNames.map(\.name)).subtracting(known)
        for argument in arguments.prefix(while: { $0 != "--" }) where argument.hasPrefix("--") {
            let name = String(argument.prefix { $0 != "=" })
            if others.contains(name) { throw .refused("\(name) is not an option of \(command)") }
        }
        let (options, operands) = try spec.parse(arguments, into: initial)
        if let stray = operands.first {
            throw .refused(words.contains(stray) ? "give one command at most" : "unknown command '\(stray)'")
        }
        return options
    }

    /// Every option some command takes, and whether it takes a value.
    private static var optionNames: [(name: String, takesValue: Bool)] {
        let all =
            SessionOptions.spec.options.map { ($0.name, $0.valueName != nil) }
            + ServeOptions.spec.options.map { ($0.name, $0.valueName != nil) }
            + ListingOptions.routes.options.map { ($0.name, $0.valueName != nil) }
            + ReplayOptions.spec.options.map { ($0.name, $0.valueName != nil) }
        return all.map { (name: $0.0, takesValue: $0.1) }
    }

    // MARK: Help

    /// The help of the command `word` (a session's, with the commands and exit statuses, for
    /// none or `help`).
    static func help(of word: String?) -> String {
        switch word {
        case "serve": ServeOptions.spec.help
        case "routes": ListingOptions.routes.help
        case "modules": ListingOptions.modules.help
        case "replay": ReplayOptions.spec.help
        default: SessionOptions.spec.help + "\n" + commandsAndStatuses
        }
    }

    private static let commandsAndStatuses = """

        commands:
          open URL         start on the screen(s) of a mosaic:// link
          serve            serve the app to web browsers (mosaic serve --help)
          routes           list every link pattern, the feature that owns it and the module it
                           builds (mosaic routes --help)
          modules          list the registered modules with their context and event types
          replay FILE      run a recorded session again and compare each step (mosaic replay --help)
          help             show this help (as --help); --version shows the version

        exit status:
          0  everything worked (an interactive session always ends with 0)
          1  a command, a link or a screen failed (a scripted session goes on, then exits 1),
             or the data directory cannot be read
          2  the command line is wrong, or the script or the trace file cannot be opened
        """
}
