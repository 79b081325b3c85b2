import Foundation

/// Keeps each package's `swift package describe` output in its `.build` folder, keyed by what
/// the description depends on: where the package is (its local dependencies are described by
/// absolute path, so a moved or copied package describes afresh), the manifest's bytes and the
/// names of the package's source files. A warm `depgraph` call then runs no `swift` process at all.
enum DescribeCache {
    /// The cached description of the package at `path`, if its key still matches.
    static func lookup(_ path: String) -> Data? {
        guard let key = key(path), let stored = FileManager.default.contents(atPath: file(path)),
            let newline = stored.firstIndex(of: 0x0A),
            String(decoding: stored[..<newline], as: UTF8.self) == key
        else { return nil }
        return Data(stored[stored.index(after: newline)...])
    }

    /// Keeps `description` for the package at `path`. A cache that cannot be written is no error.
    static func store(_ description: Data, for path: String) {
        guard let key = key(path) else { return }
        let url = URL(fileURLWithPath: file(path))
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? (Data((key + "\n").utf8) + description).write(to: url, options: .atomic)
    }

    private static func file(_ path: String) -> String { path + "/.build/depgraph-describe.json" }

    /// The manifest's bytes and every file name under the package (build folders and nested
    /// packages left out), hashed; `nil` when the manifest cannot be read.
    private static func key(_ path: String) -> String? {
        guard let manifest = FileManager.default.contents(atPath: path + "/Package.swift") else { return nil }
        var hasher = FNV1a()
        hasher.add(Data(path.utf8))
        hasher.add(manifest)
        hasher.add(Data(toolchain.utf8))
        for name in sourceNames(under: path) { hasher.add(Data(name.utf8)) }
        return String(hasher.value, radix: 16)
    }

    private static func sourceNames(under root: String) -> [String] {
        var names: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let full = folder.isEmpty ? root : root + "/" + folder
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).sorted() {
                let relative = folder.isEmpty ? name : folder + "/" + name
                if name.hasPrefix(".") { continue }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: full + "/" + name, isDirectory: &isFolder) else {
                    continue
                }
                if isFolder.boolValue {
                    // A nested package describes itself.
                    if !FileManager.default.fileExists(atPath: full + "/" + name + "/Package.swift") {
                        folders.append(relative)
                    }
                } else {
                    names.append(relative)
                }
            }
        }
        return names.sorted()
    }

    /// The `swift` on the PATH, with its size and time: a new toolchain describes afresh.
    private static let toolchain: String = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for folder in folders {
            let candidate = folder + "/swift"
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: String(candidate)) else {
                continue
            }
            let size = attributes[.size] as? Int ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(candidate) \(size) \(date)"
        }
        return "swift"
    }()
}

/// 64-bit FNV-1a: a fast hash for cache keys, not for security.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ data: Data) {
        for byte in data {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        value ^= 0xff
        value &*= 0x100_0000_01b3
    }
}
