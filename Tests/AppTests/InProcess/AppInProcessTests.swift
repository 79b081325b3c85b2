import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import Testing

@testable import App

/// The app's behaviour in ModuleKit's terms — the link shown, whether it loads, every failure
/// and its kind — through AppHarness, in the test's process. The process tests that stay test
/// the binary: flags, exit codes, files, the terminal, HTTP.
@MainActor
@Suite struct AppInProcessTests {
    @Test func theAppStartsOnTheFeedTab() async throws {
        try await InProcessApp.run { app in
            app.expectShown("mosaic://feed")
            #expect(app.shown.screens.count == 1)
        }
    }

    @Test func eachTabShowsItsRootScreen() async throws {
        try await InProcessApp.run { app in
            for (tab, link) in [
                ("likes", "mosaic://likes"), ("me", "mosaic://me"), ("settings", "mosaic://settings"),
            ] {
                await app.selectTab(tab)
                app.expectShown(link)
            }
            await app.selectTab("feed")
            app.expectShown("mosaic://feed")
        }
    }

    @Test func openingAPostPushesItOntoTheFeedAndBackReturns() async throws {
        try await InProcessApp.run { app in
            await app.act(words: ["open", "p2"])
            app.expectShown("mosaic://feed/post/p2")
            await app.back()
            app.expectShown("mosaic://feed")
        }
    }

    @Test func aPostsShortLinkOpensItWhereThePersonIsAndItsFullLinkIsShown() async throws {
        try await InProcessApp.run { app in
            await app.selectTab("likes")
            await app.open("mosaic://p/p3")  // the alias of post/ID: pushed on the likes tab
            app.expectShown("mosaic://likes/post/p3")
            await app.open("mosaic://feed/p/p1")  // a chained link may use it too
            app.expectShown("mosaic://feed/post/p1")
        }
    }

    @Test func anAuthorOpensTheirProfileOnTheFeedsStack() async throws {
        try await InProcessApp.run { app in
            await app.act(words: ["author", "bob"])
            app.expectShown("mosaic://feed/profile/bob")
        }
    }

    @Test func aChainedLinkOpensTheWholeStackAndBackWalksIt() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/post/p1/profile/alice")
            app.expectShown("mosaic://feed/post/p1/profile/alice")
            #expect(app.shown.screens.count == 3)
            await app.back()
            app.expectShown("mosaic://feed/post/p1")
            await app.back()
            app.expectShown("mosaic://feed")
        }
    }

    @Test func aLinkThatIsNotATabRootIsPushedOntoTheTabShown() async throws {
        try await InProcessApp.run { app in
            await app.selectTab("likes")
            await app.open("mosaic://post/p3")
            app.expectShown("mosaic://likes/post/p3")
        }
    }

    @Test func aLinkNoRouteTakesIsNotFoundAndNothingChanges() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://bogus")
            app.expectFailures([ModuleFailure(.notFound, "no route for 'bogus'")])
            app.expectShown("mosaic://feed")
        }
    }

    @Test func aMalformedLinkIsNotFoundToo() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed//post")
            app.expectFailures([.notFound])
            app.expectShown("mosaic://feed")
        }
    }

    @Test func aPostThatDoesNotExistIsNotFoundAndTheSessionStaysWhereItWas() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/post/p2")
            await app.open("mosaic://feed/post/p999")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open mosaic://feed/post/p999: post p999 not found")
            ])
            app.expectShown("mosaic://feed/post/p2")
        }
    }

    @Test func aProfileOfNobodyIsNotFound() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://profile/ghost")
            app.expectFailures([
                ModuleFailure(.notFound, "cannot open mosaic://profile/ghost: user ghost not found")
            ])
            app.expectShown("mosaic://feed")
        }
    }

    @Test func theDeveloperSectionOffIsNotFound() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://settings/developer")
            app.expectFailures([.notFound])
            app.expectShown("mosaic://feed")
        }
    }

    @Test func backAtATabsRootIsRefused() async throws {
        try await InProcessApp.run { app in
            await app.back()
            app.expectFailures([ModuleFailure(.refused, "already at the first screen: nothing to go back to")]
            )
            app.expectShown("mosaic://feed")
        }
    }

    @Test func aPostLikedInTheFeedIsListedInTheLikesTab() async throws {
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: services) { app in
            await app.act(words: ["like", "p2"])
            await app.selectTab("likes")
            await app.act(words: ["open", "p2"])
            app.expectShown("mosaic://likes/post/p2")
        }
        #expect(try await services.likes.likedPosts().contains(PostID("p2")), "saved")
    }

    @Test func likingAPostTwiceIsRefusedSayingSo() async throws {
        try await InProcessApp.run { app in
            await app.act(words: ["like", "p2"])
            await app.act(words: ["like", "p2"])
            app.expectFailures([ModuleFailure(.refused, "you already like p2")])
        }
    }

    @Test func aLikeTakenBackInTheLikesTabIsGoneFromItsList() async throws {
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: services) { app in
            await app.act(words: ["like", "p4"])
            await app.selectTab("likes")
            await app.act(words: ["unlike", "p4"])
            await app.act(words: ["unlike", "p4"])
            app.expectFailures([ModuleFailure(.refused, "you do not like p4")])
        }
        #expect(try await !services.likes.likedPosts().contains(PostID("p4")))
    }

    @Test func anActionNamesWhatItActsOnByIdWhereverItIsShown() async throws {
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: services) { app in
            await app.act(words: ["like", "p40"])  // on the second page: an id, not a row
            await app.act(words: ["unlike", "p3"])
            app.expectFailures([ModuleFailure(.refused, "you do not like p3")])
        }
        #expect(try await services.likes.likedPosts().contains(PostID("p40")))
    }

    @Test func theFeedPagesForwardAndBack() async throws {
        try await InProcessApp.run { app in
            await app.act(words: ["more"])
            await app.act(words: ["open", "p12"])
            app.expectShown("mosaic://feed/post/p12")
            await app.back()
            await app.act(words: ["prev"])
            await app.act(words: ["open", "p1"])
            app.expectShown("mosaic://feed/post/p1")
        }
    }

    @Test func followingFromAProfileHeaderIsSaved() async throws {
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: services) { app in
            await app.open("mosaic://profile/bob")
            await app.act(words: ["follow"])
            await app.act(words: ["follow"])
            app.expectFailures([.refused])
        }
        #expect(try await services.follows.following().contains(UserID("bob")))
    }

    @Test func aProfileShowsItsPostsAsAGridAndTheirActionsReachThem() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://profile/alice")
            await app.act(words: ["show", "grid"])
            await app.act(words: ["open", "p1"])
            app.expectShown("mosaic://feed/profile/alice/post/p1")
        }
    }

    @Test func aSettingsSectionFromALinkIsPresentedOverWhereThePersonIsAndBackReturnsThere() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/profile/alice")
            await app.open("mosaic://settings/notifications")
            app.expectShown("mosaic://settings/notifications")
            let navigator = app.session.navigator
            #expect(navigator.visibleStack.count == 1, "in a stack of its own")
            #expect(navigator.contexts(ofTab: 0).count == 2, "the feed's profile still under it")
            #expect(app.session.place.selectedTab == "feed", "over the feed tab, which stays selected")
            #expect(app.session.place.links["settings"] == nil, "the settings tab is not touched")
            await app.back()
            app.expectShown("mosaic://feed/profile/alice")
        }
    }

    @Test func theNameSetInSettingsIsSavedAndAnInvalidOneRefused() async throws {
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: services) { app in
            await app.selectTab("settings")
            await app.open("mosaic://settings/account")
            await app.act(words: ["name", "  Ada  "])
            await app.act(words: ["name", ""])
            app.expectFailures([.invalid])
        }
        #expect(try await services.settings.load().displayName == "Ada")
    }

    @Test func thePlaceIsEachTabsLinkAndRestoresInANewSession() async throws {
        var saved: (selectedTab: String, links: [String: String])?
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/post/p1")
            await app.selectTab("likes")
            saved = app.session.place
        }
        let place = try #require(saved)
        #expect(place.selectedTab == "likes" && place.links["feed"] == "mosaic://feed/post/p1")
        try await InProcessApp.run { app in
            app.session.restore(selectedTab: place.selectedTab, links: place.links)
            await app.session.navigator.modules.reachIdlePoint()
            app.expectShown("mosaic://likes")
            await app.selectTab("feed")
            app.expectShown("mosaic://feed/post/p1")
        }
    }

    @Test func aSlowLoadShowsLoadingUntilItEndsAndBackDuringItAnswersAtOnce() async throws {
        let gate = ServiceGate()
        try await InProcessApp.run(services: gate.services()) { app in
            gate.hold()
            let session = app.session
            let opening = Task { @MainActor in _ = await session.step(.open("mosaic://feed/post/p1")) }
            while !(session.navigator.top?.module.isLoading ?? false) { await Task.yield() }
            app.expectShown("mosaic://feed/post/p1", loading: true)
            gate.release()
            await opening.value
            app.expectShown("mosaic://feed/post/p1")
        }
    }
}
