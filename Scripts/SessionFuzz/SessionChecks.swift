import Domain
import Foundation
import Services

/// What one fuzzed session must hold, checked from outside: each failure is one line naming it.
enum SessionChecks {
    static let dataFiles = ["likes.json", "follows.json", "settings.json", "navigation.json"]

    /// The process neither crashed nor hung, and ended with a documented status.
    static func ended(_ run: MosaicRun) -> [String] {
        if run.hung { return ["hung (killed after the deadline)"] }
        if run.crashed { return ["crashed (signal \(run.status))"] }
        return [0, 1].contains(run.status) ? [] : ["exit status \(run.status)"]
    }

    /// Every standard-error line is one `error:` line.
    static func errorLines(_ run: MosaicRun) -> [String] {
        run.errorLines.filter { !$0.hasPrefix("error: ") }.prefix(3).map {
            "stderr line without 'error: ': \($0.prefix(80))"
        }
    }

    /// Piped standard output holds no control byte but newlines.
    static func plainOutput(_ run: MosaicRun) -> [String] {
        guard let byte = run.output.first(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }) else {
            return []
        }
        return ["control byte 0x\(String(byte, radix: 16)) on standard output"]
    }

    /// Every data file parses as JSON, the likes read (likes.json and the likes saved since in
    /// its journal, every whole line of which must check), and each is readable and writable by
    /// its owner only.
    static func dataFiles(in directory: String) async -> [String] {
        var failures: [String] = []
        if case .failure(let error) = await savedLikes(in: directory) {
            failures.append("the likes cannot be read: \(error)")
        }
        var info = stat()
        if stat(directory + "/likes.journal", &info) == 0, info.st_mode & 0o777 != 0o600 {
            failures.append("likes.journal has mode \(String(info.st_mode & 0o777, radix: 8)), not 600")
        }
        for name in dataFiles {
            let path = directory + "/" + name
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let data = FileManager.default.contents(atPath: path),
                (try? JSONSerialization.jsonObject(with: data)) != nil
            else {
                failures.append("\(name) does not parse")
                continue
            }
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & 0o777 != 0o600 {
                failures.append("\(name) has mode \(String(info.st_mode & 0o777, radix: 8)), not 600")
            }
        }
        return failures
    }

    /// The trace records no leak.
    /// No module emitted an event after it was closed (its later events are traced as
    /// dropped, never as events).
    static func silentAfterClose(trace path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return ["the trace \(path) cannot be read: nothing shows the closed modules stayed silent"]
        }
        var closed: Set<Substring> = []
        var failures: [String] = []
        for record in text.split(separator: "\n") {
            guard let module = field("module", of: record) else { continue }
            if record.contains(#""summary":"closed""#) {
                closed.insert(module)
            } else if record.contains(#""kind":"event""#), closed.contains(module) {
                failures.append("\(module) emitted an event after it was closed: \(record.prefix(160))")
            }
        }
        return Array(failures.prefix(2))
    }

    /// The string value of `name` in a trace record, or `nil`.
    private static func field(_ name: String, of record: Substring) -> Substring? {
        guard let start = record.range(of: "\"\(name)\":\"") else { return nil }
        let rest = record[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<end]
    }

    static func noLeaks(trace path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return ["the trace \(path) cannot be read: nothing shows no module leaked"]
        }
        let leaks = text.split(separator: "\n").filter { $0.contains("\"kind\":\"leak\"") }
        return leaks.prefix(2).map { "leak in the trace: \($0.prefix(120))" }
    }

    /// The likes saved in `directory`, read as mosaic reads them: likes.json and the likes saved
    /// since in its journal.
    static func savedLikes(in directory: String) async -> Result<[String], ServiceError> {
        do {
            return .success(
                try await FileLikeService(directory: DataDirectory(path: directory)).likedPosts().map(
                    \.rawValue))
        } catch {
            return .failure(error)
        }
    }

    /// A fresh process shows the likes and the display name the files hold.
    static func freshProcessAgrees(_ binary: String, directory: String) async throws -> [String] {
        guard let likes = try? await savedLikes(in: directory).get(),
            let settings = document(directory + "/settings.json") as? [String: Any],
            let name = settings["displayName"] as? String
        else { return [] }
        let run = try MosaicRun.run(
            binary, ["--data-dir", directory], input: Array("tab likes\ntab settings\n".utf8))
        var failures: [String] = []
        let likesScreen = run.outputText.components(separatedBy: "mosaic://likes\n").dropFirst().first ?? ""
        let likesOnly = likesScreen.components(separatedBy: "mosaic://settings").first ?? ""
        let shown = likesOnly.split(separator: "\n").compactMap { line -> String? in
            guard line.first?.isNumber == true, let open = line.firstIndex(of: "["),
                let close = line.firstIndex(of: "]"), open < close
            else { return nil }
            return String(line[line.index(after: open)..<close])
        }
        if shown != likes { failures.append("a fresh process shows likes \(shown), the file holds \(likes)") }
        if !run.outputText.contains("display name: \(name)") {
            failures.append("a fresh process does not show the display name '\(name)'")
        }
        return failures
    }

    /// Every link the session printed reopens to the same stack, in a process given what the
    /// session had (`--developer`: its developer section's link opens only where it is on).
    static func linksReopen(_ binary: String, links: [String]) throws -> [String] {
        var failures: [String] = []
        for link in links {
            let run = try MosaicRun.run(
                binary, ["--in-memory", "--developer", "open", link], input: Array("link\n".utf8))
            let last = run.outputText.split(separator: "\n").last.map(String.init)
            if last != link {
                failures.append("\(link.prefix(80)) reopens as \(last?.prefix(80) ?? "nothing")")
            }
        }
        return failures
    }

    static func document(_ path: String) -> Any? {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object["data"]
    }
}
