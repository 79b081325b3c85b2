import Foundation
import Testing

/// What a person meets next, through the real binary: the name they set shown on their own
/// profile, a piped run that leaves their saved place alone, a data folder linked from another
/// disk, `help` as a command, `exit` and `q`, and data files written as people read them.
@Suite struct EverydayUseTests {
    @Test func theNameSetInSettingsIsTheNameOnTheMeTab() async throws {
        for start in ["", "tab me\n"] {  // whether or not the me tab was built before
            let result = try await MosaicProcess.run(
                ["--in-memory"], input: start + "tab settings\nset name Zed Newcomer\ntab me\n")
            let me = try #require(result.screens.last)
            #expect(me.hasPrefix("mosaic://me\n"))
            #expect(me.contains("Zed Newcomer  @me"), "\(me)")
        }
    }

    @Test func aPipedRunLeavesTheSavedPlaceAloneUnlessAskedTo() async throws {
        let folder = TemporaryFolder()
        // A run that asks to keep the place (an interactive session always does).
        let saved = try await MosaicProcess.run(
            ["--data-dir", folder.data, "--restore"], input: "author 2\n")
        #expect(saved.links.last == "mosaic://feed/profile/bob")
        let before = try #require(folder.contents("navigation.json"))
        // A piped run elsewhere in the app: it starts on the feed, and the file is untouched.
        let piped = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab likes\n")
        #expect(piped.links == ["mosaic://feed", "mosaic://likes"])
        #expect(folder.contents("navigation.json") == before)
        // The next session that restores finds the place the first one saved.
        let restored = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "link\n")
        #expect(restored.links.first == "mosaic://feed/profile/bob")
    }

    @Test func aDataFolderThatIsALinkToAFolderIsUsedAndALinkToAFileIsRefused() async throws {
        let folder = TemporaryFolder()
        let disk = folder.path + "/other-disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.data, withDestinationPath: disk)
        let first = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 2\n")
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.errors.isEmpty)
        #expect(await TemporaryFolder.likedPosts(in: disk) == ["p2"])
        let again = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab likes\n")
        #expect(again.screens.last?.contains("[p2]") == true)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.data) == disk,
            "the link stays a link")

        let file = folder.path + "/a-file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let linkToFile = folder.path + "/link-to-file"
        try FileManager.default.createSymbolicLink(atPath: linkToFile, withDestinationPath: file)
        let refused = try await MosaicProcess.run(["--data-dir", linkToFile], input: "")
        #expect(refused.status == 1)
        #expect(refused.errorLines == ["error: cannot write \(linkToFile): not a directory"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "x", "nothing written over")
    }

    @Test func openingTheLinkShownKeepsTheFeedsSecondPageAndALongerLinkBuildsOnlyTheRest() async throws {
        let input = "more\nopen mosaic://feed\nopen mosaic://feed/post/p12\nback\n"
        let result = try await MosaicProcess.run(["--in-memory"], input: input)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        // One screen a command, each starting with the tab's link.
        let screens = result.output.components(separatedBy: "mosaic://").dropFirst().map { "mosaic://" + $0 }
        try #require(screens.count == 5, "\(result.output)")
        #expect(screens[1].contains("[p11]") && screens[1].contains("page 2"), "more showed page 2")
        #expect(screens[2].contains("[p11]") && screens[2].contains("page 2"), "the feed's link kept page 2")
        #expect(screens[3].hasPrefix("mosaic://feed/post/p12\n"))
        #expect(
            screens[4].contains("[p11]") && screens[4].contains("page 2"),
            "the post was built on the same feed")
    }

    @Test func helpIsACommandTooAndExitAndQLeave() async throws {
        let help = try await MosaicProcess.run(["help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: mosaic"))
        for word in ["exit", "q", "quit"] {
            let result = try await MosaicProcess.run(["--in-memory"], input: "\(word)\ntab likes\n")
            #expect(result.status == 0)
            #expect(result.errors.isEmpty, "\(word): \(result.errors)")
            #expect(result.links == ["mosaic://feed"], "\(word) leaves before the next line")
        }
    }

    @Test func dataFilesWriteLinksAsPeopleReadThem() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data, "--restore"], input: "open 1\n")
        let navigation = try #require(folder.contents("navigation.json"))
        let text = String(decoding: navigation, as: UTF8.self)
        #expect(text.contains("\"mosaic://feed/post/p1\""), "\(text)")
        #expect(!text.contains("\\/"))
    }
}
