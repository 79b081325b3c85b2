import CommandLines
import Testing

/// A program of several commands: which one a command line names, its options parsed by its
/// own declaration, the help of each and of the program.
@Suite struct CommandLineProgramTests {
    struct Session: Equatable {
        var inMemory = false
        var script: String?
        var link: String?
    }

    struct Serve: Equatable {
        var port: UInt16 = 8080
        var inMemory = false
    }

    enum Command: Equatable {
        case session(Session)
        case serve(Serve)
    }

    static var inMemory: OptionSpec<Bool> { .flag("--in-memory", "keep nothing on disk", \.self) }

    let program = CommandLineProgram<Command>(
        "app", "an app of two commands", version: "1.2.3",
        commands: [
            Subcommand(
                "session",
                CommandLineSpec(
                    "app", "a session",
                    options: [
                        inMemory.within(\Session.inMemory),
                        .value("--script", "FILE", "read commands from FILE", \.script),
                    ]),
                from: Session()
            ) { options, operands throws(CommandLineError) in
                if let extra = operands.first { throw CommandLineError("unexpected argument '\(extra)'") }
                return .session(options)
            },
            Subcommand(
                "open",
                CommandLineSpec(
                    "app open", "a session, starting on a link's screen",
                    options: [inMemory.within(\Session.inMemory)], operands: "URL"),
                from: Session()
            ) { options, operands throws(CommandLineError) in
                guard operands.count == 1 else { throw CommandLineError("open needs one URL") }
                var session = options
                session.link = operands[0]
                return .session(session)
            },
            Subcommand(
                "serve",
                CommandLineSpec(
                    "app serve", "serve the app",
                    options: [
                        .value("--port", "N", "listen on port N", \.port, expected: "a port number") {
                            UInt16($0)
                        },
                        inMemory.within(\Serve.inMemory),
                    ]),
                from: Serve()
            ) { options, _ in .serve(options) },
        ],
        default: "session", epilogue: "exit status: 0 when it worked")

    func run(_ arguments: [String]) throws(CommandLineError) -> Command? {
        if case .run(let command) = try program.parse(arguments) { return command }
        return nil
    }

    @Test func theWordNamesTheCommandWithItsOptionsBeforeOrAfterIt() throws {
        #expect(try run([]) == .session(Session()))
        #expect(try run(["--in-memory"]) == .session(Session(inMemory: true)))
        #expect(try run(["serve", "--port", "0"]) == .serve(Serve(port: 0)))
        #expect(try run(["--port", "0", "serve", "--in-memory"]) == .serve(Serve(port: 0, inMemory: true)))
        #expect(
            try run(["--in-memory", "open", "app://x"]) == .session(Session(inMemory: true, link: "app://x")))
        #expect(try run(["--script", "serve", "session"]) == .session(Session(script: "serve")))
    }

    @Test func eachRefusalIsOneLineNamingTheHelpThatSaysHow() {
        let refusals: [([String], String)] = [
            (["serve", "--script", "f"], "error: 'app serve' takes no --script (see 'app serve --help')"),
            (["bake"], "error: unknown command 'bake' (known: session, open, serve) (see 'app --help')"),
            (["open"], "error: open needs one URL (see 'app open --help')"),
            (["serve", "--prot", "1"], "error: unknown option '--prot' (see 'app serve --help')"),
            (
                ["help", "bake"],
                "error: unknown command 'bake' (known: session, open, serve) (see 'app --help')"
            ),
            (["--x\u{1B}[2J"], "error: unknown option '--x?[2J' (see 'app --help')"),
        ]
        for (arguments, line) in refusals {
            do throws(CommandLineError) {
                _ = try run(arguments)
                Issue.record("\(arguments) refused nothing")
            } catch {
                #expect(error.line == line)
            }
        }
    }

    @Test func helpAndVersionAreAnswersNotCommands() throws {
        guard case .help(let serve) = try program.parse(["serve", "--help"]) else {
            Issue.record("no help")
            return
        }
        #expect(serve.hasPrefix("usage: app serve [--port N] [--in-memory]"))
        guard case .help(let named) = try program.parse(["help", "serve"]) else {
            Issue.record("no help")
            return
        }
        #expect(named == serve)
        guard case .help(let whole) = try program.parse(["-h"]) else {
            Issue.record("no help")
            return
        }
        #expect(whole.hasPrefix("an app of two commands\n\nusage: app [--in-memory] [--script FILE]"))
        #expect(whole.contains("commands:\n  session   a session\n  open      a session, starting on"))
        #expect(whole.hasSuffix("\n\nexit status: 0 when it worked"))
        guard case .version(let line) = try program.parse(["--version"]) else {
            Issue.record("no version")
            return
        }
        #expect(line == "app 1.2.3")
    }
}
