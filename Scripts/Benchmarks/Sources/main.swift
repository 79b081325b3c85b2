import AllocationCounter
import Foundation
import ModuleKitCore
import TerminalUI

// Benchmarks for ModuleKit, printed as tables beside baselines measured in the same run.
// Run in release: swift run -c release benchmarks [--quick]

/// What the command line asks: its options, declared once below (the parser and the help).
struct BenchmarkOptions {
    var quick = false
    var only: String?
    var cycles: Int?
    var cyclePart: ModuleCycleBenchmark.Part?
}
/// An option read by `parse` into an optional (absent until given).
func optional<Value>(
    _ name: String, _ valueName: String, _ summary: String,
    _ keyPath: WritableKeyPath<BenchmarkOptions, Value?>,
    expected: String, _ parse: @escaping (String) -> Value?
) -> OptionSpec<BenchmarkOptions> {
    .value(name, valueName, summary, keyPath, expected: expected) { text -> Value?? in
        parse(text).map { .some($0) }
    }
}
let tables = ["events", "cycle", "loads", "replay", "depgraph", "photos", "likes"]
let command = CommandLineSpec<BenchmarkOptions>(
    "swift run -c release benchmarks",
    "Measures event delivery from one module to 1, 10 and 100 listeners through EventStream and "
        + "ModuleManager listeners, beside a direct closure call (the limit), NotificationCenter and "
        + "AsyncStream; heap allocations per delivered event; build→render→close cycles of a small module "
        + "per second, beside the same module made and rendered by hand; the loads of 10,000 and 40,000 "
        + "modules built at once, waited for at one idle point, beside the same modules prepared by hand "
        + "(the cost must grow linearly); replays, photos, and Scripts/depgraph's analysis of synthetic "
        + "1,000- and 2,000-target packages; a like saved into a likes file of 1,000, 100,000 and 400,000 "
        + "likes, beside the one of 1,000.",
    options: [
        .flag("--quick", "run less (for smoke runs)", \.quick),
        optional(
            "--only", "TABLE",
            "run one table: events, cycle, loads, replay, depgraph, photos or likes (to profile it: perf record -g "
                + ".build/release/benchmarks --only events)", \.only,
            expected: "events, cycle, loads, replay, depgraph, photos or likes"
        ) { tables.contains($0) ? $0 : nil },
        optional(
            "--cycles", "N", "how many module cycles each timed run makes", \.cycles,
            expected: "a positive number"
        ) { Int($0).flatMap { $0 > 0 ? $0 : nil } },
        optional(
            "--cycle-part", "PART",
            "run one of the two cycle rows, framework or alone (Scripts/bench-instructions counts their "
                + "instructions)", \.cyclePart, expected: "framework or alone"
        ) { ModuleCycleBenchmark.Part(rawValue: $0) },
    ])
let options = command.processOptions(startingFrom: BenchmarkOptions())
let quick = options.quick
let only = options.only
let cycleCount = options.cycles
let cyclePart = options.cyclePart
func runs(_ table: String) -> Bool { only == nil || only == table }
let sink = Sink()

#if DEBUG
    print("warning: a debug build; numbers mean little. Use: swift run -c release benchmarks\n")
#endif

func format(_ value: Double) -> String {
    if value >= 1e6 { return String(Int((value / 1e5).rounded())).inserting(".", fromEnd: 1) + " M" }
    if value >= 1e3 { return String(Int((value / 1e2).rounded())).inserting(".", fromEnd: 1) + " k" }
    return String(Int(value.rounded()))
}

func ratio(_ value: Double) -> String {
    value >= 10
        ? "\(Int(value.rounded()))×" : String(Int((value * 100).rounded())).inserting(".", fromEnd: 2) + "×"
}

func allocations(_ value: Double) -> String {
    String(Int((value * 100).rounded())).inserting(".", fromEnd: 2)
}

extension String {
    func inserting(_ separator: Character, fromEnd count: Int) -> String {
        var digits = self
        while digits.count <= count { digits = "0" + digits }
        digits.insert(separator, at: digits.index(digits.endIndex, offsetBy: -count))
        return digits
    }
}

if runs("events") {
    var table = Table()
    table.row(["listeners", "means", "events/s", "× direct call", "allocations/delivery"])
    for listeners in [1, 10, 100] {
        let events = (quick ? 20_000 : 2_000_000) / listeners
        let asyncEvents = (quick ? 2_000 : 40_000) / listeners
        // The two in-process paths take turns, three rounds, each keeping its best: a slow
        // moment of this shared machine then cannot fall on one of them alone and skew a ratio.
        var direct = await EventBenchmarks.directCall(listeners: listeners, events: events, sink: sink)
        var managed = await EventBenchmarks.moduleListeners(listeners: listeners, events: events, sink: sink)
        for _ in 1..<(quick ? 1 : 3) {
            direct = .best(
                direct, await EventBenchmarks.directCall(listeners: listeners, events: events, sink: sink))
            managed = .best(
                managed,
                await EventBenchmarks.moduleListeners(listeners: listeners, events: events, sink: sink))
        }
        let center = await EventBenchmarks.notificationCenter(
            listeners: listeners, events: asyncEvents, sink: sink)
        let async = await EventBenchmarks.asyncStream(listeners: listeners, events: asyncEvents, sink: sink)
        for result in [direct, managed, center, async] {
            table.row([
                "\(listeners)", result.name, format(result.eventsPerSecond),
                ratio(result.eventsPerSecond / direct.eventsPerSecond),
                allocations(result.allocationsPerDelivery),
            ])
        }
    }
    var screen = Screen(title: "Event delivery (one module → N listeners)")
    screen.table(table)
    print(screen.render())
}

if runs("cycle") {
    let results = await ModuleCycleBenchmark.run(
        cycles: cycleCount ?? (quick ? 2_000 : 20_000),
        parts: cyclePart.map { [$0] } ?? ModuleCycleBenchmark.Part.allCases)
    var cycleTable = Table()
    cycleTable.row(["operation", "cycles/s", "× module alone", "allocations/cycle"])
    for part in ModuleCycleBenchmark.Part.allCases {
        guard let result = results[part] else { continue }
        let baseline = results[.alone].map { ratio(result.perSecond / $0.perSecond) } ?? "–"
        cycleTable.row([part.title, format(result.perSecond), baseline, allocations(result.allocations)])
    }
    var cycleScreen = Screen(title: "Module life cycle")
    cycleScreen.table(cycleTable)
    print(cycleScreen.render())
}
if runs("loads") {
    let sizes = quick ? [1_000, 4_000] : [10_000, 40_000]
    var table = Table()
    table.row(["modules built, then one idle point", "seconds", "by hand", "× by hand", "vs \(sizes[0])"])
    var first: LoadBenchmark.Result?
    for size in sizes {
        let result = await LoadBenchmark.run(modules: size, rounds: quick ? 1 : 3)
        let base = first ?? result
        first = base
        table.row([
            "\(size)", String(format: "%.3f", result.managed.seconds),
            String(format: "%.3f", result.alone.seconds),
            ratio(result.managed.seconds / result.alone.seconds),
            ratio(result.managed.seconds / base.managed.seconds),
        ])
    }
    var screen = Screen(title: "Loads: N modules built at once, their loads awaited at one idle point")
    screen.table(table)
    print(screen.render())
}
if runs("replay") {
    let result = await ReplayBenchmark.run(steps: quick ? 100 : 1_000, rounds: quick ? 1 : 3)
    var table = Table()
    table.row(["steps", "µs/step replayed", "µs/step driven", "× driven"])
    table.row([
        "\(result.steps)", String(format: "%.1f", result.replayed.seconds * 1e6),
        String(format: "%.1f", result.direct.seconds * 1e6),
        ratio(result.replayed.seconds / result.direct.seconds),
    ])
    var screen = Screen(
        title:
            "Replay: a recording's steps (read, asked again, compared) beside the same steps driven directly")
    screen.table(table)
    print(screen.render())
}
if runs("depgraph") {
    let thousand = try DepgraphBenchmark.run(targets: quick ? 200 : 1_000)
    let twoThousand = try DepgraphBenchmark.run(targets: quick ? 400 : 2_000)
    var depgraphTable = Table()
    // Labelled with the row it divides by: 200 targets in a quick run.
    depgraphTable.row(["targets", "seconds (best of 5)", "vs \(thousand.targets) targets"])
    for result in [thousand, twoThousand] {
        depgraphTable.row([
            "\(result.targets)", String(format: "%.3f", result.seconds),
            ratio(result.seconds / thousand.seconds),
        ])
    }
    var depgraphScreen = Screen(title: "depgraph: read, scan, analyse and report a synthetic package")
    depgraphScreen.table(depgraphTable)
    print(depgraphScreen.render())
}
print("checksum \(sink.total & 0xFFFF)")

if runs("photos") {
    let files = await PhotoBenchmark.files()
    let milliseconds = PhotoBenchmark.millisecondsPerMegapixel(files, rounds: quick ? 1 : 10)
    var table = Table()
    table.row(["photos", "bytes", "ms per megapixel"])
    table.row([
        "\(files.count)", "\(files.reduce(0) { $0 + $1.count })", String(format: "%.2f", milliseconds),
    ])
    var screen = Screen(title: "PNG decoding (the sample photos)")
    screen.table(table)
    print(screen.render())
}

if runs("likes") {
    var rows: [LikeSaveBenchmark.Result] = []
    for likes in quick ? [1_000, 10_000] : [1_000, 100_000, 400_000] {
        rows.append(try await LikeSaveBenchmark.run(likes: likes, saves: quick ? 3 : 10))
    }
    var table = Table()
    table.row([
        "likes in the file", "bytes", "ms to save a like (best)", "(median)", "× 1,000's", "ms for a start",
        "(journal full)", "ms to write it whole", "(one save in)",
    ])
    for row in rows {
        table.row([
            format(Double(row.likes)), format(Double(row.bytes)),
            String(format: "%.2f", row.bestSave.seconds * 1e3),
            String(format: "%.2f", row.medianSave.seconds * 1e3),
            ratio(row.medianSave.seconds / rows[0].medianSave.seconds),
            String(format: "%.1f", row.start.seconds * 1e3),
            String(format: "%.1f", row.startWithFullJournal.seconds * 1e3),
            String(format: "%.1f", row.wholeSave.seconds * 1e3), format(Double(row.journalLines + 1)),
        ])
    }
    var screen = Screen(
        title:
            "A like saved: a line appended to the likes' journal and flushed; the file written whole when the "
            + "journal outgrows a quarter of it")
    screen.table(table)
    print(screen.render())
}
