import Foundation

/// Reads a package: SwiftPM's own description (`swift package describe --type json`) and the
/// import declarations of every target's sources.
public enum PackageReader {
    /// Why a package could not be read; exit status 2.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Runs `swift package describe --type json` in `packagePath` and reads the result.
    public static func read(packagePath: String) throws -> PackageGraph {
        try read(describeJSON: try describe(packagePath: packagePath), packagePath: packagePath)
    }

    /// SwiftPM's JSON description of the package at `packagePath`.
    public static func describe(packagePath: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packagePath, "describe", "--type", "json"]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure("cannot run swift: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let firstLine =
                message.split(separator: "\n").first { $0.contains("error") } ?? message.split(
                    separator: "\n"
                ).first ?? ""
            throw Failure("cannot read the package at \(packagePath): \(firstLine)")
        }
        return data
    }

    private struct Description: Decodable {
        struct Target: Decodable {
            var name: String
            var c99name: String?
            var type: String
            var path: String
            var sources: [String]?
            var target_dependencies: [String]?
        }
        var name: String
        var targets: [Target]
    }

    /// Builds the graph from a describe JSON document, scanning sources under `packagePath`.
    public static func read(describeJSON: Data, packagePath: String) throws -> PackageGraph {
        let description: Description
        do {
            // `swift package describe` may print notes before the JSON object.
            let start = describeJSON.firstIndex(of: UInt8(ascii: "{")) ?? describeJSON.startIndex
            description = try JSONDecoder().decode(Description.self, from: describeJSON[start...])
        } catch {
            throw Failure("not a SwiftPM package description: \(error)")
        }
        let root = URL(fileURLWithPath: packagePath)
        let targets = description.targets.map { target in
            var imports: [String: Int] = [:]
            var lines = 0
            let sources = (target.sources ?? []).filter { $0.hasSuffix(".swift") }
            for source in sources {
                let url = root.appendingPathComponent(target.path).appendingPathComponent(source)
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                lines += text.reduce(into: 0) { count, character in if character == "\n" { count += 1 } }
                for module in Set(ImportScanner.imports(in: text)) { imports[module, default: 0] += 1 }
            }
            return PackageGraph.Target(
                name: target.name, module: target.c99name ?? target.name.replacingDashes,
                kind: PackageGraph.Target.Kind(rawValue: target.type) ?? .other, path: target.path,
                sources: target.sources ?? [], dependencies: target.target_dependencies ?? [],
                imports: imports,
                lines: lines)
        }
        return PackageGraph(name: description.name, targets: targets.sorted { $0.name < $1.name })
    }
}
