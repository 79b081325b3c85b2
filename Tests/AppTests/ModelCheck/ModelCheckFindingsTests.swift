import Domain
import Foundation
import ModuleKitCore
import ModuleKitTesting
import Services
import TerminalHost
import Testing

/// What the model check found, each the shortest session that shows it, kept as a test that
/// fails until it is fixed (`withKnownIssue`: the day it passes, the test says so). The first
/// three are ModuleKit's navigator and the last its step, both being reshaped as the session's
/// reducer (issue 85): the way back of a refused link that begins with a tab
/// (`Navigator.wayBack(toTab:)`, `goBack(before:)`) builds from contexts what it should put
/// back, and a page's step does not wait for every screen its link built. The fourth is the
/// web host's: a page's address is not always its link.
@MainActor
@Suite struct ModelCheckFindingsTests {
    /// MODEL_SEED=1, session 2: `open mosaic://settings/p/p999/p/p11/p/p12/settings/accounts`.
    @Test func aRefusedLinkThatBeginsWithATabNotShownYetLeavesThatTabAsItWas() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://settings/post/p999")
            app.expectFailures([.notFound])
            app.expectShown("mosaic://feed")
            withKnownIssue("the way back builds the root of a tab that had none (Navigator.wayBack(toTab:))")
            {
                #expect(app.session.place.links == ["feed": "mosaic://feed"], "the settings tab not touched")
            }
        }
    }

    /// MODEL_SEED=2, session 9: `open mosaic://profile/carol/settings/account`, then
    /// `open mosaic://feed/post/p9/post/p999`.
    @Test func aRefusedLinkThatBeginsWithATabKeepsTheScreensPresentedAndStackedAsTheyWere() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/posts/carol")
            await app.open("mosaic://settings/account")
            let before = app.session.navigator.visibleStack.map(\.id)
            let beneath = app.session.navigator.contexts(ofTab: 0).count
            await app.open("mosaic://feed/post/p999")
            app.expectFailures([.notFound])
            app.expectShown("mosaic://settings/account")
            #expect(app.session.navigator.contexts(ofTab: 0).count == beneath)
            withKnownIssue("the way back builds again the section it closed (Navigator.goBack(before:))") {
                #expect(
                    app.session.navigator.visibleStack.map(\.id) == before, "the same section, not a new one")
            }
            await app.back()
            app.expectShown("mosaic://feed/posts/carol")
        }
    }

    /// MODEL_SEED=3, session 5: `open mosaic://feed/p/p10/p/p5`, then
    /// `open mosaic://feed/p/p7/post/p999/posts/carol`: the posts above the feed built again.
    @Test func aRefusedLinkThatBeginsWithATabKeepsTheTabsScreensAsTheyWere() async throws {
        try await InProcessApp.run { app in
            await app.open("mosaic://feed/posts/carol")
            let before = app.session.navigator.visibleStack.map(\.id)
            await app.open("mosaic://feed/post/p999")
            app.expectFailures([.notFound])
            app.expectShown("mosaic://feed/posts/carol")
            withKnownIssue("the way back builds again the screens it closed (Navigator.goBack(before:))") {
                #expect(
                    app.session.navigator.visibleStack.map(\.id) == before, "carol's posts, not a new screen")
            }
        }
    }

    /// The browser sample (ModelCheckHostTests), seed 2, step 9: a page's address is not always
    /// the link of what it shows, and asking for it again opens its link again. `/post/p1` —
    /// a link that begins with no tab, pushed where the person is — answered three times shows
    /// three posts, its forms posting to `/feed/post/p1/post/p1/post/p1`; a terminal's `open`
    /// does the same, but there the link printed is the stack's, which a browser's address is not.
    @Test func aPageAskedForAgainAtItsAddressShowsTheSameScreens() async throws {
        let (server, port) = try await WebServingTests.serve(["--in-memory"])
        let cookie = try WebServingTests.cookie(of: try await WebServingTests.request("GET", "/", port: port))
        let first = try await WebServingTests.request("GET", "/post/p1", port: port, cookie: cookie)
        #expect(ModelCheckHostTests.formAction(first.body) == "/feed/post/p1")
        let again = try await WebServingTests.request("GET", "/post/p1", port: port, cookie: cookie)
        withKnownIssue(
            "a page at an address that is not its link (/post/p1) pushes its screens again when asked again"
        ) {
            #expect(
                again.status == 303 && again.headers["location"] == "/feed/post/p1"
                    || ModelCheckHostTests.formAction(again.body) == "/feed/post/p1",
                "reloaded, or sent to the address of what it shows")
        }
        #expect(await server.interrupt() == 0)
    }

    /// The browser sample (ModelCheckHostTests), seed 1: `GET /settings/p/p999/p/p11/p/p12/settings/accounts`
    /// (step 23) and `GET /me/post/p999/post/p4` (step 60) were each answered 200 in about one
    /// run of four, the page of the screen on top loaded, where the harness and the terminal
    /// refuse the link: a page waits for the screen it shows, and p999, beneath it, had not
    /// failed yet. With posts made slower than the section on top, it is every time.
    @Test func aLinkWhoseScreenBeneathTheTopCannotLoadIsNotFoundInTheBrowser() async throws {
        let (server, port) = try await WebServingTests.serve(["--in-memory", "--latency", "0,posts=1000"])
        let cookie = try WebServingTests.cookie(of: try await WebServingTests.request("GET", "/", port: port))
        _ = try await WebServingTests.request("GET", "/_wait", port: port, cookie: cookie)
        let page = try await WebServingTests.request(
            "GET", "/settings/post/p999/settings/accounts", port: port, cookie: cookie)
        withKnownIssue(
            "a page's step waits for the screen on top, not for every screen its link built",
            isIntermittent: true
        ) {
            #expect(
                page.status == 404 || page.body.contains(#"<p class="loading">"#),
                "not found, or shown loading until it is: \(page.status), \(ModelCheckHostTests.formAction(page.body) ?? "")"
            )
        }
        #expect(await server.interrupt() == 0)
    }

    /// `MODEL_SEED=1 MODEL_STEPS=20000`, session 278, shrunk further: a name saved while your
    /// profile loads — `mosaic://me/settings/account` opened while the services are held, `name
    /// Zed` typed on the section during the load — is saved, and your profile beneath, once
    /// loaded, says `Me`: in three runs of four, as the loads and the save end in one order or
    /// another (the model check reads every screen shown; it met this near its 8,500th step).
    @Test func aNameSavedWhileYourProfileLoadsShowsOnItOnceLoaded() async throws {
        let run = ModelCheckRun()
        for _ in 0..<12 {
            let found = try await run.run([
                .held("mosaic://me/settings/account", typed: ["name", "Zed"]), .open("mosaic://me/post/p1"),
            ])
            #expect(found == nil, "\(found.map { "\($0)" } ?? "")")
        }
        let stale = run.staleNamesOnYourProfile
        withKnownIssue(
            "your profile's header keeps the name its load read, not one saved during it",
            isIntermittent: true
        ) {
            #expect(stale == 0, "your profile said Me in \(stale) runs of 12")
        }
    }

    /// `MODEL_SEED=1`, session 3, step 1, once the model held follows: `follow` typed while
    /// `mosaic://profile/bob` loads is refused — "this screen has not loaded yet" — where the
    /// loading article promises it runs once the load ended (`like` on a post, `name` on a
    /// section do). The same through the real binary: `mosaic --in-memory --latency 800
    /// --no-wait`, `open mosaic://profile/bob`, `follow`. The header's presenter refuses before
    /// its load ended (`HeaderPresenter`: `notLoaded`).
    @Test func aFollowTypedWhileAProfileLoadsRunsOnceItLoaded() async throws {
        let gate = ServiceGate()
        let services = ServiceBundle.inMemory()
        try await InProcessApp.run(services: gate.services(services)) { app in
            let session = app.session
            session.pace = .interactive
            session.grace = .zero
            gate.hold()
            _ = await session.step(.open("mosaic://profile/bob"))
            let work = try #require(session.shown?.topmost?.module?.work(forWords: ["follow"]))
            let typed = await session.step(.act(work))
            gate.release()
            session.pace = .untilIdle
            await session.navigator.modules.reachIdlePoint()
            let failures = typed.failures + session.handleChange().failures
            withKnownIssue("the profile's header refuses an action typed during its load") {
                #expect(failures.isEmpty, "\(failures.map(\.message))")
            }
        }
        let following = try await services.follows.following()
        withKnownIssue("the profile's header refuses an action typed during its load") {
            #expect(following.contains(UserID("bob")), "bob followed")
        }
    }
}
