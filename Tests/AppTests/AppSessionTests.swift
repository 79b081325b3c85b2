import Foundation
import Testing

@Suite struct AppSessionTests {
    @Test func aPostLikedInTheFeedShowsInTheLikesTab() async throws {
        let result = try await MosaicProcess.run(["--in-memory"], input: "like 3\ntab likes\n")
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let likes = try #require(result.screens.last)
        #expect(likes.hasPrefix("mosaic://likes\n"))
        #expect(likes.contains("[p3]"))
    }

    @Test func everyScreenStartsWithTheStackLinkAndTheTabBar() async throws {
        let result = try await MosaicProcess.run(["--in-memory"], input: "open 1\n")
        let lines = try #require(result.screens.last).split(separator: "\n")
        #expect(lines[0] == "mosaic://feed/post/p1")
        #expect(lines[1].contains("[feed]"))
        #expect(lines.last?.hasPrefix("commands: like · unlike · author") == true)
    }

    @Test func aLikeSurvivesARestartWithTheSameDataDirectoryButNotInMemory() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 2\n")
        let again = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab likes\n")
        #expect(again.screens.last?.contains("[p2]") == true)
        let memory = try await MosaicProcess.run(["--in-memory"], input: "tab likes\n")
        #expect(memory.screens.last?.contains("No likes yet") == true)
    }

    @Test func chainedLinksOpenWholeStacksAndBackWalksThem() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "open mosaic://feed/profile/alice/post/p2\nlink\nback\nback\nback\n")
        #expect(
            result.links == [
                "mosaic://feed", "mosaic://feed/profile/alice/post/p2", "mosaic://feed/profile/alice/post/p2",
                "mosaic://feed/profile/alice", "mosaic://feed",
            ])
        #expect(result.errorLines == ["error: already at the first screen: nothing to go back to"])
        #expect(result.status == 1)
    }

    @Test func aLinkThatIsNotATabRootIsPushedOntoTheCurrentTab() async throws {
        let result = try await MosaicProcess.run(["--in-memory"], input: "tab me\nopen mosaic://post/p4\n")
        #expect(result.links.last == "mosaic://me/post/p4")
    }

    @Test func mosaicOpenStartsOnTheLinkedScreen() async throws {
        let result = try await MosaicProcess.run(["--in-memory", "open", "mosaic://settings/notifications"])
        #expect(result.links == ["mosaic://settings/notifications"])
        #expect(result.screens[0].contains("Settings › Notifications"))
        #expect(
            result.screens[0].contains("\n feed   likes   me   settings\n"),
            "a section presented over the feed's stack: no tab marked as the one shown")
    }

    @Test func settingsSurviveARestartAndInvalidValuesAreRefused() async throws {
        let folder = TemporaryFolder()
        let first = try await MosaicProcess.run(
            ["--data-dir", folder.data],
            input: "tab settings\nset name \"Ada L.\"\nset signature \(String(repeating: "x", count: 141))\n")
        #expect(
            first.errorLines == ["error: the signature is 141 characters; at most 140; nothing was saved"])
        #expect(first.status == 1)
        let second = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab settings\n")
        #expect(second.screens.last?.contains("display name: Ada L.") == true)
        #expect(second.screens.last?.contains("signature:    (none)") == true)
    }

    @Test func badCommandsAndBadLinksAreOneErrorLineAndTheScreenStays() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "dance\nopen mosaic://nowhere\nopen http://x\nlike 99\ntab mars\nlike 1\n"
        )
        #expect(
            result.errorLines == [
                "error: unknown command 'dance' (type help)", "error: no route for 'nowhere'",
                "error: unknown link scheme 'http'", "error: no row 99: choose 1 to 10",
                "error: 'mars' is not feed, likes, me or settings",
            ])
        #expect(result.screens.count == 2, "only the first screen and the one after 'like 1'")
        #expect(result.status == 1)
    }

    @Test func pipedOutputHoldsNoEscapeByteEvenForHostileCaptions() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "more\nopen 3\n", environment: ["TERM": "xterm-256color"])
        #expect(result.output.contains("Terminal trick \\u{1B}[2J"))
        #expect(!result.output.utf8.contains(0x1B))
        #expect(!result.errors.utf8.contains(0x1B))
    }

    @Test func anUnreadableDataFileStopsWithOneErrorThatSaysHowToGoOnAndIsLeftAsItIs() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "")
        let garbage = Data("{ this is not json".utf8)
        try garbage.write(to: URL(fileURLWithPath: folder.data + "/likes.json"))
        let result = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\n")
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "error: cannot read \(folder.data)/likes.json: not a mosaic data file (invalid JSON or no schemaVersion); the file was left as it is",
                "to go on, move it aside (mv '\(folder.data)/likes.json' '\(folder.data)/likes.json.unreadable') or run mosaic --in-memory",
            ])
        #expect(result.output.isEmpty)
        #expect(folder.contents("likes.json") == garbage)
    }

    @Test func aSessionWithRestoreStartsWhereTheLastOneEnded() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(
            ["--data-dir", folder.data, "--restore"], input: "open 2\ntab me\nopen 1\n")
        let restored = try await MosaicProcess.run(
            ["--data-dir", folder.data, "--restore"], input: "tab feed\n")
        #expect(restored.links == ["mosaic://me/post/p7", "mosaic://feed/post/p2"])
        // The app hears where the session came back (HostEvent.restored) and says it once.
        #expect(restored.output.contains("back where you left off: mosaic://me/post/p7"))
        let fresh = try await MosaicProcess.run(["--data-dir", folder.data], input: "")
        #expect(fresh.links == ["mosaic://feed"], "without --restore a script starts on feed")
        #expect(!fresh.output.contains("back where"))
        // Back at a tab's first screen there is nothing to say.
        _ = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "tab feed\nback\n")
        let atRoot = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "")
        #expect(atRoot.links == ["mosaic://feed"] && !atRoot.output.contains("back where"))
    }

    @Test func theTraceHoldsOneJSONObjectPerLineForEverything() async throws {
        let folder = TemporaryFolder()
        let trace = folder.path + "-trace.jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        _ = try await MosaicProcess.run(
            ["--in-memory", "--trace", trace], input: "like 1\nopen 1\ntab settings\ntoggle likes\n")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n")
        var kinds = Set<String>()
        for line in lines {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["time"] is Double)
            kinds.insert(object["kind"] as? String ?? "")
            #expect(
                object.keys.contains("module") && object.keys.contains("routingContext")
                    && object.keys.contains("summary"))
        }
        #expect(kinds.isSuperset(of: ["build", "event", "route", "lifecycle"]))
        #expect(!kinds.contains("unhandled"), "every event a feature emits reaches someone")
        // The host's own moments are traced as events of the host.
        #expect(lines.contains { $0.contains(#""module":"Host#0""#) && $0.contains("started(link:") })
    }

    @Test func theTraceShowsEachActionThePersonAskedForAndEachRefusal() async throws {
        let folder = TemporaryFolder()
        let trace = folder.path + "-trace.jsonl"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        _ = try await MosaicProcess.run(
            ["--in-memory", "--trace", trace], input: "open mosaic://post/p3\nlike\nlike\n")
        let records = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let actions = records.filter { ["action", "refused"].contains($0["kind"] as? String) }
        #expect(actions.map { $0["kind"] as? String } == ["action", "action", "refused"])
        // Every action names what it acts on, the post screen's too.
        #expect(
            actions.map { $0["summary"] as? String } == [
                "like(p3)", "like(p3)", "like(p3): you already like p3",
            ])
        #expect(actions.allSatisfy { ($0["module"] as? String)?.hasPrefix("Post#") == true })
    }

    @Test func aFullStackIsRefusedOnceAndItsLinkReopensTheSameScreens() async throws {
        let folder = TemporaryFolder()
        // The feed and 31 posts, then a profile: a post's link on a post would be shown in its
        // place (the post screen takes another post), and one the stack holds gone back to.
        let full = "mosaic://feed" + (1...31).map { "/post/p\($0)" }.joined()
        let input = "open \(full)\nopen mosaic://profile/alice\nlink\n"
        let first = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: input)
        #expect(first.errorLines == ["error: this stack holds 32 screens, the most it may: go back first"])
        let link = try #require(first.output.split(separator: "\n").last.map(String.init))
        #expect(link == full)
        let reopened = try await MosaicProcess.run(["--in-memory"], input: "open \(link)\nlink\n")
        #expect(reopened.errors.isEmpty)
        #expect(reopened.output.split(separator: "\n").last.map(String.init) == link)
        let restored = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "link\n")
        #expect(restored.errors.isEmpty)
        #expect(restored.output.split(separator: "\n").last.map(String.init) == link)
    }

    @Test func aScreenOfSomethingThatDoesNotExistFailsLikeALinkThatDoesNotExist() async throws {
        let missing = try await MosaicProcess.run(["--in-memory", "open", "mosaic://post/zzz"])
        #expect(missing.errorLines == ["error: cannot open mosaic://post/zzz: post zzz not found"])
        #expect(missing.status == 1)
        let bogus = try await MosaicProcess.run(["--in-memory", "open", "mosaic://bogus"])
        #expect(bogus.errorLines == ["error: no route for 'bogus'"])
        #expect(bogus.status == 1)
        let scripted = try await MosaicProcess.run(
            ["--in-memory"], input: "open mosaic://profile/nobody\nback\n")
        #expect(
            scripted.errorLines == [
                "error: cannot open mosaic://profile/nobody: user nobody not found",
                "error: already at the first screen: nothing to go back to",
            ], "the link that could not open changed nothing")
        #expect(scripted.status == 1)
    }

    @Test func aScriptWithWindowsLineEndingsRunsOneCommandPerLine() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let script = folder.path + "/crlf.txt"
        try "tab likes\r\nlink\r\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try await MosaicProcess.run(["--in-memory", "--script", script])
        #expect(result.errors.isEmpty)
        #expect(result.output.contains("mosaic://likes\n"))
        #expect(result.status == 0)
    }

    @Test func theDeveloperSectionShowsWhenAskedFor() async throws {
        let plain = try await MosaicProcess.run(["--in-memory"], input: "tab settings\n")
        #expect(plain.screens.last?.contains("Developer") == false)
        let developer = try await MosaicProcess.run(
            ["--in-memory", "--developer"], input: "tab settings\ntoggle likes\ntrace on\n")
        #expect(developer.screens.last?.contains("modules alive:") == true)
        #expect(
            developer.screens.last?.contains("unhandled events: none") == true,
            "a settings change is heard by the settings screen, which refreshes its other sections")
        #expect(developer.errorLines == ["error: there is no trace file: start mosaic with --trace FILE"])
    }

    @Test func whatASectionSavesShowsOnTheSettingsScreenBeneathWhenItIsShownAgain() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"],
            input: """
                tab settings
                open mosaic://settings/account
                set name Zed
                back
                open mosaic://settings/notifications
                toggle likes
                back
                open mosaic://settings/accounts
                account add zed@example.com
                back

                """)
        let screens = result.screens
        func row(_ screen: Int, _ label: String) -> String? {
            screens[screen].split(separator: "\n").first {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix(label + ":")
            }.map(String.init)
        }
        #expect(result.errors.isEmpty)
        #expect(row(1, "display name")?.hasSuffix(" Me") == true, "the settings tab, before")
        #expect(row(4, "display name")?.hasSuffix(" Zed") == true, "the settings tab after the name was set")
        #expect(row(7, "likes")?.hasSuffix(" off") == true, "after the notification was toggled")
        #expect(row(10, "account 1")?.hasSuffix(" zed@example.com") == true, "after the account was added")
        #expect(screens.count == 11 && screens[10].hasPrefix("mosaic://settings\n"))
    }

    @Test func aScriptFileIsReadLikeStandardInput() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let script = folder.path + "/session.txt"
        try "like 4\n\ntab likes\nquit\nlike 5\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try await MosaicProcess.run(["--in-memory", "--script", script], input: "like 9\n")
        #expect(result.links == ["mosaic://feed", "mosaic://feed", "mosaic://likes"])
        #expect(result.screens.last?.contains("[p4]") == true)
        #expect(
            try await MosaicProcess.run(["--in-memory", "--script", folder.path + "/missing.txt"]).status == 2
        )
    }

    @Test func aScriptSplitsLinesAsStandardInputDoesAndRunsNoCommandItsReaderCannotSee() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let script = folder.path + "/session.txt"
        // A line separator before `q`, a vertical tab before `unlike`: each one line, refused.
        let text = "z\u{2028}q\r\ntab likes\n\u{0B}unlike 1\nz\u{85}q\u{0C}\rr\u{2029}q\ntab feed\n"
        try text.write(toFile: script, atomically: true, encoding: .utf8)
        let scripted = try await MosaicProcess.run(["--in-memory", "--script", script])
        let typed = try await MosaicProcess.run(["--in-memory"], input: text)
        let refused = [
            "error: unknown command 'z?q' (type help)",
            "error: unknown command '?unlike' (type help)",
            "error: unknown command 'z?q??r?q' (type help)",
        ]
        #expect(scripted.errorLines == zip([1, 3, 4], refused).map { "\(script):\($0): \($1)" })
        #expect(typed.errorLines == refused)
        for result in [scripted, typed] {
            #expect(
                result.links == ["mosaic://feed", "mosaic://likes", "mosaic://feed"], "every line after ran")
            #expect(result.status == 1)
        }
    }

    @Test func aScriptsErrorsSayWhereTheyAreAndCommandsRefuseWhatTheyDoNotTake() async throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let script = folder.path + "/session.txt"
        try "like 4\n\nlike x\nquit now\nopen\nhelp me\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let result = try await MosaicProcess.run(["--in-memory", "--script", script])
        #expect(result.status == 1)
        #expect(
            result.errorLines == [
                "\(script):3: error: 'x' is not a positive number",
                "\(script):4: error: too many arguments for 'quit'",
                "\(script):5: error: missing N or URL for 'open N | open URL'",
                "\(script):6: error: too many arguments for 'help'",
            ])
    }

    @Test func aLinkThatCannotOpenChangesNothingNotEvenTheSavedPlace() async throws {
        let folder = TemporaryFolder()
        let first = try await MosaicProcess.run(
            ["--data-dir", folder.data, "--restore"],
            input: "author 2\nopen mosaic://profile/ghost\nlink\nopen mosaic://settings/developer\n")
        #expect(
            first.errorLines == [
                "error: cannot open mosaic://profile/ghost: user ghost not found",
                "error: cannot open mosaic://settings/developer: the developer section is off (start mosaic with --developer)",
            ])
        #expect(first.output.contains("\nmosaic://feed/profile/bob\n"), "link printed the place from before")
        #expect(
            first.output.components(separatedBy: "\ncommands: ").count == 3,
            "two screens (the start, the profile), none for the links that did not open")
        let next = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "")
        #expect(next.links == ["mosaic://feed/profile/bob"], "the next session starts where this one was")
    }

    @Test func aRefusedLinkLeavesWhatIsPresentedAndALinkThroughAMissingScreenIsRefusedWhole() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"],
            input:
                "open mosaic://feed/post/p2\nopen mosaic://settings/accounts\nopen mosaic://feed/profile/ghost\n"
                + "link\nopen mosaic://feed/post/p999/post/p1\nlink\nback\nlink\n")
        #expect(
            result.errorLines == [
                "error: cannot open mosaic://feed/profile/ghost: user ghost not found",
                "error: cannot open mosaic://feed/post/p999/post/p1: post p999 not found",
            ])
        #expect(
            result.links == [
                "mosaic://feed", "mosaic://feed/post/p2", "mosaic://settings/accounts",
                "mosaic://settings/accounts",
                "mosaic://settings/accounts", "mosaic://feed/post/p2", "mosaic://feed/post/p2",
            ], "the section stays presented over the post until it is closed")
    }

    @Test func anUnreadableHistoryStopsNothingAndIsNotWrittenOver() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "")
        let garbage = Data("{ not a history".utf8)
        try garbage.write(to: URL(fileURLWithPath: folder.data + "/history.json"))
        try garbage.write(to: URL(fileURLWithPath: folder.data + "/navigation.json"))
        let result = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\nquit\n")
        #expect(result.status == 0)
        #expect(result.screens.last?.contains("♥ 8") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.data + "/history.json")) == garbage)
    }

    @Test func aLikeTakenBackInTheLikesTabShowsInTheFeedAndThePost() async throws {
        let result = try await MosaicProcess.run(
            ["--in-memory"], input: "open 1\nlike\ntab likes\nunlike 1\ntab feed\nback\n")
        let screens = result.screens
        #expect(screens[2].contains("♥ 8 (you like this)"))
        #expect(!screens[4].contains("[p1]"), "the likes tab after the unlike")
        #expect(screens[5].contains("likes:   ♡ 7"), "the post screen, current again")
        #expect(screens[6].contains("[p1]") && screens[6].contains("♡ 7"), "the feed, current again")
        #expect(result.errors.isEmpty)
    }

    @Test func aLikeOnAnyScreenShowsOnEveryLiveScreenInEveryTabWithTheSameCount() async throws {
        // Alice's profile is pushed on the feed tab and on the me tab's stack is nothing of hers:
        // the like is given in the profile's embedded feed, taken back on the likes tab.
        let result = try await MosaicProcess.run(
            ["--in-memory"],
            input:
                "author 1\nlike 1\nback\ntab likes\nopen 1\ntab feed\ntab likes\nback\nunlike 1\ntab feed\n")
        let screens = result.screens
        func row(_ screen: String, _ post: String) -> String? {
            screen.split(separator: "\n").first { $0.contains("[\(post)]") }.map(String.init)
        }
        #expect(row(screens[2], "p1")?.contains("♥ 8") == true, "the profile's posts, where it was liked")
        #expect(row(screens[3], "p1")?.contains("♥ 8") == true, "the home feed below it")
        #expect(row(screens[4], "p1")?.contains("♥ 8") == true, "the likes tab")
        #expect(screens[5].contains("likes:   ♥ 8 (you like this)"), "the post, opened from likes")
        #expect(row(screens[6], "p1")?.contains("♥ 8") == true, "the feed tab again")
        #expect(row(screens[9], "p1") == nil, "the likes tab after the unlike")
        #expect(row(screens[10], "p1")?.contains("♡ 7") == true, "the feed, with the count back")
        #expect(result.errors.isEmpty)
    }
}
