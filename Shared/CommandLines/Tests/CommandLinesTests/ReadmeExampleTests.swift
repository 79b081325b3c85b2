import CommandLines
import Testing

/// The README's example, compiled and run.
@Suite struct ReadmeExampleTests {
    // snippet: command-lines-readme
    /// What `greet [--loud] [--times N] NAME…` was asked.
    struct Greeting {
        var loud = false
        var times = 1
    }

    /// Each option declared once: its parser, its one-line refusal and its help line.
    let spec = CommandLineSpec<Greeting>(
        "greet", "say hello to each NAME",
        options: [
            .flag("--loud", "shout", \.loud),
            .value("--times", "N", "say it N times", \.times, expected: "a number from 1 to 9") { text in
                Int(text).flatMap { (1...9).contains($0) ? $0 : nil }
            },
        ],
        operands: "NAME…")
    // A program calls `spec.processOptions(startingFrom: Greeting())`: its arguments parsed,
    // `--help` answered, a wrong one refused in one line (status 2).
    // end

    @Test func theReadmesSpecParsesRefusesAndWritesItsHelp() throws {
        let (greeting, names) = try spec.parse(["--times", "2", "Ada", "--loud"], into: Greeting())
        #expect(greeting.times == 2 && greeting.loud && names == ["Ada"])
        #expect(throws: CommandLineError.self) { try spec.parse(["--times", "0"], into: Greeting()) }
        #expect(spec.usage == "usage: greet [--loud] [--times N] NAME…")
        #expect(spec.help.contains("--times N"))
    }
}
