import CommandLines

/// The command line of `mosaic`, parsed: which command, with its own options, each declared once
/// (``SessionOptions/spec``, ``ServeOptions/spec``, ``ListingOptions/routes``,
/// ``ListingOptions/modules``, ``ReplayOptions/spec``): the program's help, its refusals and
/// `help`/`--version` come from the declarations (``program``).
enum MosaicCommand: Equatable {
    case session(SessionOptions)
    case serve(ServeOptions)
    case routes(ListingOptions)
    case modules(ListingOptions)
    case replay(ReplayOptions)

    /// mosaic's version: `mosaic --version` prints it, a recording's header names it.
    static let version = "0.1.0"

    /// `mosaic [open URL]`, `serve`, `routes`, `modules`, `replay FILE`, `help`, `--version`.
    static var program: CommandLineProgram<MosaicCommand> {
        CommandLineProgram(
            "mosaic", "", version: version,
            commands: [
                Subcommand("session", SessionOptions.spec, from: .init(), summary: "a session (the default)")
                {
                    options throws(CommandLineError) in .session(try options.checked())
                },
                Subcommand(
                    "open", SessionOptions.open, from: .init(), summary: "a session on a link's screens"
                ) {
                    options, operands throws(CommandLineError) in
                    guard operands.count == 1 else { throw CommandLineError("open needs one URL") }
                    return .session(try options.checked(link: operands[0]))
                },
                Subcommand("serve", ServeOptions.spec, from: .init(), summary: "the app in web browsers") {
                    options throws(CommandLineError) in
                    .serve(try options.checked())
                },
                Subcommand("routes", ListingOptions.routes, from: .init(), summary: "every link pattern") {
                    .routes($0)
                },
                Subcommand("modules", ListingOptions.modules, from: .init(), summary: "the modules") {
                    .modules($0)
                },
                Subcommand("replay", ReplayOptions.spec, from: .init(), summary: "a recording, run again") {
                    options, operands throws(CommandLineError) in
                    guard operands.count == 1 else { throw CommandLineError("replay needs one FILE") }
                    return .replay(ReplayOptions(file: operands[0], every: options.every))
                },
            ],
            default: "session", epilogue: SessionOptions.exitStatuses)
    }
}
