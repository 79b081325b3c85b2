import CommandLines
import Testing

/// One command's options: each declaration its parser, its refusal and its help line.
@Suite struct CommandLineSpecTests {
    enum Format: String, CaseIterable { case text, json }

    struct Options: Equatable {
        var port: UInt16 = 8080
        var quiet = false
        var script: String?
        var modules: [String]?
        var format = Format.text
    }

    let spec = CommandLineSpec<Options>(
        "tool serve", "serve the thing to whoever asks, for as long as it runs",
        options: [
            .value("--port", "N", "listen on port N (0: any free one)", \.port, expected: "a port number") {
                UInt16($0)
            },
            .flag("--quiet", "print nothing", \.quiet),
            .value("--script", "FILE", "read commands from FILE", \.script),
            .list("--modules", "M1,M2", "only these modules", \.modules),
            .choice("--format", "FORMAT", "text or json", \.format, what: "format"),
        ],
        operands: "[URL]")

    func parse(_ arguments: [String]) throws(CommandLineError) -> (options: Options, operands: [String]) {
        try spec.parse(arguments, into: Options())
    }

    @Test func aValueFollowsItsOptionOrIsJoinedToIt() throws {
        #expect(try parse(["--port", "80"]).options.port == 80)
        #expect(try parse(["--port=81"]).options.port == 81)
        #expect(
            try parse(["--modules", "A,B", "--format=json"]).options
                == Options(modules: ["A", "B"], format: .json))
        #expect(try parse(["--quiet", "x", "--", "--port"]).operands == ["x", "--port"])
    }

    @Test func eachRefusalIsOneLineSayingWhatWasWrong() {
        let refusals: [([String], String)] = [
            (["--prot", "1"], "unknown option '--prot'"),
            (["--port"], "--port needs a port number"),
            (["--port", "x"], "--port needs a port number (got 'x')"),
            (["--script", "--quiet"], "--script needs a value"),
            (["--quiet=yes"], "--quiet takes no value (got 'yes')"),
            (["--format", "xml"], "unknown format 'xml' (known: text, json)"),
            (["--format"], "--format needs a format (text, json)"),
        ]
        for (arguments, line) in refusals {
            #expect(throws: CommandLineError(line), "\(arguments)") { try parse(arguments) }
        }
    }

    @Test func theHelpIsWrittenFromTheDeclarations() {
        #expect(
            spec.help == """
                usage: tool serve [--port N] [--quiet] [--script FILE] [--modules M1,M2] [--format FORMAT]
                                  [URL]

                serve the thing to whoever asks, for as long as it runs

                options:
                  --port N          listen on port N (0: any free one)
                  --quiet           print nothing
                  --script FILE     read commands from FILE
                  --modules M1,M2   only these modules
                  --format FORMAT   text or json
                  -h, --help        show this help
                """)
        #expect(CommandLineSpec<Options>.asksForHelp(["--port", "1", "-h"]))
        #expect(!CommandLineSpec<Options>.asksForHelp(["--", "--help"]))
    }

    @Test func wordsWrapAtTheWidthUnderTheirIndent() {
        #expect(
            WordWrap.lines(["one", "two", "three", "four"], width: 12, first: "> ", indent: "  ")
                == "> one two\n  three four")
        #expect(WordWrap.paragraph("a\nb  c", width: 80) == "a b c")
        #expect(
            WordWrap.lines(["muchlongerthanthewidth"], width: 5, first: "", indent: "")
                == "muchlongerthanthewidth")
    }
}
