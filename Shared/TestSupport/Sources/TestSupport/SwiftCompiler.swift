#if os(macOS) || os(Linux) || os(Windows)
    import Foundation

    /// The Swift compiler of the toolchain running the tests, run on files against the modules
    /// these tests were built with: for tests of what a compiler says about code (a trap it must
    /// name, an article's example that must compile).
    public enum SwiftCompiler {
        /// The folder of the modules the tests were built with (`.build/debug/Modules`), found
        /// from the test binary's path as the one holding `module` (`ModuleKit`).
        public static func builtModulesFolder(holding module: String = "ModuleKit") -> URL? {
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            for _ in 0..<6 {
                folder.deleteLastPathComponent()
                for candidate in [folder.appendingPathComponent("Modules"), folder]
                where FileManager.default.fileExists(
                    atPath: candidate.appendingPathComponent("\(module).swiftmodule").path)
                {
                    return candidate
                }
            }
            return nil
        }

        /// `swiftc ARGUMENTS`: its exit status and its diagnostics (standard error), waited for
        /// on a thread of its own (see ``offThePool(_:)``).
        public static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
            try await offThePool { try runWaiting(arguments) }
        }

        /// One diagnostic of the compiler on a file: its line and its text (`error: …`).
        public struct Diagnostic: Equatable, Sendable {
            /// The line of the file it is about, from 1.
            public var line: Int
            /// What the compiler says, from its severity on: `error: …`, `warning: …`, `note: …`.
            public var text: String

            /// The diagnostic `text` on line `line`.
            public init(line: Int, text: String) {
                self.line = line
                self.text = text
            }
        }

        /// `swiftc -typecheck` of `file` against the modules in `modules`: its diagnostics on
        /// `file`, in order.
        public static func typeCheck(_ file: URL, modules: URL) async throws -> [Diagnostic] {
            let output = try await run([
                "-typecheck", "-diagnostic-style=llvm", "-I", modules.path, file.path,
            ])
            .output
            let prefix = file.path + ":"
            return output.split(separator: "\n").compactMap { line in
                guard line.hasPrefix(prefix) else { return nil }
                // path:LINE:COLUMN: error: text
                let fields = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
                guard fields.count == 3, let number = Int(fields[0]) else { return nil }
                return Diagnostic(line: number, text: fields[2].trimmingCharacters(in: .whitespaces))
            }
        }

        private static func runWaiting(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc"] + arguments
            let output = Pipe()
            // Diagnostics come on standard error; standard output is not wanted.
            process.standardError = output
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            waitForExit(process)
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }
#endif
