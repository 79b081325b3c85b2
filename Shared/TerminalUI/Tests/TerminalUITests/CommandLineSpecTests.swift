import Testing

@testable import TerminalUI

/// A program's command line declared once: the declaration parses, refuses in one line and
/// writes the help, and an option shared by commands is declared once for all of them.
@Suite struct CommandLineSpecTests {
    struct Shared: Equatable {
        var folder: String?
    }

    struct Options: Equatable {
        var shared = Shared()
        var quiet = false
        var format = "text"
        var latency: Duration?
    }

    static var folder: OptionSpec<Shared> { .value("--folder", "DIR", "keep everything in DIR", \.folder) }

    let spec = CommandLineSpec<Options>(
        "tool run", "Runs the tool.",
        options: [
            folder.within(\.shared), .flag("--quiet", "print nothing", \.quiet),
            .flag("--json", "print JSON", \.format, "json"), .latency(\.latency),
        ], operands: "[NAME]")

    @Test func optionsAreReadWhereverTheyAreWithValuesFollowingOrJoined() throws {
        let (options, operands) = try spec.parse(
            ["a", "--folder", "/x", "--quiet", "b", "--latency=250", "--json"], into: Options())
        #expect(
            options
                == Options(
                    shared: Shared(folder: "/x"), quiet: true, format: "json", latency: .milliseconds(250)))
        #expect(operands == ["a", "b"])
        #expect(
            try spec.parse(["--", "--quiet"], into: Options()).operands == ["--quiet"], "-- ends the options")
    }

    @Test func whatIsWrongIsOneLineNamingTheOption() {
        func refusal(_ arguments: [String]) -> String? {
            do {
                _ = try spec.parse(arguments, into: Options())
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal(["--bogus"]) == "unknown option '--bogus'")
        #expect(refusal(["--quiet=yes"]) == "--quiet takes no value (got 'yes')")
        #expect(refusal(["--folder"]) == "--folder needs a value")
        #expect(refusal(["--folder", "--quiet"]) == "--folder needs a value", "an option is no value")
        #expect(
            refusal(["--latency", "soon"])
                == "--latency needs a number of milliseconds from 0 to 60000 (got 'soon')")
        #expect(refusal(["--latency", "60001"]) != nil && refusal(["--latency", "-1"]) != nil)
        #expect(
            refusal(["--x\u{1B}[2J"]) == "unknown option '--x?[2J'",
            "quoted as every message quotes outside text: one line, at most 60 scalars")
    }

    @Test func theHelpListsExactlyTheDeclaredOptionsWrapped() {
        let help = spec.help
        #expect(help.hasPrefix("usage: tool run [--folder DIR] [--quiet] [--json] [--latency MS] [NAME]\n"))
        for name in ["--folder DIR", "--quiet", "--json", "--latency MS", "-h, --help"] {
            #expect(help.contains("\n  \(name) "), "\(name) has its line")
        }
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 92 })
        #expect(CommandLineSpec<Options>.asksForHelp(["x", "-h"]))
        #expect(!CommandLineSpec<Options>.asksForHelp(["--", "--help"]))
    }
}

@Suite struct LatencyTests {
    @Test func aLatencyIsWholeMillisecondsInASCIIDigitsUpToAMinute() {
        #expect(Latency.milliseconds("0") == .zero)
        #expect(Latency.milliseconds("250") == .milliseconds(250))
        #expect(Latency.milliseconds("60000") == .seconds(60))
        for text in [
            "", "-1", "+5", " 5", "5 ", "60001", "1e3", "99999999999999999999", "٣", "5\u{0}", "0x10",
        ] {
            #expect(Latency.milliseconds(text) == nil, "\(text.debugDescription)")
        }
    }
}
