import HTTPServer
import HiddenCharacters
import ModuleKitCore
import WebUI

// The steps: a page's link and a posted form, each a step of the session; its result a page.
extension WebShell {
    /// The page at `path`: its link opened — or, shown already, its screen refreshed (unless not
    /// shown yet: see ``HostSession/showsLater(_:)``) — or its failure, its status saying what
    /// kind. A page is at its screens' link: another address for them (`/post/p1` on the feed)
    /// redirects there (`/feed/post/p1`), whose reload pushes nothing again.
    func get(_ path: Substring, in session: WebSession) async -> HTTPResponse {
        let pages = SessionPages(session, style: options.style)
        let link = pages.link(of: path)
        let shown = await session.app.session.step(.reload(link))
        guard shown.notRefused else { return pages.failure(shown) }
        if let shownLink = shown.link, shownLink != link {
            session.app.session.showsLater(shown)
            return SessionPages.redirect(to: pages.path(of: shownLink))
        }
        return pages.screen(shown)
    }

    /// A form posted to a page: the token checked, the page's stack shown, the top screen's
    /// action run as a step, then a redirect to the page shown now — or the screen with the
    /// refusal, its status saying what kind.
    func post(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let form: FormFields
        do {
            form = try FormFields(parsing: String(decoding: request.body, as: UTF8.self))
        } catch {
            return page(400, title: "bad request", [SessionPages.errorLine(error)])
        }
        guard form["token"] == session.token else { return forbidden }
        let app = session.app
        let pages = SessionPages(session, style: options.style)
        let opened = await app.session.step(.open(pages.link(of: request.path)))
        guard opened.notRefused else { return pages.failure(opened) }
        // The form's words name an action of the page's screen: the one the step shows on top.
        guard let words = WebPage.words(of: form), let work = opened.topmost?.module?.work(forWords: words)
        else {
            let asked =
                WebPage.words(of: form).map { "no action '\($0[0].quotedInMessage)'" }
                ?? "no action: the form names none"
            return pages.screen(opened, refusal: ModuleFailure(.refused, "this screen has \(asked)"))
        }
        let shown = await app.session.step(.act(work))
        guard shown.notRefused else { return pages.screen(shown) }
        // The page the redirect leads to shows it, with what failed beside it (a navigation the
        // app's listener could not make).
        app.session.showsLater(shown)
        return SessionPages.redirect(to: pages.path(of: shown.link ?? ""))
    }
}
