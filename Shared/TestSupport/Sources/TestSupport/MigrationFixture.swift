#if os(macOS) || os(Linux) || os(Windows)
    import Foundation

    /// Code written in an earlier major version's spelling, one old name per line marked
    /// `// VERSION: NAME` at its end, type-checked against the modules just built: how a package
    /// proves that the compiler walks its users to the new major version — every marked line fails
    /// with an error that says what to write instead, every other line compiles.
    public struct MigrationFixture {
        /// The marked lines, by line number: the old name each stands for.
        public let marked: [Int: String]
        /// The fixture's file.
        public let file: URL

        /// The fixture `file`, its lines marked `// VERSION: NAME` (`version` is `"1.x"`, say).
        public init(_ file: URL, version: String) throws {
            self.file = file
            let source = try String(contentsOf: file, encoding: .utf8)
            var marked: [Int: String] = [:]
            let marker = "  // \(version): "
            for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            {
                guard let range = line.range(of: marker),
                    !line[..<range.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty
                else { continue }
                marked[index + 1] = String(line[range.upperBound...])
            }
            self.marked = marked
        }

        /// The fixture at `path` (`Migration/From1.swift`) in the tests folder of the test file
        /// `testFile` (its `#filePath`: `Tests/ModuleKitTests/MigrationTests.swift`), its lines
        /// marked `// VERSION: NAME`.
        public init(_ path: String, inTestsOf testFile: String, version: String) throws {
            let tests = URL(fileURLWithPath: testFile).deletingLastPathComponent().deletingLastPathComponent()
            try self.init(tests.appendingPathComponent(path), version: version)
        }

        /// What is wrong with the fixture checked against the modules built beside the test
        /// binary, in the folder that holds `module`'s: each of `names` (the old names a release
        /// took away) that no line is marked for, then ``problems(against:)``. One sentence each.
        public func problems(naming names: [String], againstTheBuilt module: String) async throws
            -> [String]
        {
            let unmarked = names.filter { name in !marked.values.contains { $0.hasPrefix(name) } }
            var problems = unmarked.map { "the fixture has no line for \($0)" }
            guard let modules = SwiftCompiler.builtModulesFolder(holding: module) else {
                return problems + ["no \(module).swiftmodule next to the test binary to type-check against"]
            }
            problems += try await self.problems(against: modules)
            return problems
        }

        /// What is wrong with the fixture checked against `modules`, one sentence each: a marked
        /// line that compiles, an error of a marked line that names no fix, an unmarked line that
        /// does not compile. Empty when the compiler walks every old name to its replacement.
        public func problems(against modules: URL) async throws -> [String] {
            let errors = try await SwiftCompiler.typeCheck(file, modules: modules).filter {
                $0.text.hasPrefix("error: ")
            }
            var problems: [String] = []
            for (line, name) in marked.sorted(by: { $0.key < $1.key }) {
                let own = errors.filter { $0.line == line }
                if own.isEmpty {
                    problems.append("line \(line) (\(name)) compiles: nothing tells its user it changed")
                }
                for error in own where !Self.namesItsFix(error.text) {
                    problems.append("line \(line) (\(name)): \(error.text)")
                }
            }
            for error in errors where marked[error.line] == nil {
                problems.append(
                    "line \(error.line), written in today's spelling, does not compile: \(error.text)")
            }
            return problems
        }

        /// The compiler's errors on each marked line checked against `modules`, by the old name
        /// the line stands for: what a user of the old name reads.
        public func fixes(against modules: URL) async throws -> [String: [String]] {
            var fixes: [String: [String]] = [:]
            for error in try await SwiftCompiler.typeCheck(file, modules: modules)
            where error.text.hasPrefix("error: ") {
                guard let name = marked[error.line] else { continue }
                fixes[name, default: []].append(error.text)
            }
            return fixes
        }

        /// Whether a compiler error says what to write instead: a rename, or an unavailable
        /// declaration's message.
        public static func namesItsFix(_ error: String) -> Bool {
            guard
                let range = error.range(of: " is unavailable: ") ?? error.range(of: " has been renamed to '")
            else { return false }
            return !error[range.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
        }
    }
#endif
