import Foundation
import Testing

/// The command line the way a person meets it before any session: options and their strictness,
/// usage errors (one `error:` line, whatever they quote), where the data goes without options,
/// and the listings (`routes`, `modules`, `routes --json`, `routes --check`).
@Suite struct CommandLineTests {
    @Test func theCommandLineIsStrict() async throws {
        #expect(try await MosaicProcess.run(["--bogus"]).status == 2)
        #expect(try await MosaicProcess.run(["--in-memory", "--data-dir", "/tmp/x"]).status == 2)
        #expect(try await MosaicProcess.run(["open"]).status == 2)
        #expect(try await MosaicProcess.run(["routes", "modules"]).status == 2)
        let help = try await MosaicProcess.run(["--help"])
        #expect(help.status == 0 && help.output.hasPrefix("usage: mosaic"))
        #expect(try await MosaicProcess.run(["--version"]).output == "mosaic 0.1.0\n")
        #expect(try await MosaicProcess.run(["--in-memory", "open", "mosaic://nowhere"]).status == 1)
    }

    @Test func optionValuesMayBeJoinedAndDoubleDashEndsTheOptions() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir=\(folder.data)"], input: "like 2\n")
        #expect(await folder.likedPosts().contains("p2"))
        let joined = try await MosaicProcess.run(["--in-memory=yes"])
        #expect(joined.status == 2)
        #expect(joined.errorLines.first == "error: --in-memory takes no value (got 'yes')")
        #expect(
            try await MosaicProcess.run(["--in-memory", "--", "routes"]).output.contains("mosaic://feed"))
        #expect(try await MosaicProcess.run(["--", "--help"]).status == 2)
    }

    @Test func aUsageErrorIsOneErrorLineAndAHint() async throws {
        let result = try await MosaicProcess.run(["--bogus"])
        #expect(result.status == 2)
        #expect(result.errorLines == ["error: unknown option '--bogus'", "try 'mosaic --help'"])
    }

    @Test func commandLineTextEchoedOnStandardErrorIsSanitised() async throws {
        let option = try await MosaicProcess.run(["--x\u{1B}]0;pwned\u{07}"])
        #expect(
            option.errorLines == ["error: unknown option '--x?]0;pwned?'", "try 'mosaic --help'"])
        let trace = try await MosaicProcess.run(["--in-memory", "--trace", "/no/dir/\u{1B}[2J"])
        #expect(trace.status == 2)
        #expect(trace.errors.hasPrefix("error: cannot open trace file /no/dir/\\u{1B}[2J"))
        #expect(!(option.errors + trace.errors).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        // A line break in what is quoted stays inside its one line.
        let broken = try await MosaicProcess.run(["--x\ny"])
        #expect(broken.errorLines == ["error: unknown option '--x?y'", "try 'mosaic --help'"])
        let script = try await MosaicProcess.run(["--in-memory", "--script", "/no/dir/a\nb"])
        #expect(script.errorLines == ["error: cannot read script /no/dir/a\\u{0A}b"])
    }

    @Test func routesAndModulesListTheApp() async throws {
        let routes = try await MosaicProcess.run(["routes"]).output
        let profileRoute = routes.split(separator: "\n").first {
            $0.hasPrefix("mosaic://profile/{handle:text} ")
        }
        #expect(
            profileRoute?.split(separator: " ") == [
                "mosaic://profile/{handle:text}", "Profile", "Profile", "ProfileContext",
            ], "the link, the feature that owns it, the module it builds and its context")
        let postRoute = routes.split(separator: "\n").first { $0.hasPrefix("mosaic://post/") }
        #expect(
            postRoute?.split(separator: " ") == ["mosaic://post/{id:text}", "Feed", "Post", "PostContext"])
        let modules = try await MosaicProcess.run(["modules"]).output
        #expect(
            modules.split(separator: "\n").contains {
                $0.split(separator: " ") == ["Feed", "FeedContext", "FeedEvent"]
            })
    }

    @Test func routesAsJSONNameEveryRouteAndItsFeature() async throws {
        let result = try await MosaicProcess.run(["routes", "--json"])
        #expect(result.status == 0)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: String]])
        #expect(rows.count == 12, "eleven routes, and the short link to a post")
        #expect(rows.first { $0["link"] == "mosaic://p/{id:text}" }?["context"] == "PostContext")
        #expect(
            rows.first { $0["link"] == "mosaic://settings/accounts" }
                == [
                    "link": "mosaic://settings/accounts", "feature": "Settings", "module": "SettingsSection",
                    "context": "SettingsSectionContext",
                ])
        #expect(Set(rows.compactMap { $0["feature"] }) == ["Feed", "Likes", "Profile", "Settings"])
    }

    @Test func theRouteCheckPassesOnTheAppsTableAndSaysWhatItTried() async throws {
        let result = try await MosaicProcess.run(["routes", "--check"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        #expect(result.output.hasPrefix("ok: the 12 routes' screens open again from their links"))
        let wrong = try await MosaicProcess.run(["routes", "--verify"])
        #expect(wrong.status == 2, "an unknown option after routes is a usage error")
    }

    @Test func withoutOptionsTheDataGoesToTheXDGFolderElseUnderHome() async throws {
        let folder = TemporaryFolder()
        let home = folder.path + "/home"
        _ = try await MosaicProcess.run(
            [], input: "like 1\n", environment: ["HOME": home, "XDG_DATA_HOME": ""])
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/mosaic/likes.json"))
        let xdg = folder.path + "/xdg"
        _ = try await MosaicProcess.run([], input: "", environment: ["HOME": home, "XDG_DATA_HOME": xdg])
        #expect(FileManager.default.fileExists(atPath: xdg + "/mosaic/settings.json"))
    }
}
