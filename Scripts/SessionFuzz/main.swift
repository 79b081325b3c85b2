import Foundation
import TerminalUI
import TestSupport

// fuzz: random and hostile sessions of the real mosaic binary, and kill -9 during saves.
// Scripts/fuzz runs it; Scripts/fuzz --help says how.

/// What the command line asks: its options, declared once below (the parser and the help).
struct FuzzOptions {
    var binary = ".build/debug/mosaic"
    var seed = 1
    var commands = 2000
    var perSession = 60
    var kills = 0
    var latency: Int?
}
/// An option whose value is a number from 0 up, kept in `keyPath`.
func number(_ name: String, _ summary: String, _ keyPath: WritableKeyPath<FuzzOptions, Int>) -> OptionSpec<
    FuzzOptions
> {
    .value(name, "N", summary, keyPath, expected: "a number from 0 up") {
        Int($0).flatMap { $0 >= 0 ? $0 : nil }
    }
}
let command = CommandLineSpec<FuzzOptions>(
    "fuzz",
    "Runs random sessions of mosaic (commands of its grammar, hostile arguments and junk bytes) until "
        + "--commands commands ran, checking after each session: no crash or hang, every stderr line an error "
        + "line, no control bytes on piped stdout, data files that parse and are owner-only, no leak in the "
        + "trace, a fresh process showing the same likes and settings, and every printed link reopening. "
        + "Then kills mosaic with SIGKILL --kills times at random moments while it saves, checking after "
        + "each that every file is valid and mosaic starts; every other round saves likes alone into a file of "
        + "20,000 likes through its journal, is killed at a random moment or as soon as the file was written "
        + "whole, and checks that no like a screen showed saved was lost. Exit status: 0 when every check held, 1 when one "
        + "failed (each failure is one line), 2 usage.",
    options: [
        .value("--mosaic", "PATH", "the binary (default: .build/debug/mosaic)", \.binary, expected: "a path")
        {
            $0
        },
        number("--seed", "the random seed (default 1); the same seed runs the same sessions", \.seed),
        number("--commands", "commands in all (default 2000)", \.commands),
        number("--per-session", "commands per session at most (default 60)", \.perSession),
        number("--kills", "kill -9 rounds (default 0)", \.kills),
        .value(
            "--latency", "MS",
            "time mode: every service call of mosaic takes MS milliseconds, and commands are typed at seeded "
                + "random moments (up to 2×MS apart) into a session that handles them as they arrive "
                + "(--no-wait): commands land while loads are in flight. Also checks that no module emits "
                + "after it was closed.", \.latency, expected: "a number of milliseconds from 0 up"
        ) { text -> Int?? in Int(text).flatMap { $0 >= 0 ? .some($0) : nil } },
    ])

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
}
let asked = command.processOptions(startingFrom: FuzzOptions())
let binary = asked.binary
let seed = UInt64(asked.seed)
let totalCommands = asked.commands
let perSession = max(1, asked.perSession)
let kills = asked.kills
let latency = asked.latency
guard FileManager.default.isExecutableFile(atPath: binary) else { fail("no mosaic binary at \(binary)") }

var random = SeededRandom(seed: seed)
var failures: [String] = []
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-fuzz-\(seed)-\(getpid())")
    .path
defer { try? FileManager.default.removeItem(atPath: scratch) }

// MARK: Sessions

var ran = 0
var sessions = 0
let start = Date()
while ran < totalCommands {
    sessions += 1
    let directory = "\(scratch)/session-\(sessions)"
    let count = min(Int.random(in: 1...perSession, using: &random), totalCommands - ran)
    ran += count
    var input: [UInt8] = []
    for _ in 0..<count { input += CommandGrammar.line(&random) + [0x0A] }
    let label = "session \(sessions) (seed \(seed))"
    // --restore: each run also restores and saves its place, so kills land in those saves too.
    var options = [
        "--data-dir", directory, "--trace", directory + "-trace.jsonl", "--developer", "--restore",
    ]
    var pauses: [Int]?
    if let latency {
        options += ["--latency", "\(latency)", "--no-wait"]
        pauses = (0..<count).map { _ in Int.random(in: 0...(2 * latency), using: &random) }
    }
    do {
        let run = try MosaicRun.run(binary, options, input: input, pauses: pauses)
        var found = SessionChecks.ended(run) + SessionChecks.errorLines(run) + SessionChecks.plainOutput(run)
        found += await SessionChecks.dataFiles(in: directory)
        found += SessionChecks.noLeaks(trace: directory + "-trace.jsonl")
        found += SessionChecks.silentAfterClose(trace: directory + "-trace.jsonl")
        found += try await SessionChecks.freshProcessAgrees(binary, directory: directory)
        let links = Set(
            run.outputText.split(separator: "\n").filter { $0.hasPrefix("mosaic://") }.map(String.init))
        found += try SessionChecks.linksReopen(binary, links: Array(links.sorted().prefix(3)))
        failures += found.map { "\(label): \($0)" }
    } catch {
        failures.append("\(label): cannot run mosaic: \(error)")
    }
    try? FileManager.default.removeItem(atPath: directory)
    try? FileManager.default.removeItem(atPath: directory + "-trace.jsonl")
}
print(
    "sessions: \(sessions), commands: \(ran), seconds: \(Int(Date().timeIntervalSince(start))), failures: \(failures.count)"
)

// MARK: kill -9 during saves

if kills > 0 {
    let directory = "\(scratch)/killed"
    let writes = (0..<400).map { index -> String in
        [
            "like \(index % 10 + 1)", "unlike \(index % 7 + 1)", "tab settings",
            "account add k\(index)@example.com",
            "toggle likes", "set name Name\(index)", "tab feed", "tab me", "unfollow", "follow",
        ][index % 10]
    }
    let input = Array((writes.joined(separator: "\n") + "\n").utf8)
    // Every other round saves likes alone into a large likes file, through its journal.
    let journaled = "\(scratch)/killed-likes"
    for round in 1...kills {
        if round % 2 == 0 {
            let delay = Int.random(in: 20...1500, using: &random)
            let label = "kill \(round) after \(delay) ms, saving likes into a large file (seed \(seed))"
            do {
                let commands = JournalKills.commands(&random)
                let age = Double.random(in: 60...6000, using: &random)
                var found = try await JournalKills.round(
                    binary, in: journaled, killAfter: delay, commands: commands, age: age)
                found += startsAgain(in: journaled)
                failures += found.map { "\(label): \($0)" }
            } catch {
                failures.append("\(label): cannot run mosaic: \(error)")
            }
            continue
        }
        let delay = Int.random(in: 5...250, using: &random)
        let label = "kill \(round) after \(delay) ms (seed \(seed))"
        do {
            _ = try MosaicRun.run(binary, ["--data-dir", directory], input: input, killAfter: delay)
            var found = await SessionChecks.dataFiles(in: directory)
            if let likes = try? await SessionChecks.savedLikes(in: directory).get(),
                Set(likes).count != likes.count
            {
                found.append("a post is liked twice")
            }
            found += startsAgain(in: directory)
            failures += found.map { "\(label): \($0)" }
        } catch {
            failures.append("\(label): cannot run mosaic: \(error)")
        }
    }
    let leftovers = [directory, journaled].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.contains(".tmp-") }
    }
    if !leftovers.isEmpty { failures.append("temporary files left after the kill rounds: \(leftovers)") }
    print("kill -9 rounds: \(kills), failures so far: \(failures.count)")
}

/// Whether mosaic starts again on `directory`, as a failure when it does not.
func startsAgain(in directory: String) -> [String] {
    guard let after = try? MosaicRun.run(binary, ["--data-dir", directory], input: Array("link\n".utf8))
    else {
        return ["mosaic cannot be run again"]
    }
    guard after.status == 0, after.errors.isEmpty else {
        return ["mosaic does not start again: \(after.errorLines.first ?? "status \(after.status)")"]
    }
    return []
}

for failure in failures { print("FAIL \(failure)") }
exit(failures.isEmpty ? 0 : 1)
