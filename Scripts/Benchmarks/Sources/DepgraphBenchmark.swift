import DependencyGraph
import Foundation

/// Analyses synthetic packages of N targets — a describe document and Swift sources written to
/// a temporary folder — the way `Scripts/depgraph check` does: read, scan imports, analyse,
/// report.
enum DepgraphBenchmark {
    struct Result {
        var targets: Int
        var seconds: Double
    }

    static let rules = try! LayerRules(
        parsing: """
            layer feature Modules/*/Sources
            layer shared  Shared/*
            allow feature -> shared
            allow shared  -> shared
            """)

    /// Writes a package of `count` targets: each depends on (and imports) up to three earlier
    /// ones, chosen deterministically; every tenth is a shared target.
    static func makePackage(targets count: Int, in folder: URL) throws -> Data {
        var targets: [[String: Any]] = []
        for index in 0..<count {
            let name = "T\(index)"
            let path = index % 10 == 0 ? "Shared/\(name)" : "Modules/\(name)/Sources"
            let dependencies = Set(
                [index / 2, index * 7 / 10, index - 1].filter { $0 >= 0 && $0 < index && $0 % 10 == 0 }
            )
            .sorted().map { "T\($0)" }
            let directory = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var source = dependencies.map { "import \($0)" }.joined(separator: "\n")
            source += "\n\n/// Target \(index).\npublic struct \(name) {\n    public init() {}\n}\n"
            source += String(repeating: "// filler line to give the scanner something to read\n", count: 40)
            try source.write(
                to: directory.appendingPathComponent("\(name).swift"), atomically: false, encoding: .utf8)
            targets.append([
                "name": name, "c99name": name, "type": "library", "path": path, "sources": ["\(name).swift"],
                "target_dependencies": dependencies,
            ])
        }
        return try JSONSerialization.data(withJSONObject: ["name": "synthetic", "targets": targets])
    }

    static func run(targets count: Int, repetitions: Int = 5) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "depgraph-bench-\(count)-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let description = try makePackage(targets: count, in: folder)
        var best = Double.infinity
        let clock = ContinuousClock()
        for _ in 0..<repetitions {
            var findings = 0
            let elapsed = try clock.measure {
                let graph = try PackageReader.read(describeJSON: description, packagePath: folder.path)
                let analysis = Analysis(graph, rules: rules, strict: true)
                findings = analysis.findings.count + analysis.report(.text).count
            }
            precondition(findings > 0)
            best = min(best, elapsed.seconds)
        }
        return Result(targets: count, seconds: best)
    }
}
