import HTTPServer
import ModuleKit
import WebUI

// The actions: a form posted to a page becomes the top screen's typed action.
extension WebShell {
    /// A form posted to a page: the token checked, the page's stack shown, the top screen's work
    /// run, then a redirect to the page shown now.
    func post(_ request: HTTPRequest, in session: WebSession) async -> HTTPResponse {
        let form: FormFields
        do {
            form = try FormFields(parsing: String(decoding: request.body, as: UTF8.self))
        } catch {
            return page(400, title: "bad request", [Self.errorLine(error)])
        }
        guard form["token"] == session.token else { return forbidden }
        let app = session.app
        if let failure = show(request.path, in: app) { return notFound(failure, session: session) }
        guard let top = app.navigator.top, let view = top.module.view as? any WebView else {
            return page(
                409, title: "error", [Self.errorLine("this screen takes no action here")])
        }
        let work: WebWork
        do {
            work = try view.work(for: form)
        } catch {
            return screenPage(session, refusal: error.reason, status: 409)
        }
        let run = work.run
        let outcome = Outcome()
        let attempt: @MainActor @Sendable () async -> Void = {
            do throws(ActionRefused) { try await run() } catch { outcome.refusal = error.reason }
        }
        await (work.navigates ? top.module.work.task(attempt) : top.module.work.enqueue(attempt)).value
        if let refusal = outcome.refusal { return screenPage(session, refusal: refusal, status: 409) }
        return redirect(to: path(of: shownLink(in: app) ?? "", in: app))
    }
}

/// What a screen's work said: its refusal, if it refused.
@MainActor
private final class Outcome {
    var refusal: String?
}
