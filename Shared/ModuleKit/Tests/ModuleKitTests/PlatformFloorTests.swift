import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the platform check (Scripts/check-platforms, which type-checks ModuleKit for every Apple
/// platform at its declared floor) cannot see, because the compiler does not diagnose it: an
/// `isolated deinit` needs the runtime of macOS 15.4 / iOS 18.4 even on a `@MainActor` class,
/// below the floors ModuleKit declares (macOS 14, iOS 17). Releases go through
/// `MainActorRelease` instead.
@Suite struct PlatformFloorTests {
    static let sources: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    @Test func noSourceUsesIsolatedDeinit() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the sources were found")
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated()
            where line.contains("isolated deinit") && !line.drop(while: { $0 == " " }).hasPrefix("//") {
                Issue.record("\(file):\(number + 1) uses isolated deinit, which needs macOS 15.4 / iOS 18.4")
            }
        }
    }
}
