import Foundation
import TestSupport
import Testing

/// A 0.2 user moving to 1.0 meets compiler errors that each say what to write instead:
/// Tests/Migration/From0.2.swift, one line per removed or renamed name, is type-checked against
/// the ModuleKit these tests were built with, and the compiler's own words are read.
@Suite struct MigrationTests {
    /// One diagnostic of the compiler: its line and its text.
    struct Diagnostic: Equatable {
        var line: Int
        var text: String
    }

    @Test func everyNameOf02FailsToCompileWithAnErrorThatNamesItsFix() async throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Migration/From0.2.swift")
        let source = try String(contentsOf: fixture, encoding: .utf8)
        let marked = Self.markedLines(in: source)
        // The names the issue lists, at least: each has its line.
        for name in [
            "ModuleEvent", "NoEvent", "DeeplinkConvertible", "TraceBuffer", "ModuleManager.trace",
            "ModuleManager.unhandledEvent", "ListenerID", "ModuleManager.removeListener", "StateStore.drive",
            "StateStore.redraw", "StateRenderingView", "InspectableModule", "DeeplinkError",
            "StateStore.observe", "ModuleWork.init", "ModuleWork.onClose", "ModuleManager.module(_:)",
            "Navigator.CloseResult",
        ] {
            #expect(marked.values.contains { $0.hasPrefix(name) }, "the fixture has no line for \(name)")
        }
        let modules = try #require(
            SwiftCompiler.builtModulesFolder(holding: "ModuleKit"),
            "no ModuleKit.swiftmodule next to the test binary to type-check against")
        let diagnostics = try await Self.typeCheck(fixture, modules: modules)
        let errors = diagnostics.filter { $0.text.hasPrefix("error: ") }
        for (line, name) in marked.sorted(by: { $0.key < $1.key }) {
            let own = errors.filter { $0.line == line }
            #expect(
                !own.isEmpty, "line \(line) (\(name)) compiles against 1.0: nothing tells its user it changed"
            )
            for error in own {
                #expect(Self.namesItsFix(error.text), "line \(line) (\(name)): \(error.text)")
            }
        }
        for error in errors where marked[error.line] == nil {
            Issue.record("line \(error.line), written in 1.0's spelling, does not compile: \(error.text)")
        }
    }

    @Test func anErrorNamesItsFixWhenItSaysWhatToWriteInstead() {
        #expect(Self.namesItsFix("error: 'NoEvent' has been renamed to 'Never'"))
        #expect(Self.namesItsFix("error: 'drive' is unavailable: write follow(_:)"))
        #expect(!Self.namesItsFix("error: cannot find type 'NoEvent' in scope"))
        #expect(!Self.namesItsFix("error: 'source(of:)' is inaccessible due to 'package' protection level"))
        #expect(!Self.namesItsFix("error: 'drive' is unavailable"), "unavailable with no message says no fix")
    }

    /// Whether a compiler error says what to write instead: a rename, or an unavailable
    /// declaration's message.
    static func namesItsFix(_ error: String) -> Bool {
        guard let range = error.range(of: " is unavailable: ") ?? error.range(of: " has been renamed to '")
        else { return false }
        return !error[range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The lines marked `// 0.2: NAME` after code, by line number.
    static func markedLines(in source: String) -> [Int: String] {
        var marked: [Int: String] = [:]
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "  // 0.2: "),
                !line[..<range.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
            else { continue }
            marked[index + 1] = String(line[range.upperBound...])
        }
        return marked
    }

    /// `swiftc -typecheck` of `file` against `modules`, its diagnostics on `file`, waited for on a
    /// thread of its own (see ``offThePool(_:)``).
    static func typeCheck(_ file: URL, modules: URL) async throws -> [Diagnostic] {
        let output = try await SwiftCompiler.run([
            "-typecheck", "-diagnostic-style=llvm", "-I", modules.path, file.path,
        ]).output
        let prefix = file.path + ":"
        return output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            // path:LINE:COLUMN: error: text
            let fields = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
            guard fields.count == 3, let number = Int(fields[0]) else { return nil }
            return Diagnostic(line: number, text: fields[2].trimmingCharacters(in: .whitespaces))
        }
    }
}
